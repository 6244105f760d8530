import type { ReactNode } from 'react'
import type { Translation } from '~locales/i18n-types'
import { Picture } from '../../components/Picture'
import type { SiteImage } from './images'
import { withEmailLink } from './withEmailLink'

type Keys<T> = Exclude<keyof T, 'title'> & string
/** A section's text blocks in order: a key is a paragraph, an array of keys is a bulleted list. */
type SectionLayout<T> = ReadonlyArray<Keys<T> | ReadonlyArray<Keys<T>>>
type DocumentLayout<S> = { readonly [K in keyof S]: SectionLayout<S[K]> }

// The structure is fixed here, not in the translations, so that every language has the same sections and blocks.
export const PRIVACY_LAYOUT = {
  controller: ['p1', 'p2'],
  collected: ['p1', ['members', 'staff', 'clients', 'arrivals', 'technical']],
  purposes: ['p1', ['verify', 'prevent', 'review', 'protect', 'comply'], 'p2'],
  legalBasis: ['p1', 'p2'],
  sharing: ['p1', 'p2', 'p3'],
  security: ['p1'],
  rights: ['p1', 'informed', 'page', 'p2', 'p3'],
  retention: ['p1', ['reports', 'arrivals', 'members', 'technical', 'idCopies', 'afterBan'], 'p2', 'backups'],
  breach: ['p1'],
  changes: ['p1', 'p2'],
} as const satisfies DocumentLayout<Translation['privacy']['sections']>

export const TERMS_LAYOUT = {
  scope: ['p1'],
  membership: ['p1', 'p2'],
  accounts: ['p1', 'p2', 'p3'],
  reports: ['p1', ['facts', 'evidence'], 'p2'],
  duties: ['p1'],
  subscription: ['p1'],
  termination: ['p1', 'p2'],
  dataProtection: ['p1'],
  changes: ['p1'],
  law: ['p1', 'p2'],
} as const satisfies DocumentLayout<Translation['terms']['sections']>

export const LEGAL_NOTICE_LAYOUT = {
  operator: ['name', 'address', 'uid', 'contact'],
  responsible: ['p1'],
  hosting: ['p1'],
  liability: ['p1'],
  copyright: ['p1'],
} as const satisfies DocumentLayout<Translation['legalNotice']['sections']>

type TextFn = (params?: Record<string, unknown>) => string
type SectionTexts = Record<string, TextFn>

type LegalDocumentProps = {
  banner: SiteImage
  title: string
  /** Shown under the title: the effective date, or the binding-language notice. */
  subtitle: ReactNode
  intro: string
  contentsLabel: string
  layout: Record<string, ReadonlyArray<string | ReadonlyArray<string>>>
  /** The LL.<area>.sections object of the current language. */
  sections: unknown
  /** Values of the figures the texts mention (days, years, the contact address...). */
  params: Record<string, unknown>
  email: string
}

/** A legal text under a banner image: title, intro, a table of contents and numbered sections. */
export function LegalDocument(props: LegalDocumentProps) {
  const { banner, title, subtitle, intro, contentsLabel, layout, params, email } = props
  const sections = props.sections as Record<string, SectionTexts>
  const ids = Object.keys(layout)
  const text = (section: SectionTexts, key: string) => withEmailLink(String(section[key]!(params)), email)
  return (
    <article className="legal" aria-labelledby="legal-title">
      <div className="legal-banner">
        <Picture image={banner} alt="" sizes="100vw" priority />
      </div>
      <div className="container legal-body">
        <header className="legal-header">
          <h1 id="legal-title">{title}</h1>
          <div className="legal-subtitle">{subtitle}</div>
          <p className="legal-intro">{intro}</p>
        </header>
        <div className="legal-layout">
          <nav className="legal-toc" aria-labelledby="legal-toc-title">
            <h2 id="legal-toc-title" className="legal-toc-title">
              {contentsLabel}
            </h2>
            <ol>
              {ids.map((id) => (
                <li key={id}>
                  <a href={`#${id}`}>{String(sections[id]!.title!())}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="legal-sections">
            {ids.map((id, index) => {
              const section = sections[id]!
              return (
                <section key={id} id={id} className="legal-section" aria-labelledby={`${id}-title`}>
                  <h2 id={`${id}-title`}>
                    <span className="legal-number">{index + 1}.</span> {String(section.title!())}
                  </h2>
                  {layout[id]!.map((block) =>
                    typeof block === 'string' ? (
                      <p key={block}>{text(section, block)}</p>
                    ) : (
                      <ul key={block.join('-')}>
                        {block.map((key) => (
                          <li key={key}>{text(section, key)}</li>
                        ))}
                      </ul>
                    ),
                  )}
                </section>
              )
            })}
          </div>
        </div>
      </div>
    </article>
  )
}
