// Issue 34, section 3 in Chromium (ADR 305): a guest who paid asks on /your-data with the notice's reference and a
// proof of payment, confirms by e-mail; the reporting hotel sees the request with the proof and marks the report
// settled, and the guest receives the removal notice (EN and DE, 390 and 1280 px, axe clean). Then the 7-day
// hand-over: with the job's clock 7 days on, an unanswered request leaves the hotel for the operator.
import { describe, expect, test } from 'bun:test'
import { handOverUnanswered } from '~/modules/admin/paid-requests'
import { createActiveMember, smallPng, tinyPdf } from '~/modules/reports/testing'
import { bearerOf, type Credentials, createAdminWithCli } from '../support/accounts'
import { expectCleanScreen } from '../support/axe'
import { DESKTOP, PHONE, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { linkIn } from '../support/mail'
import { publishedReport } from '../support/published'
import { inDatabase } from '../support/server'

let admin: Record<string, string>
let writer: Record<string, string>
const hotel: Credentials = { email: 'owner@paid-hotel.ch', password: 'owner-pass-1' }
const REFERENCE = /KYG-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}/

const file = browserFile({
  async setup(server) {
    await inDatabase(server, (deps) => createActiveMember(deps, hotel))
    admin = await bearerOf(server, await createAdminWithCli(server, 'boss@knowyourguest.ch'))
    writer = await bearerOf(server, hotel)
  },
})

/** A published report about the guest: answers the personal reference of its notice e-mail. */
async function publish(guest: Record<string, string>) {
  await publishedReport(file.server, { writer, admin }, guest)
  return REFERENCE.exec((await file.mailTo(guest.email!)).text)![0]
}

const WORDS = {
  en: {
    name: 'Your full name',
    birth: 'Date of birth',
    email: 'E-mail address for our answer',
    reference: 'Reference from our notice (if you have one)',
    kind: 'What do you ask?',
    deletion: 'Delete what is held about me',
    paid: /I have paid the bill/,
    proof: /^Proof of payment/,
    id: /^Copy of your identity document/,
    details: 'Your message',
    submit: 'Send my request',
    sent: 'Please check your e-mail',
    confirm: 'Confirm my request',
    confirmed: 'Your request is confirmed.',
    claim: 'The guest says the bill was paid',
    settle: 'Mark the report settled',
    settleConfirm: 'Mark as settled',
    settled: 'The report was marked settled and removed.',
  },
  de: {
    name: 'Ihr vollständiger Name',
    birth: 'Geburtsdatum',
    email: 'E-Mail-Adresse für unsere Antwort',
    reference: 'Referenz aus unserer Mitteilung (falls vorhanden)',
    kind: 'Was verlangen Sie?',
    deletion: 'Was über mich gespeichert ist, löschen',
    paid: /Ich habe die Rechnung bezahlt/,
    proof: /^Zahlungsnachweis/,
    id: /^Kopie Ihres Ausweises/,
    details: 'Ihre Nachricht',
    submit: 'Begehren senden',
    sent: 'Bitte prüfen Sie Ihre E-Mails',
    confirm: 'Begehren bestätigen',
    confirmed: 'Ihr Begehren ist bestätigt.',
    claim: 'Der Gast gibt an, die Rechnung bezahlt zu haben',
    settle: 'Meldung als erledigt markieren',
    settleConfirm: 'Als erledigt markieren',
    settled: 'Die Meldung wurde als erledigt markiert und gelöscht.',
  },
} as const

