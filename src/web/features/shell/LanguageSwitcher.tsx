import { useState } from 'react'
import { LOCALES, type Locale } from '~/lib/constants'
import { useI18n } from '../../i18n/useI18n'

// Flag per language (served by the app from /flags, never from another host).
const FLAG: Record<Locale, string> = { en: 'gb', fr: 'fr', de: 'de', it: 'it' }

export function LanguageSwitcher() {
  const { locale, LL, switchTo } = useI18n()
  const [pending, setPending] = useState<Locale | null>(null)
  return (
    <fieldset className="lang-switcher" aria-busy={pending ? true : undefined}>
      <legend className="visually-hidden">{LL.shell.languageLabel()}</legend>
      {LOCALES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={code === locale ? 'lang-option is-current' : 'lang-option'}
          aria-pressed={code === locale}
          aria-label={LL.shell.languages[code]()}
          disabled={pending !== null}
          onClick={async () => {
            setPending(code)
            try {
              await switchTo(code)
            } finally {
              setPending(null)
            }
          }}
        >
          <img src={`/flags/${FLAG[code]}.svg`} alt="" width={20} height={20} className="flag" />
          <span aria-hidden="true">{code.toUpperCase()}</span>
        </button>
      ))}
    </fieldset>
  )
}
