import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ButtonLink } from '../../components/Button'
import { useI18n } from '../../i18n/useI18n'
import { LanguageMenu } from './LanguageMenu'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'

/** Logo, language switcher and the account button (Login when signed out; `account` replaces it when signed in). */
export function Header({ account }: { account?: ReactNode }) {
  const { LL } = useI18n()
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="header-home" aria-label={LL.shell.homeLink()}>
          <Logo />
        </Link>
        <div className="header-actions">
          <div className="lang-wide">
            <LanguageSwitcher />
          </div>
          <div className="lang-compact">
            <LanguageMenu />
          </div>
          {account ?? (
            <ButtonLink to="/login" variant="secondary" size="sm">
              {LL.shell.login()}
            </ButtonLink>
          )}
        </div>
      </div>
    </header>
  )
}
