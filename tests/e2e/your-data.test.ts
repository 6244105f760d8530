// Issue 34, section 2 in Chromium: a person asks on /your-data (EN and DE, 390 and 1280 px), confirms by the e-mailed
// link, and the operator answers it in the console by e-mail; axe clean, no sideways scroll. KYG_SCREENS=1 keeps the
// screenshots in docs/screens.
import { describe, expect, test } from 'bun:test'
import { smallPng } from '~/modules/reports/testing'
import { type Credentials, createAdminWithCli } from '../support/accounts'
import { expectCleanScreen } from '../support/axe'
import { DESKTOP, PHONE, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { linkIn } from '../support/mail'
import { screenPath } from '../support/screens'

let admin: Credentials
const file = browserFile({
  async setup(server) {
    admin = await createAdminWithCli(server, 'boss@knowyourguest.ch')
  },
})

const WORDS = {
  en: {
    name: 'Your full name',
    birth: 'Date of birth',
    email: 'E-mail address for our answer',
    kind: 'What do you ask?',
    access: 'See what is held about me',
    id: /^Copy of your identity document/,
    submit: 'Send my request',
    errors: 'There',
    sent: 'Please check your e-mail',
    confirm: 'Confirm my request',
    confirmed: 'Your request is confirmed.',
    letterType: 'Letter',
    mailButton: 'E-mail the Answer to the requester',
    mailed: 'The letter was e-mailed to the requester.',
  },
  de: {
    name: 'Ihr vollständiger Name',
    birth: 'Geburtsdatum',
    email: 'E-Mail-Adresse für unsere Antwort',
    kind: 'Was verlangen Sie?',
    access: 'Auskunft, was über mich gespeichert ist',
    id: /^Kopie Ihres Ausweises/,
    submit: 'Begehren senden',
    errors: 'Es',
    sent: 'Bitte prüfen Sie Ihre E-Mails',
    confirm: 'Begehren bestätigen',
    confirmed: 'Ihr Begehren ist bestätigt.',
    letterType: 'Brief',
    mailButton: 'Schreiben (Antwort) per E-Mail an die anfragende Person senden',
    mailed: 'Das Schreiben wurde der anfragenden Person per E-Mail gesendet.',
  },
} as const

describe('/your-data in the browser', () => {
  for (const [locale, viewport, size] of [
    ['en', PHONE, 390],
    ['en', DESKTOP, 1280],
    ['de', PHONE, 390],
    ['de', DESKTOP, 1280],
  ] as const) {
    test(`a person asks, confirms by e-mail, and the operator answers in the console (${locale}, ${size} px)`, async () => {
      const w = WORDS[locale]
      const who = `Vera Anfrage ${locale.toUpperCase()}${size}`
      const email = `vera.${locale}${size}@example.com`
      const guest = await file.open('/your-data', { locale, viewport })
      try {
        const { page } = guest
        // An empty form: one summary names every missing field, each field says what is wrong.
        await page.getByRole('button', { name: w.submit }).click()
        await page.locator('.error-summary').waitFor()
        await expectCleanScreen(page, `your-data errors ${locale} ${size}`, expect)
        await page.screenshot({ path: screenPath(`your-data-errors-${locale}-${size}.png`), fullPage: true })
        await page.getByLabel(w.name).fill(who)
        await page.getByLabel(w.birth).fill('14.03.1985')
        await page.getByLabel(w.email).fill(email)
        await page.getByLabel(w.kind).selectOption({ label: w.access })
        await page
          .getByLabel(w.id)
          .setInputFiles([{ name: 'id-front.png', mimeType: 'image/png', buffer: Buffer.from(await smallPng()) }])
        await expectCleanScreen(page, `your-data filled ${locale} ${size}`, expect)
        await page.screenshot({ path: screenPath(`your-data-${locale}-${size}.png`), fullPage: true })
        await page.getByRole('button', { name: w.submit }).click()
        await page.getByRole('heading', { name: w.sent }).waitFor()
        await expectCleanScreen(page, `your-data sent ${locale} ${size}`, expect)
        await page.screenshot({ path: screenPath(`your-data-sent-${locale}-${size}.png`) })

        const mail = await file.mailTo(email, (m) => m.text.includes('/your-data/confirm'))
        const link = linkIn(mail, /(http:\/\/[^\s]+\/your-data\/confirm\?token=[\w-]+)/)
        await page.goto(`${link.pathname}${link.search}`)
        await waitForHydration(page)
        await page.getByRole('button', { name: w.confirm }).click()
        await page.getByText(w.confirmed).waitFor()
        await expectCleanScreen(page, `your-data confirmed ${locale} ${size}`, expect)
        await page.screenshot({ path: screenPath(`your-data-confirmed-${locale}-${size}.png`) })
        await file.mailTo(email, (m) => /Eingangsbest|acknowledgement/i.test(m.text))
      } finally {
        await guest.close()
      }

      // The operator signs in once; every variant reuses the session (sign-ins are limited per address).
      const operator = await file.as(admin, '/admin/requests', { locale, viewport })
      try {
        const { page } = operator
        await page.getByRole('button', { name: who }).click()
        const dialog = page.getByRole('dialog')
        await dialog.getByText('id-front.png').waitFor()
        await dialog.getByLabel(w.letterType, { exact: true }).selectOption('answer')
        await dialog.getByRole('button', { name: w.mailButton }).click()
        await page.getByText(w.mailed).waitFor()
        await expectCleanScreen(page, `console web request ${locale} ${size}`, expect)
        await page.screenshot({ path: screenPath(`your-data-console-${locale}-${size}.png`) })
        const answer = await file.mailTo(email, (m) => /unsere Antwort|our answer/.test(m.text))
        expect(answer.text).toContain(who)
      } finally {
        await operator.close()
      }
    })
  }
})
