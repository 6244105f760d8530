import { Link } from '@tanstack/react-router'
import type { PublicConfig } from '~/lib/public-config'
import { now } from '../../clock'
import { useI18n } from '../../i18n/useI18n'
import { Logo } from './Logo'

/** Tagline, the APP column (signed-in members only), contact and explore columns. */
export function Footer({
  contactEmail,
  operator,
  authenticated,
}: {
  contactEmail: string
  operator: PublicConfig['operator']
  authenticated: boolean
}) {
  const { LL } = useI18n()
  const f = LL.shell.footer
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Logo />
          <p className="footer-tagline">{LL.shell.tagline()}</p>
          <p className="footer-hosted">{f.hosted()}</p>
        </div>
        {authenticated && (
          <nav className="footer-col" aria-labelledby="footer-app">
            <h2 id="footer-app">{f.app()}</h2>
            <ul>
              <li>
                <Link to="/dashboard/search">{f.search()}</Link>
              </li>
              <li>
                <Link to="/dashboard/new-report">{f.report()}</Link>
              </li>
              <li>
                <Link to="/dashboard/reports">{f.yourReports()}</Link>
              </li>
              <li>
                <Link to="/dashboard/profile">{f.profile()}</Link>
              </li>
            </ul>
          </nav>
        )}
        <div className="footer-col">
          <h2 id="footer-contact">{f.contact()}</h2>
          <p>
            {f.contactText()} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </p>
        </div>
        <nav className="footer-col" aria-labelledby="footer-explore">
          <h2 id="footer-explore">{f.explore()}</h2>
          <ul>
            <li>
              <Link to="/">{f.home()}</Link>
            </li>
            <li>
              <Link to="/faq">{f.faq()}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{f.privacy()}</Link>
            </li>
            <li>
              <Link to="/your-data">{LL.yourData.footerLink()}</Link>
            </li>
            <li>
              <Link to="/general-terms-conditions">{f.terms()}</Link>
            </li>
            <li>
              <Link to="/legal-notice">{f.legalNotice()}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>{f.rights({ year: now().getFullYear(), operator: operator.name })}</p>
        <p className="footer-operator">
          {operator.address} · {operator.uid}
        </p>
      </div>
    </footer>
  )
}
