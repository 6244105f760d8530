import { createLazyRoute, Link } from '@tanstack/react-router'
import { ButtonLink } from '../components/Button'
import { Picture } from '../components/Picture'
import { PricingTable } from '../features/billing/PricingTable'
import {
  CheckListIcon,
  KeyIcon,
  LockIcon,
  MountainIcon,
  SearchIcon,
  ShareIcon,
  ShieldIcon,
} from '../features/public/icons'
import { IMAGES } from '../features/public/images'
import { Testimonials } from '../features/public/Testimonials'
import { useI18n } from '../i18n/useI18n'

export const Route = createLazyRoute('/')({ component: LandingPage })

function LandingPage() {
  const { LL } = useI18n()
  const l = LL.landing
  const features = [
    { id: 'check', icon: <SearchIcon />, title: l.features.check.title(), text: l.features.check.text() },
    { id: 'report', icon: <ShareIcon />, title: l.features.report.title(), text: l.features.report.text() },
    { id: 'best', icon: <KeyIcon />, title: l.features.best.title(), text: l.features.best.text() },
  ]
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-grid">
          <div className="hero-copy">
            <p className="hero-eyebrow">{l.heroEyebrow()}</p>
            <h1 id="hero-title">{l.heroTitle()}</h1>
            <p className="hero-text">{l.heroText()}</p>
            <div className="button-row">
              <ButtonLink to="/register" size="lg">
                {l.joinNow()}
              </ButtonLink>
              <a href="#how-it-works" className="btn btn-secondary btn-lg">
                {l.learnMore()}
              </a>
            </div>
            <ul className="hero-trust" aria-label={l.trust.label()}>
              <li>
                <MountainIcon /> {l.trust.hosted()}
              </li>
              <li>
                <ShieldIcon /> {l.trust.verified()}
              </li>
              <li>
                <CheckListIcon /> {l.trust.reviewed()}
              </li>
            </ul>
          </div>
          <Picture
            image={IMAGES.hero}
            alt=""
            sizes="(min-width: 900px) 520px, 100vw"
            priority
            className="hero-picture"
          />
        </div>
      </section>

      <section id="how-it-works" className="section features" aria-labelledby="features-title" tabIndex={-1}>
        <div className="container">
          <header className="section-header">
            <h2 id="features-title">{l.features.title()}</h2>
            <p className="section-lead">{l.features.intro()}</p>
          </header>
          <ul className="feature-grid">
            {features.map((f) => (
              <li key={f.id} className="feature-card card">
                <span className="feature-icon">{f.icon}</span>
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </li>
            ))}
          </ul>
          <p className="features-more">
            <Link to="/faq">{l.features.faqLink()}</Link>
          </p>
        </div>
      </section>

      <div className="section pricing-section">
        <div className="container">
          <PricingTable />
        </div>
      </div>

      <Testimonials />

      <section className="section confidentiality" aria-labelledby="confidentiality-title">
        <div className="container">
          <div className="confidentiality-grid">
            <Picture
              image={IMAGES.confidentiality}
              alt=""
              sizes="(min-width: 900px) 460px, 100vw"
              className="confidentiality-picture"
            />
            <div className="confidentiality-copy">
              <h2 id="confidentiality-title">{l.confidentiality.title()}</h2>
              <p className="confidentiality-lead">
                <LockIcon /> <strong>{l.confidentiality.lead()}</strong>
              </p>
              <p>{l.confidentiality.text()}</p>
              <Link to="/privacy-policy">{l.confidentiality.privacyLink()}</Link>
            </div>
          </div>
        </div>
      </section>

      <section className="section cta" aria-labelledby="cta-title">
        <div className="container cta-inner">
          <h2 id="cta-title">{l.cta.title()}</h2>
          <p className="cta-text">{l.cta.text()}</p>
          <div className="button-row">
            <ButtonLink to="/register" size="lg">
              {l.joinNow()}
            </ButtonLink>
            <ButtonLink to="/faq" variant="secondary" size="lg">
              {l.cta.faq()}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  )
}
