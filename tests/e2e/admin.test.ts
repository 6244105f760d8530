// The admin console in Chromium, as an operator uses it: hotels join by bank transfer, the transfer is confirmed and
// the hotel approved (another rejected with a reason); a data-subject request goes from the register to the hotel's
// member area and back; the audit trail is filtered, verified and exported. axe checks each screen with data in it.
import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { jpegWithGps, reportForm, reportParts, tinyPdf } from '~/modules/reports/testing'
import { type Credentials, createAdminWithCli, signInWithForm } from '../support/accounts'
import { axeViolations, describeViolations } from '../support/axe'
import { waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { fillRegistrationWizard } from '../support/registration'

let admin: Credentials
const HOTEL = { email: 'bruno@alpina.ch', password: 'alpina-pass-1' }
const file = browserFile({
  setup: async (server) => {
    admin = await createAdminWithCli(server, 'boss@knowyourguest.ch')
  },
})

/** The text of the first e-mail to `to` that holds every one of `parts`, once the outbox has written it. */
const mailTo = (to: string, ...parts: string[]) => file.mailTo(to, (m) => parts.every((part) => m.text.includes(part)))

/** A hotel registers on the registration page (a visitor's page, left there). */
async function registerByTransfer(email: string, company: string, uid?: string) {
  const visitor = await file.open('/register')
  const { page } = visitor
  await fillRegistrationWizard(page, {
    firstName: 'Bruno',
    email,
    password: HOTEL.password,
    company,
    uid,
    plan: '5-star',
    bank: true,
  })
  await page.getByRole('button', { name: 'Register and pay by bank transfer' }).click()
  await page.waitForURL(/\/check-verification-status$/)
  const reference = page.locator('.bank-reference dd span').first()
  await reference.waitFor()
  return { visitor, reference: (await reference.textContent())?.trim() ?? '' }
}

/** On the pending page: the copy of the representative's ID, with the upload's progress and its result. */
async function uploadRepresentativeId(page: Page) {
  const input = page.getByLabel('ID card or passport (front and back)')
  await input.waitFor()
  await input.setInputFiles([
    { name: 'id-front.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await jpegWithGps(320, 200)) },
  ])
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  await page.getByText('Your ID copy was uploaded. Thank you.').waitFor({ timeout: 30_000 })
  await page.locator('.id-upload-list li', { hasText: 'id-front.jpg' }).waitFor()
}

/** The console, signed in as the administrator (one sign-in for the file, its second step with a recovery code). */
const adminPage = () => file.as(admin, '/admin')

const tile = (page: Page, key: string) => page.locator(`[data-tile="${key}"] .admin-tile-count`)

/** axe on the screen as it is now, with its data in it (issue 11: every admin screen at 1280 px). */
async function expectAccessible(page: Page, screen: string) {
  expect(`${screen}: ${describeViolations(await axeViolations(page))}`).toBe(`${screen}: `)
}

describe('the admin console', () => {
  test('a hotel pays by bank transfer: the overview counts it, the transfer is confirmed, the hotel approved and signs in; another is rejected with a reason', async () => {
    const { visitor: hotel, reference } = await registerByTransfer(HOTEL.email, 'Hotel Alpina', 'che 109 322 551')
    expect(reference).toMatch(/^KYG-/)
    await uploadRepresentativeId(hotel.page)

    const { page, close, problems } = await adminPage()
    await expect(tile(page, 'hotels').textContent()).resolves.toBe('1')
    expect(await tile(page, 'transfers').textContent()).toBe('1')
    await expectAccessible(page, 'overview with a pending hotel and a transfer')

    // Approval is refused while the transfer is not confirmed: the button says why.
    await page.locator('[data-tile="hotels"]').click()
    await page.getByRole('heading', { name: 'Hotel Alpina' }).waitFor()
    // What the operator decides on: the checked UID and the uploaded ID, which only admins can open.
    const application = page.getByRole('article', { name: 'Hotel Alpina' })
    await application.getByText('CHE-109.322.551', { exact: false }).waitFor()
    const idLink = application.getByRole('link', { name: 'Download id-front.jpg' })
    await idLink.waitFor()
    await expectAccessible(page, 'hotels with an application')
    const idFile = await page.request.get((await idLink.getAttribute('href')) ?? '')
    expect(idFile.status()).toBe(200)
    expect(idFile.headers()['content-type']).toBe('image/jpeg')
    expect((await hotel.page.request.get((await idLink.getAttribute('href')) ?? '')).status()).toBe(401)
    expect(await page.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true)
    await page.getByText('Approval needs a confirmed registration payment.').waitFor()

    await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Payments' }).click()
    await page.getByRole('button', { name: `Confirm ${reference}` }).waitFor()
    await expectAccessible(page, 'payments with a waiting transfer')
    await page.getByRole('button', { name: `Confirm ${reference}` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
    await page.getByText(`Transfer ${reference} confirmed`).waitFor()

    await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Hotels' }).click()
    await page.getByText('Confirmed', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Approve' }).click()
    // Approval is confirmed in a dialog, with an optional note (issue 24, item 5).
    const approval = page.getByRole('dialog', { name: 'Approve Hotel Alpina' })
    await approval.getByLabel('Note (optional)').fill('UID and ID checked')
    await approval.getByRole('button', { name: 'Approve' }).click()
    await page.getByText('Hotel Alpina approved').waitFor()
    await expectAccessible(page, 'hotels and members after an approval')
    await mailTo(HOTEL.email, 'Your KnowYourGuest membership is active')

    // The approved hotel signs in through the form (the subject here); the next test reuses that session.
    await hotel.page.goto('/login')
    await waitForHydration(hotel.page)
    await signInWithForm(hotel.page, HOTEL)
    await hotel.page.waitForURL(/\/dashboard/)
    await file.keep(HOTEL, hotel.page)

    // A second hotel is rejected with a reason, which it receives.
    const other = await registerByTransfer('carla@berghaus.ch', 'Berghaus Carla')
    await other.visitor.close()
    await page.reload()
    await waitForHydration(page)
    const card = page.getByRole('article', { name: 'Berghaus Carla' })
    await card.getByRole('button', { name: 'Reject' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reject Berghaus Carla' })
    await dialog.getByLabel('Reason').fill('We could not find this hotel in the commercial register.')
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await page.getByText('Berghaus Carla rejected').waitFor()
    await mailTo('carla@berghaus.ch', 'We could not find this hotel in the commercial register.')
    expect(problems.filter((p) => !p.includes('409') && !p.includes('402'))).toEqual([])
    await hotel.close()
    await close()
  }, 90_000)

  test('a data-subject request is recorded, forwarded, answered by the hotel, the report disputed and corrected; the letter lists the report', async () => {
    // The hotel of the first test writes a report (through the reports API, as its form does).
    const hotel = await file.as(HOTEL, '/dashboard/search')
    const cookie = (await hotel.page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
    // A fresh connection: Bun's fetch may hand a POST a pooled keep-alive socket the server is closing, which ends in
    // ECONNRESET with no retry (a GET would be retried).
    const created = await fetch(`${file.server.url}/api/reports`, {
      keepalive: false,
      method: 'POST',
      headers: { cookie, origin: file.server.url },
      body: reportForm(reportParts({ first_name: 'Max', last_name: 'Gast' }), [
        { name: 'bill.pdf', bytes: tinyPdf(), type: 'application/pdf' },
      ]),
    })
    expect(created.status).toBe(201)
    const { report } = (await created.json()) as { report: { id: string } }

    const { page, close } = await adminPage()
    await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Data requests' }).click()
    await waitForHydration(page)
    // Received 25 days ago: due within 7 days.
    const received = new Date(Date.now() - 25 * 86_400_000).toISOString().slice(0, 10)
    await page.getByRole('button', { name: 'Record a request' }).click()
    const form = page.getByRole('dialog', { name: 'Record a data-subject request' })
    await form.getByLabel('Received on').fill(received)
    await form.getByLabel('Request', { exact: true }).selectOption('access')
    await form.getByLabel('Name of the person').fill('Max Gast')
    await form.getByLabel('Postal address').fill('Hauptstrasse 1\n3000 Bern')
    await form.getByLabel('Reports concerned (ids, separated by commas)').fill(report.id)
    await form.getByRole('button', { name: 'Save' }).click()
    const detail = page.getByRole('dialog', { name: 'Request of Max Gast' })
    await detail.getByRole('button', { name: 'Forward to the hotel' }).click()
    await page.getByText('Request forwarded').waitFor()
    const mail = await mailTo(HOTEL.email, '/dashboard/requests/')
    const link = /(http:\/\/127\.0\.0\.1:\d+\/dashboard\/requests\/[0-9a-f-]+)/.exec(mail.text)![1]!

    await page.goto('/admin')
    await waitForHydration(page)
    expect(await tile(page, 'requests').textContent()).toBe('1')

    // The hotel answers in its member area.
    await hotel.page.goto('/dashboard/search')
    await waitForHydration(hotel.page)
    await hotel.page.getByText('A request about one of your reports waits for your answer.').waitFor()
    await hotel.page.goto(new URL(link).pathname)
    await waitForHydration(hotel.page)
    await hotel.page.getByLabel('Your answer').fill('The stay and the bill are correct; we correct the amount.')
    await hotel.page.getByRole('button', { name: 'Send the answer' }).click()
    await hotel.page.getByText('You answered on').waitFor()

    // The admin marks the report disputed.
    await page.goto('/admin/requests?show=due')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Max Gast' }).click()
    const open = page.getByRole('dialog', { name: 'Request of Max Gast' })
    await open.getByText('The stay and the bill are correct').waitFor()
    await expectAccessible(page, 'a request with the hotel answer')
    await open.getByRole('button', { name: 'Mark disputed' }).click()
    const dispute = page.getByRole('dialog', { name: `Dispute on report ${report.id}` })
    await dispute.getByLabel('Reason').fill('The person contests the amount.')
    await dispute.getByRole('button', { name: 'Mark disputed' }).click()
    await page.getByText('Report marked disputed').waitFor()

    // The operator corrects the report through the reports service; the hotel is told.
    await open.getByRole('button', { name: 'Correct', exact: true }).click()
    const correction = page.getByRole('dialog', { name: `Correct report ${report.id}` })
    await correction.getByLabel('Field to correct').selectOption('amount_owed')
    await correction.getByLabel('Correct value').fill('900')
    await correction.getByLabel('Reason').fill('The person showed a receipt for part of the bill.')
    await correction.getByRole('button', { name: 'Correct', exact: true }).click()
    await page.getByText('Report corrected; the hotel is told.').waitFor()
    await mailTo(HOTEL.email, 'We corrected one of your reports', 'The person showed a receipt for part of the bill.')

    // The access letter lists the report and who wrote it.
    await open.getByLabel('Letter', { exact: true }).selectOption('answer')
    await open.getByRole('button', { name: 'Write the letter' }).click()
    const letter = await open.getByLabel('Letter text').inputValue()
    expect(letter).toContain('Report written by Hotel Alpina')
    expect(letter).toContain('Max Gast')
    expect(letter).toContain('Hauptstrasse 1')
    expect(letter).toContain('This report is marked as disputed.')
    expect(letter).toContain('CHF 900.00')

    await open.getByRole('button', { name: 'Close the request' }).click()
    const closing = page.getByRole('dialog', { name: 'Close the request' })
    await closing.getByLabel('Outcome').fill('Access given; the amount was corrected by the hotel.')
    await closing.getByRole('button', { name: 'Close the request' }).click()
    await page.getByText('Request closed.').waitFor()
    await page.goto('/admin')
    await waitForHydration(page)
    expect(await tile(page, 'requests').textContent()).toBe('0')
    await hotel.close()
    await close()
  }, 90_000)

  test('the audit page filters by actor and date, verifies the chain and exports CSV; the export is in the audit; an incident shows its deadline', async () => {
    const { page, close } = await adminPage()
    await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Audit trail' }).click()
    await waitForHydration(page)
    const today = new Date().toISOString().slice(0, 10)
    await page.getByLabel('Actor', { exact: true }).fill(admin.email)
    await page.getByLabel('From', { exact: true }).fill(today)
    await page.getByLabel('To', { exact: true }).fill(today)
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await page.locator('.admin-table tbody tr').first().waitFor()
    // The trail names people (issue 21): the administrator created by the CLI is called Admin.
    const actors = await page.getByTestId('audit-actor').allTextContents()
    expect(actors.length).toBeGreaterThan(0)
    expect(new Set(actors)).toEqual(new Set(['Admin']))
    await expectAccessible(page, 'audit filtered')

    await page.getByRole('button', { name: 'Verify chain' }).click()
    await page.getByText(/The chain is intact: \d+ entries verified\./).waitFor()
    await expectAccessible(page, 'audit verified')

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Export CSV' }).click()
    const file = await download
    const csv = readFileSync((await file.path())!, 'utf8')
    expect(csv.split('\n')[0]).toContain('seq,at,actor_type')
    expect(csv).toContain(admin.email)

    await page.reload()
    await waitForHydration(page)
    await page.getByLabel('Action', { exact: true }).selectOption('audit.exported')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await page.getByRole('cell', { name: 'audit.exported' }).first().waitFor()

    // The breach register with an incident in it: its 72-hour deadline is shown, and the screen is accessible.
    await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Incidents' }).click()
    await page.getByRole('heading', { name: 'Record an incident' }).waitFor()
    await page.getByLabel('Title', { exact: false }).fill('Laptop with an export lost')
    await page.getByLabel('What happened').fill('An audit export was on a laptop left on a train.')
    await page.getByRole('button', { name: 'Record an incident' }).click()
    await page
      .getByText(/^Incident recorded\. Notify the authority by /)
      .first()
      .waitFor()
    await page.getByRole('heading', { name: 'Laptop with an export lost' }).waitFor()
    await page
      .getByText(/^Notify the authority by /)
      .first()
      .waitFor()
    await expectAccessible(page, 'incidents with an incident')
    await close()
  }, 60_000)
})