describe('a guest who paid, in the browser', () => {
  for (const [locale, viewport, size] of [
    ['en', PHONE, 390],
    ['en', DESKTOP, 1280],
    ['de', PHONE, 390],
    ['de', DESKTOP, 1280],
  ] as const) {
    test(`asks with the reference and a proof; the hotel settles; the guest is told (${locale}, ${size} px)`, async () => {
      const w = WORDS[locale]
      const last = `Bezahlt${locale}${size}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)
      const email = `${last.toLowerCase()}@example.com`
      const reference = await publish({ first_name: 'Paula', last_name: last, email, nationality: 'Germany' })
      const guest = await file.open('/your-data', { locale, viewport })
      try {
        const { page } = guest
        await page.getByLabel(w.name).fill(`Paula ${last}`)
        await page.getByLabel(w.birth).fill('14.03.1985')
        await page.getByLabel(w.email).fill(email)
        await page.getByLabel(w.reference).fill(reference)
        await page.getByLabel(w.kind).selectOption({ label: w.deletion })
        await page.getByRole('checkbox', { name: w.paid }).check()
        await page
          .getByLabel(w.proof)
          .setInputFiles([{ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from(tinyPdf()) }])
        await page.getByLabel(w.details).fill('Paid by bank transfer.')
        await page
          .getByLabel(w.id)
          .setInputFiles([{ name: 'id-front.png', mimeType: 'image/png', buffer: Buffer.from(await smallPng()) }])
        // The filled form: axe clean and no sideways scroll at 390 px (the paid checkbox once took the form's width).
        await expectCleanScreen(page, `your-data paid form ${locale} ${size}`, expect)
        await page.getByRole('button', { name: w.submit }).click()
        await page.getByRole('heading', { name: w.sent }).waitFor()
        await expectCleanScreen(page, `your-data paid sent ${locale} ${size}`, expect)
        const mail = await file.mailTo(email, (m) => m.text.includes('/your-data/confirm'))
        const link = linkIn(mail, /(http:\/\/[^\s]+\/your-data\/confirm\?token=[\w-]+)/)
        await page.goto(`${link.pathname}${link.search}`)
        await waitForHydration(page)
        await page.getByRole('button', { name: w.confirm }).click()
        await page.getByText(w.confirmed).waitFor()
      } finally {
        await guest.close()
      }

      // The hotel's owner is told by e-mail, with the link to the request in its member area.
      const toHotel = await file.mailTo(hotel.email, (m) => m.text.includes(`Paula ${last}`))
      const requestLink = linkIn(toHotel, /(http:\/\/[^\s]+\/dashboard\/requests\/[\w-]+)/)
      const member = await file.as(hotel, requestLink.pathname, { locale, viewport })
      try {
        const { page } = member
        await page.getByRole('heading', { name: w.claim }).waitFor()
        await page.getByText('Paid by bank transfer.').waitFor()
        await page.getByRole('link', { name: 'receipt.pdf' }).waitFor()
        expect(await page.getByText('id-front.png').count()).toBe(0)
        expect(await page.getByText(email).count()).toBe(0)
        await expectCleanScreen(page, `paid request at the hotel ${locale} ${size}`, expect)
        await page.getByRole('button', { name: w.settle }).click()
        const dialog = page.getByRole('dialog')
        await dialog.getByRole('button', { name: w.settleConfirm }).click()
        await page.getByText(w.settled).waitFor()
      } finally {
        await member.close()
      }
      const removal = await file.mailTo(
        email,
        (m) => m.text.includes(reference) && !m.text.includes('/your-data/confirm'),
      )
      expect(removal.text).toContain('/your-data')
    }, 120_000)
  }

  test('unanswered for 7 days (the job’s clock moved on), the request leaves the hotel for the operator', async () => {
    const email = 'late.payer@example.com'
    const reference = await publish({ first_name: 'Lukas', last_name: 'Spaet', email, nationality: 'Germany' })
    const body = new FormData()
    const fields = { name: 'Lukas Spaet', birth_date: '14.03.1985', email, reference, kind: 'deletion', paid: '1' }
    for (const [key, value] of Object.entries(fields)) body.append(key, value)
    body.append('id_document', new File([await smallPng()], 'id.png'))
    body.append('proof_of_payment', new File([tinyPdf()], 'receipt.pdf'))
    expect((await fetch(`${file.server.url}/api/data-requests`, { method: 'POST', body })).status).toBe(202)
    const mail = await file.mailTo(email, (m) => m.text.includes('confirm?'))
    const token = linkIn(mail, /(http:\/\/[^\s]+\/your-data\/confirm\?token=[\w-]+)/).searchParams.get('token')
    const confirmed = await fetch(`${file.server.url}/api/data-requests/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    })
    expect(confirmed.status).toBe(200)
    const toHotel = await file.mailTo(hotel.email, (m) => m.text.includes('Lukas Spaet'))
    const path = linkIn(toHotel, /(http:\/\/[^\s]+\/dashboard\/requests\/[\w-]+)/).pathname
    const id = path.split('/').at(-1)!
    const member = await file.as(hotel, '/dashboard/requests', { viewport: DESKTOP })
    try {
      const { page } = member
      await page.getByRole('link', { name: /Lukas Spaet/ }).waitFor()
      // The hand-over job, its clock 7 days on (the server's scheduler runs it with its own clock).
      await inDatabase(file.server, (deps) => {
        expect(handOverUnanswered(deps, new Date(Date.now() + 6 * 86_400_000))).toBe(0)
        expect(handOverUnanswered(deps, new Date(Date.now() + 7 * 86_400_000 + 60_000))).toBe(1)
      })
      await page.reload()
      await waitForHydration(page)
      await page.getByRole('heading', { level: 1 }).waitFor()
      expect(await page.getByRole('link', { name: /Lukas Spaet/ }).count()).toBe(0)
      await expectCleanScreen(page, 'hotel requests after the hand-over', expect)
    } finally {
      await member.close()
    }
    const register = await fetch(`${file.server.url}/api/admin/requests/${id}`, { headers: admin })
    const row = (await register.json()) as { status: string; details: string }
    expect(row.status).toBe('open')
    expect(row.details).toContain('The hotel did not settle the report nor answer within 7 days')
  }, 120_000)
})
