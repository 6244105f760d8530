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
          {/* The name is the language's own name; the visible code is decoration. No aria-label: a label that does
              not contain the visible text fails WCAG 2.5.3 (label in name). */}
          <span className="visually-hidden">{LL.shell.languages[code]()}</span>
          <span aria-hidden="true">{code.toUpperCase()}</span>
        </button>
      ))}
    </fieldset>
  )
}
