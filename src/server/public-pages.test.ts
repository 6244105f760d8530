import { describe, expect, test } from 'bun:test'
import { resolvedDictionaries } from '~/kernel/dictionaries'
import { LOCALES, type Locale, PRIVACY_POLICY_EFFECTIVE_DATE } from '~/lib/constants'
import { formatDate } from '~/lib/dates'
import { createMember, createTestAdmin, signIn } from '~/modules/auth/testing'
import { IMAGES } from '~/web/features/public/images'
import { createTestApp } from './testing'

const t = await createTestApp()
const page = async (path: string, locale: Locale) => {
  const res = await t.request(path, { headers: { cookie: `lang=${locale}` } })
  return { res, html: await res.text() }
}
// React escapes these characters in text and attributes.
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1]

const PAGES = [
  { path: '/', area: 'landing', heading: (d: Dict) => d.landing.heroTitle },
  { path: '/faq', area: 'faq', heading: (d: Dict) => d.faq.title },
  { path: '/privacy-policy', area: 'privacy', heading: (d: Dict) => d.privacy.title },
  { path: '/general-terms-conditions', area: 'terms', heading: (d: Dict) => d.terms.title },
  { path: '/legal-notice', area: 'legalNotice', heading: (d: Dict) => d.legalNotice.title },
] as const
type Dict = (typeof resolvedDictionaries)['en']

