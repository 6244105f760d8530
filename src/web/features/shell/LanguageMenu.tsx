import { useState } from 'react'
import { LOCALES, type Locale } from '~/lib/constants'
import { DropdownMenu } from '../../components/DropdownMenu'
import { useI18n } from '../../i18n/useI18n'

const FLAG: Record<Locale, string> = { en: 'gb', fr: 'fr', de: 'de', it: 'it' }

/** The languages in one compact button on phones, so the header stays one row at 390 px (issue 14, item 11). */
export function LanguageMenu() {
  const { locale, LL, switchTo } = useI18n()
  const [pending, setPending] = useState(false)
  return (
    <DropdownMenu
      className="lang-menu"
      button={
        <>
          <img src={`/flags/${FLAG[locale]}.svg`} alt="" width={20} height={20} className="flag" />
          <span className="visually-hidden">{LL.shell.languageLabel()}: </span>
          <span>{locale.toUpperCase()}</span>
        </>
      }
    >
      {(close) => (
        <ul aria-busy={pending || undefined}>
          {LOCALES.map((code) => (
            <li key={code}>
              <button
                type="button"
                lang={code}
                aria-current={code === locale ? 'true' : undefined}
                disabled={pending}
                onClick={async () => {
                  setPending(true)
                  try {
                    await switchTo(code)
                  } finally {
                    setPending(false)
                    close()
                  }
                }}
              >
                <img src={`/flags/${FLAG[code]}.svg`} alt="" width={20} height={20} className="flag" />
                {LL.shell.languages[code]()}
              </button>
            </li>
          ))}
        </ul>
      )}
    </DropdownMenu>
  )
}
