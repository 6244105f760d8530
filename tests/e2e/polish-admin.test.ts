// Issue 24 in Chromium, the administrator's side of "The front desk, polished" (items 5, 6, 7, 8 and 9): tables that
// fit the screen, a hotel decision confirmed with a note, the representative's ID asked after payment, the pending
// hotel's upload page at phone width and a rejection that refunds. Screens go to docs/screens and are checked by axe.
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { jsonInit } from '~/modules/auth/testing'
import { signUpBody } from '~/modules/billing/testing'
import { smallPng } from '~/modules/reports/testing'
import { type Credentials, createAdminWithCli, signInWithForm } from '../support/accounts'
import { axeViolations, describeViolations } from '../support/axe'
import { DESKTOP, type PageProbe, PHONE, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'
import { screenPath } from '../support/screens'
import { inDatabase } from '../support/server'

let admin: Credentials
const PASSWORD = 'alpina-pass-1'

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${file.server.url}${path}`, jsonInit('POST', body, headers))

// Each hotel registers from its own address: the sign-up allows 5 a minute per address, and this file signs up 7.
let hotels = 0
const fromOwnAddress = () => ({ 'x-forwarded-for': `203.0.113.${++hotels}` })

/** A hotel registered and paid by (simulated) card through the API, as the registration page does it. */
async function registerByCard(email: string, company: string) {
  const from = fromOwnAddress()
  const intentRes = await post(
    '/api/user/create-payment-intent',
    {
      amount: 49000,
      currency: 'chf',
      customer_email: email,
      metadata: { plan: '3-star' },
    },
    from,
  )
  const intent = (await intentRes.json()) as { clientSecret: string; paymentIntentId: string }
  expect((await post('/api/billing/simulated/confirm', { ...intent, outcome: 'succeeded' }, from)).status).toBe(200)
  const draft = (await (
    await post('/api/billing/registration-drafts', { email, password: PASSWORD }, from)
  ).json()) as {
    draftId: string
  }
  const res = await post(
    '/api/user/sign-up',
    {
      ...signUpBody(email, { company_name: company }),
      draftId: draft.draftId,
      paymentIntent: intent.paymentIntentId,
    },
    from,
  )
  expect(res.status).toBe(200)
  return ((await res.json()) as { documentPass: string }).documentPass
}

/** A hotel registered to pay by bank transfer through the API; answers the transfer's reference. */
async function registerByTransfer(email: string, company: string) {
  const res = await post(
    '/api/user/sign-up',
    {
      ...signUpBody(email, { company_name: company }),
      password: PASSWORD,
      paymentMethod: 'banktransfer',
    },
    fromOwnAddress(),
  )
  expect(res.status).toBe(200)
  return ((await res.json()) as { bankTransfer: { reference: string } }).bankTransfer.reference
}

const file = browserFile({
  env: { TRUST_PROXY: 'true' },
  setup: async (server) => {
    admin = await createAdminWithCli(server, 'boss@knowyourguest.ch')
    await registerByCard('anna.longname-reservations@hotel-bellevue-palace.ch', 'Grand Hotel Bellevue Palace')
    await registerByCard('carla@seeblick.ch', 'Hotel Seeblick')
    await registerByTransfer('bruno.meier-frontdesk@hotel-alpina-gstaad.ch', 'Hotel Alpina Gstaad & Spa')
  },
})

/**
 * The administrator's page, signed in once for the whole file (file.as; the second step spends one of the recovery
 * codes the helpers enrolled): language and size change with the cookie and the viewport on that one page.
 */
let adminProbe: PageProbe | undefined
async function adminAt(path: string, viewport: { width: number; height: number }, locale = 'en') {
  if (!adminProbe) adminProbe = await file.as(admin, path, { viewport, locale })
  else {
    await adminProbe.page.context().addCookies([{ name: 'lang', value: locale, url: file.server.url }])
    await adminProbe.page.setViewportSize(viewport)
    await adminProbe.page.goto(path)
    await waitForHydration(adminProbe.page)
  }
  const { page } = adminProbe
  await page.waitForFunction(
    () => ![...document.querySelectorAll('[role="status"]')].some((s) => /Loading|geladen/.test(s.textContent ?? '')),
  )
  return { page, close: async () => {} }
}

/** Whether the element lies wholly inside the viewport's width (no sideways scrolling needed to reach it). */
const insideWidth = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect()
      return box.left >= 0 && box.right <= document.documentElement.clientWidth + 0.5
    }),
  )

/** Rows of the server's database (read-only look at what a decision wrote). */
const query = <T>(sql: string, ...params: string[]): Promise<T[]> =>
  inDatabase(file.server, (_, handle) => handle.sqlite.query(sql).all(...params) as T[])

/** The details of the latest approval in the audit trail (the note, the override's reason). */
async function lastApproval(): Promise<Record<string, unknown>> {
  const [entry] = await query<{ details: string }>(
    "SELECT details FROM audit_log WHERE action = 'auth.hotel.approved' ORDER BY seq DESC LIMIT 1",
  )
  return JSON.parse(entry?.details ?? '{}')
}

async function uploadId(pass: string) {
  const body = new FormData()
  body.append('attachments', new Blob([await smallPng()], { type: 'image/png' }), 'id-front.png')
  const res = await fetch(`${file.server.url}/api/verification/documents`, {
    method: 'POST',
    headers: { 'x-document-pass': pass },
    body,
  })
  expect(res.status).toBe(201)
}

const SIZES = [
  ['en', DESKTOP],
  ['en', PHONE],
  ['de', DESKTOP],
  ['de', PHONE],
] as const

async function expectAccessible(page: Page, screen: string) {
  expect(`${screen}: ${describeViolations(await axeViolations(page))}`).toBe(`${screen}: `)
}

describe('issue 24 at the admin console', () => {
  test('item 9: admin tables fit: at 1280 px every payments and audit column is on screen, at 390 px the transfer’s Confirm button is reachable without sideways scrolling', async () => {
    for (const locale of ['en', 'de']) {
      for (const viewport of [DESKTOP, PHONE]) {
        for (const path of ['/admin/payments', '/admin/audit']) {
          const { page, close } = await adminAt(path, viewport, locale)
          const screen = `${path} ${locale} ${viewport.width}px`
          await page.locator('.admin-table').first().waitFor()
          // No table scrolls inside its box, and every column heading (at 1280 px) or card (at 390 px) is on screen.
          const hidden = await page
            .locator('.admin-table-wrap')
            .evaluateAll((wraps) => wraps.map((w) => w.scrollWidth - w.clientWidth))
          expect(`${screen} ${hidden}`).toBe(`${screen} ${hidden.map(() => 0)}`)
          const cells = viewport === DESKTOP ? '.admin-table thead th' : '.admin-table tbody td:not(:empty)'
          const inside = await insideWidth(page, cells)
          expect(inside.length).toBeGreaterThan(0)
          expect(`${screen} ${inside}`).toBe(`${screen} ${inside.map(() => true)}`)
          if (path === '/admin/payments') {
            const confirm = page.getByRole('button', { name: /^(Confirm|Bestätigen) KYG-/ })
            expect(await insideWidth(page, `button[aria-label="${await confirm.getAttribute('aria-label')}"]`)).toEqual(
              [true],
            )
            // Status, Refunded and Actions at 1280 px; each under its name at 390 px.
            if (viewport === PHONE)
              await page
                .getByText(locale === 'en' ? 'Refunded' : 'Erstattet')
                .first()
                .waitFor()
          }
          expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0)
          if (viewport === DESKTOP) await expectAccessible(page, screen)
          const name = `admin-${path.split('/')[2]}-${locale}-${viewport.width}.png`
          await page.screenshot({ path: screenPath(name), fullPage: true })
          await close()
        }
      }
    }
  })

  test('item 5: approving a hotel asks for confirmation with an optional note, audited; Reject is outlined, Approve is not', async () => {
    const pass = await registerByCard('dora@alpendorf.ch', 'Hotel Alpendorf')
    await uploadId(pass)
    for (const [locale, viewport] of SIZES) {
      const { page, close } = await adminAt('/admin/hotels', viewport, locale)
      const card = page.locator('article', { hasText: 'Hotel Alpendorf' })
      const [approve, reject] = [card.locator('.button-row .btn').nth(0), card.locator('.button-row .btn').nth(1)]
      expect(await approve.getAttribute('class')).toContain('btn-primary')
      expect(await reject.getAttribute('class')).toContain('btn-secondary')
      await approve.click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel(locale === 'en' ? 'Note (optional)' : 'Notiz (optional)').waitFor()
      await page.screenshot({ path: screenPath(`hotel-approve-dialog-${locale}-${viewport.width}.png`) })
      if (viewport === DESKTOP) await expectAccessible(page, `approve dialog ${locale}`)
      await dialog.getByRole('button', { name: locale === 'en' ? 'Cancel' : 'Abbrechen' }).click()
      await close()
    }
    const { page, close } = await adminAt('/admin/hotels', DESKTOP)
    await page.locator('article', { hasText: 'Hotel Alpendorf' }).getByRole('button', { name: 'Approve' }).click()
    const dialog = page.getByRole('dialog', { name: 'Approve Hotel Alpendorf' })
    // With the ID uploaded, no override is asked for.
    expect(await dialog.getByText('No copy of the representative’s ID has been uploaded.').count()).toBe(0)
    await dialog.getByLabel('Note (optional)').fill('UID and ID checked by phone')
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click()
    await page.getByText('Hotel Alpendorf approved').waitFor()
    expect(await lastApproval()).toMatchObject({ note: 'UID and ID checked by phone' })
    await close()
  }, 120_000)

  test('item 7: the representative’s ID is asked after every payment (card thank-you page), and approving without it needs a reason, audited', async () => {
    const pass = await registerByCard('emil@gletscher.ch', 'Hotel Gletscher')
    // The thank-you page after a card payment, as the payment return leaves it (source and pass in the tab's history).
    for (const [locale, viewport] of SIZES) {
      const { page, close } = await file.open('/check-verification-status', { locale, viewport })
      await page.evaluate((documentPass) => {
        history.replaceState({ ...history.state, source: 'stripe', documentPass }, '')
      }, pass)
      await page.reload()
      await waitForHydration(page)
      await page
        .getByLabel(locale === 'en' ? 'ID card or passport (front and back)' : /Identitätskarte oder Pass/)
        .waitFor()
      await page.screenshot({ path: screenPath(`pending-card-id-${locale}-${viewport.width}.png`), fullPage: true })
      if (viewport === DESKTOP) await expectAccessible(page, `card thank-you page ${locale}`)
      expect(new URL(page.url()).pathname).toBe('/check-verification-status')
      await close()
    }

    const { page, close } = await adminAt('/admin/hotels', DESKTOP)
    await page.locator('article', { hasText: 'Hotel Gletscher' }).getByRole('button', { name: 'Approve' }).click()
    const dialog = page.getByRole('dialog', { name: 'Approve Hotel Gletscher' })
    await dialog.getByText('No copy of the representative’s ID has been uploaded.').waitFor()
    await dialog.getByRole('button', { name: 'Approve without ID' }).click()
    await dialog.getByText('Please give a reason.').waitFor()
    expect(await query("SELECT status FROM users WHERE email = 'emil@gletscher.ch'")).toEqual([{ status: 'pending' }])
    await expectAccessible(page, 'approve dialog without the ID')
    await dialog.getByLabel('Why approve without the ID?').fill('Passport shown by video call')
    await dialog.getByRole('button', { name: 'Approve without ID' }).click()
    await page.getByText('Hotel Gletscher approved').waitFor()
    expect(await lastApproval()).toMatchObject({ withoutDocument: 'Passport shown by video call' })
    await close()
  }, 120_000)

  test('item 8: the pending hotel’s sign-in page at 390 px shows the ID upload in its own card, apart from the sign-in form, with a styled file picker', async () => {
    await registerByCard('fritz@seeufer.ch', 'Hotel Seeufer')
    for (const [locale, viewport] of SIZES) {
      // The pending hotel's sign-in through the form is the subject: it answers with the upload card.
      const { page, close } = await file.open('/login', { locale, viewport })
      await signInWithForm(page, { email: 'fritz@seeufer.ch', password: PASSWORD })
      const upload = page.locator('.auth-card-pending')
      await upload.locator('.evidence-drop').waitFor()
      // The upload and the sign-in form are in two cards that do not overlap; the empty list ends above "Email".
      const boxes = await page.locator('.auth-card').evaluateAll((cards) =>
        cards.map((c) => {
          const r = c.getBoundingClientRect()
          return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }
        }),
      )
      expect(boxes.length).toBe(2)
      const [a, b] = boxes as [(typeof boxes)[number], (typeof boxes)[number]]
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
      expect(overlap).toBe(false)
      expect(await page.locator('.auth-card:not(.auth-card-pending) input[type=file]').count()).toBe(0)
      // The native file input is hidden; its label is the visible control (the report form's drop zone).
      const input = upload.locator('input[type=file]')
      expect(await input.evaluate((el) => el.getBoundingClientRect().width <= 1)).toBe(true)
      expect(await upload.locator('.evidence-browse').isVisible()).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0)
      await page.screenshot({ path: screenPath(`login-pending-id-${locale}-${viewport.width}.png`), fullPage: true })
      if (viewport === DESKTOP) await expectAccessible(page, `pending sign-in ${locale}`)
      await input.setInputFiles([
        { name: 'id-front.png', mimeType: 'image/png', buffer: Buffer.from(await smallPng()) },
      ])
      await upload
        .getByText(/id-front\.png/)
        .first()
        .waitFor()
      await close()
    }
  }, 120_000)

  test('item 6: rejecting an applicant who paid by card refunds it through the payment port and ends the subscription; a bank transfer is refunded by the administrator in the same dialog', async () => {
    const { page, close } = await adminAt('/admin/hotels', DESKTOP)
    const card = page.locator('article', { hasText: 'Hotel Seeblick' })
    await card.getByRole('button', { name: 'Reject' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reject Hotel Seeblick' })
    await dialog.getByText('was made by card: rejecting refunds it to the card', { exact: false }).waitFor()
    await expectAccessible(page, 'reject dialog, card')
    await dialog.getByLabel('Reason').fill('Not a hotel: a private flat.')
    await dialog.getByRole('button', { name: 'Reject and refund' }).click()
    await page.getByText('Hotel Seeblick rejected').waitFor()
    const [refund] = await query<{ status: string; amount_rappen: number }>(
      "SELECT r.status, r.amount_rappen FROM refunds r JOIN payments p ON p.id = r.payment_id JOIN users u ON u.id = p.user_id WHERE u.email = 'carla@seeblick.ch'",
    )
    expect(refund).toEqual({ status: 'succeeded', amount_rappen: 49000 })
    const [sub] = await query<{ expires_at: string; auto_renew: number }>(
      "SELECT s.expires_at, s.auto_renew FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = 'carla@seeblick.ch'",
    )
    expect(sub!.auto_renew).toBe(0)
    expect(Date.parse(sub!.expires_at)).toBeLessThanOrEqual(Date.now())

    // The transfer of the third hotel, confirmed, then rejected: the dialog asks the administrator to pay it back.
    const [transfer] = await query<{ bank_reference: string }>(
      "SELECT p.bank_reference FROM payments p JOIN users u ON u.id = p.user_id WHERE u.email = 'bruno.meier-frontdesk@hotel-alpina-gstaad.ch'",
    )
    await page.goto('/admin/payments')
    await waitForHydration(page)
    await page.getByRole('button', { name: `Confirm ${transfer!.bank_reference}` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
    await page.getByText(`Transfer ${transfer!.bank_reference} confirmed`).waitFor()
    for (const [locale, viewport] of SIZES) {
      const probe = await adminAt('/admin/hotels', viewport, locale)
      const article = probe.page.locator('article', { hasText: 'Hotel Alpina Gstaad' })
      await article.locator('.button-row .btn').nth(1).click()
      await probe.page.getByRole('dialog').getByRole('checkbox').waitFor()
      await probe.page.screenshot({ path: screenPath(`hotel-reject-refund-${locale}-${viewport.width}.png`) })
      if (viewport === DESKTOP) await expectAccessible(probe.page, `reject dialog, transfer ${locale}`)
      await probe.close()
    }
    await adminAt('/admin/hotels', DESKTOP)
    await page.locator('article', { hasText: 'Hotel Alpina Gstaad' }).getByRole('button', { name: 'Reject' }).click()
    const transferDialog = page.getByRole('dialog', { name: 'Reject Hotel Alpina Gstaad & Spa' })
    await transferDialog.getByLabel('Reason').fill('Duplicate registration.')
    await transferDialog.getByRole('button', { name: 'Reject and refund' }).click()
    await transferDialog.getByText('Confirm that you pay the transfer back.').waitFor()
    await transferDialog.getByLabel('I pay CHF 490.00 back to the hotel by bank transfer').check()
    await transferDialog.getByRole('button', { name: 'Reject and refund' }).click()
    await page.getByText('Hotel Alpina Gstaad & Spa rejected').waitFor()
    const refunds = await query<{ amount_rappen: number }>(
      "SELECT r.amount_rappen FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.provider = 'bank_transfer'",
    )
    expect(refunds).toEqual([{ amount_rappen: 49000 }])
    await close()
  }, 180_000)
})