describe('public pages in every language', () => {
  for (const { path, area, heading } of PAGES) {
    for (const locale of LOCALES) {
      test(`${path} answers 200 in ${locale} with its own title, description and heading, server-rendered`, async () => {
        const d = resolvedDictionaries[locale]
        const { res, html } = await page(path, locale)
        expect(res.status).toBe(200)
        expect(html).toContain(`<html lang="${locale}"`)
        expect(titleOf(html)).toBe(escapeHtml(d[area].metaTitle))
        expect(metaOf(html, 'description')).toBe(escapeHtml(d[area].metaDescription))
        expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(heading(d)).replace(/[.?]/g, '\\$&')}</h1>`))
      })
    }
  }

  test('the page titles differ from page to page', async () => {
    const titles = await Promise.all(PAGES.map(async ({ path }) => titleOf((await page(path, 'de')).html)))
    expect(new Set(titles).size).toBe(PAGES.length)
  })
})

describe('landing page', () => {
  test('a signed-in member is sent from the landing page to the dashboard, an admin to the admin home', async () => {
    const member = await createMember(t.db.db)
    const { cookie } = await signIn(t.request, member.user.email, member.password)
    const asMember = await t.request('/', { headers: { cookie } })
    expect(asMember.status).toBe(302)
    expect(new URL(asMember.headers.get('location')!, 'http://localhost').pathname).toBe('/dashboard')
    const admin = await createTestAdmin(t.db.db)
    const adminSession = await signIn(t.request, admin.user.email, admin.password)
    const asAdmin = await t.request('/', { headers: { cookie: adminSession.cookie } })
    expect(asAdmin.status).toBe(302)
    expect(new URL(asAdmin.headers.get('location')!, 'http://localhost').pathname).toBe('/admin')
    // The public pages other than the landing page stay readable when signed in.
    expect((await t.request('/faq', { headers: { cookie } })).status).toBe(200)
  })

  test('all texts and the first testimonial are in the HTML before any script runs', async () => {
    const { html } = await page('/', 'fr')
    const l = resolvedDictionaries.fr.landing
    for (const text of [
      l.features.check.title,
      l.features.report.title,
      l.features.best.title,
      l.confidentiality.lead,
      l.testimonials.items.first.quote,
      l.testimonials.items.first.city,
      l.joinNow,
      l.learnMore,
    ])
      expect(html).toContain(escapeHtml(text))
    expect(html).toContain('aria-roledescription="carrousel"')
    expect(html).toContain('aria-label="1 sur 3"')
  })

  test('Join now links to /register and Learn more to the explanation on the page', async () => {
    const { html } = await page('/', 'en')
    expect(html).toMatch(/<a[^>]+href="\/register"[^>]*>Join now<\/a>/)
    expect(html).toMatch(/<a[^>]+href="#how-it-works"[^>]*>Learn more<\/a>/)
    expect(html).toMatch(/id="how-it-works"/)
  })

  test('Open Graph tags describe the page in its language with an absolute image address', async () => {
    const { html } = await page('/', 'de')
    expect(metaOf(html, 'og:title')).toBe(escapeHtml(resolvedDictionaries.de.landing.metaTitle))
    expect(metaOf(html, 'og:description')).toBe(escapeHtml(resolvedDictionaries.de.landing.metaDescription))
    expect(metaOf(html, 'og:locale')).toBe('de_CH')
    expect(metaOf(html, 'og:type')).toBe('website')
    const image = metaOf(html, 'og:image')!
    expect(image).toMatch(/^https?:\/\/[^/]+\/images\/og-landing\.jpg$/)
    const served = await t.request(new URL(image).pathname)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
  })
})

describe('carousel styles', () => {
  test('the keen-slider stylesheet is bundled into the page CSS', async () => {
    const { html } = await page('/', 'en')
    const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!)
    const css = (await Promise.all(hrefs.map(async (href) => (await t.request(href)).text()))).join('\n')
    expect(css).toContain('.keen-slider:not([data-keen-slider-disabled])')
    expect(css).toContain('.carousel-slide')
  })
})

describe('images', () => {
  test('every image on the public pages has a width and a height, and only the first screen loads eagerly', async () => {
    for (const { path } of PAGES) {
      const { html } = await page(path, 'en')
      const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0])
      expect(imgs.length).toBeGreaterThan(0)
      for (const img of imgs) {
        expect(img).toMatch(/ width="\d+"/)
        expect(img).toMatch(/ height="\d+"/)
      }
    }
    const landing = (await page('/', 'en')).html
    expect(landing).toMatch(/<img [^>]*src="\/images\/landing-confidential-[^"]+"[^>]*loading="lazy"/)
    expect(landing).toMatch(/<img [^>]*src="\/images\/landing-hero-[^"]+"[^>]*loading="eager"/)
  })

  test('the illustrations are served by the app as AVIF and WebP in every listed width', async () => {
    for (const image of Object.values(IMAGES)) {
      for (const width of image.widths) {
        for (const [ext, type] of [
          ['avif', 'image/avif'],
          ['webp', 'image/webp'],
        ] as const) {
          const res = await t.request(`/images/${image.name}-${width}.${ext}`)
          expect(res.status).toBe(200)
          expect(res.headers.get('content-type')).toBe(type)
        }
      }
    }
  })
})

describe('FAQ, privacy policy and terms', () => {
  test('the FAQ renders 15 questions as collapsed buttons with their answers in the HTML', async () => {
    const { html } = await page('/faq', 'it')
    expect(
      html.match(
        /<button[^>]*aria-expanded="false"[^>]*class="accordion-button"|<button[^>]*class="accordion-button"[^>]*aria-expanded="false"/g,
      ),
    ).toHaveLength(15)
    expect(html).toContain(escapeHtml(resolvedDictionaries.it.faq.items.about.question))
    expect(html).toContain('documento')
  })

  test('the privacy policy has 10 numbered sections and its effective date in each language', async () => {
    for (const locale of LOCALES) {
      const { html } = await page('/privacy-policy', locale)
      expect(html.match(/<h2 id="[a-zA-Z]+-title">/g)).toHaveLength(10)
      expect(html).toContain(
        `<time dateTime="${PRIVACY_POLICY_EFFECTIVE_DATE}">${formatDate(PRIVACY_POLICY_EFFECTIVE_DATE, locale)}</time>`,
      )
      for (const section of Object.values(resolvedDictionaries[locale].privacy.sections))
        expect(html).toContain(escapeHtml(section.title))
    }
  })

  test('the privacy policy states the figures of the spec and the configured contact address', async () => {
    const { html } = await page('/privacy-policy', 'en')
    for (const fact of ['within 30 days', 'within 72 hours', 'archived 3 years after', 'up to 3 years', '12 months'])
      expect(html).toContain(fact)
    expect(html).toContain('href="mailto:info@knowyourguest.ch"')
    expect(html).toContain('hosted in Switzerland')
  })

  test('no operator identity: the configured company, address and number are in the footer, the privacy policy and the legal notice of every language', async () => {
    const operated = await createTestApp({
      OPERATOR_NAME: 'Gastwacht AG',
      OPERATOR_ADDRESS: 'Marktgasse 5, 8001 Zürich',
      OPERATOR_UID: 'che 123456788',
    })
    for (const locale of LOCALES) {
      for (const path of ['/', '/privacy-policy', '/legal-notice']) {
        const html = await (await operated.request(path, { headers: { cookie: `lang=${locale}` } })).text()
        expect(html).toContain('Gastwacht AG')
        expect(html).toContain('Marktgasse 5, 8001 Zürich')
        expect(html).toContain('CHE-123.456.788')
        expect(html).toContain('href="/legal-notice"')
        expect(html).not.toContain('the operator of KnowYourGuest')
      }
    }
  })

  test('an operator company number with a wrong check digit is refused at start-up', async () => {
    await expect(createTestApp({ OPERATOR_UID: 'CHE-123.456.789' })).rejects.toThrow(/OPERATOR_UID/)
  })

  test('the terms say in each language that the French version alone is binding, and state the penalty', async () => {
    const binding = {
      en: 'French version',
      fr: 'version française',
      de: 'französische Fassung',
      it: 'versione francese',
    }
    for (const locale of LOCALES) {
      const { html } = await page('/general-terms-conditions', locale)
      expect(html).toMatch(new RegExp(`id="binding-version"[^>]*>[^<]*${binding[locale]}`))
      expect(html).toContain(locale === 'en' ? 'CHF 10,000' : 'CHF 10&#x27;000')
    }
  })
})

describe('page titles (issue 24, item 30)', () => {
  for (const path of ['/register', '/join', '/login', '/forget-password']) {
    test(`${path} names the site once, with the one separator, in every language`, async () => {
      for (const locale of LOCALES) {
        const title = titleOf((await page(path, locale)).html) ?? ''
        expect(title.split('KnowYourGuest')).toHaveLength(2)
        expect(title).not.toMatch(/ [|–—-] /)
      }
    })
  }
})
