// Issue 32, item 16: the QR-bill drawn on the page names the hotel in its "Payable by" box when the hotel's name and
// address are known — the registration's (the applicant's own form, given back) and the renewal's (the company on file).
// The page draws it with swissqrbill/svg from the answer's `debtor`; here the same drawing is made from the answer.
import { describe, expect, test } from 'bun:test'
import { SwissQRBill } from 'swissqrbill/svg'
import type * as v from 'valibot'
import { qrBillData } from '~/lib/qr-bill'
import { createMember, jsonInit, signIn } from '~/modules/auth/testing'
import { answerIn, createTestApp } from '~/server/testing'
import type { transferAnswer } from './model'
import { subscriptions } from './schema'
import { bankDetails } from './service'
import { signUpAnswer, signUpBody } from './testing'

type App = Awaited<ReturnType<typeof createTestApp>>
type Transfer = v.InferOutput<typeof transferAnswer>

/** The bill as the page draws it from the server's answer (QrBill.tsx), as SVG text. */
const drawnBill = (app: App, transfer: Transfer) =>
  new SwissQRBill(
    qrBillData({
      creditor: bankDetails(app.config).creditor,
      amountRappen: transfer.amount,
      reference: transfer.reference,
      message: transfer.description,
      debtor: transfer.debtor ?? undefined,
    }),
    { language: 'EN' },
  ).toString()

async function registerByTransfer(app: App, email: string) {
  const res = await app.request(
    '/api/user/sign-up',
    jsonInit('POST', { ...signUpBody(email), password: 'secret-pass-1', paymentMethod: 'banktransfer' }),
  )
  expect(res.status).toBe(200)
  const { bankTransfer } = await answerIn(signUpAnswer, res)
  if (!bankTransfer) throw new Error('a sign-up by bank transfer answers its transfer')
  return bankTransfer
}

describe('front desk 16: the page’s QR-bill names the hotel as payer', () => {
  test('a registration by bank transfer: the answer and the drawn bill carry the hotel’s name and address', async () => {
    const app = await createTestApp()
    const transfer = await registerByTransfer(app, 'payer@alpina.ch')
    expect(transfer.debtor).toEqual({
      name: 'Hotel Alpina',
      address: 'Bahnhofstrasse',
      buildingNumber: '5',
      zip: '8001',
      city: 'Zurich',
      country: 'CH',
    })
    const svg = drawnBill(app, transfer)
    for (const text of ['Payable by', 'Hotel Alpina', 'Bahnhofstrasse 5', '8001 Zurich']) expect(svg).toContain(text)
    // Not the empty box with its corner marks to be filled in by hand.
    expect(svg).not.toContain('Payable by (name/address)')
    // The first sign-up of a process loads the password-strength dictionaries: slow on a busy machine.
  }, 120_000)

  test('an e-mail already registered gets the same answer, with the payer it typed (nothing told apart)', async () => {
    const app = await createTestApp()
    await registerByTransfer(app, 'twice@alpina.ch')
    const again = await registerByTransfer(app, 'twice@alpina.ch')
    expect(again.debtor?.name).toBe('Hotel Alpina')
  })

  test('a renewal by bank transfer: the bill names the company on file', async () => {
    const app = await createTestApp()
    const { user, password } = await createMember(app.db.db)
    const now = Date.now()
    app.db.db
      .insert(subscriptions)
      .values({
        userId: user.id,
        plan: '3-star',
        priceRappen: 49000,
        startsAt: new Date(now - 300 * 86_400_000).toISOString(),
        expiresAt: new Date(now + 5 * 86_400_000).toISOString(),
        autoRenew: true,
        updatedAt: new Date(now).toISOString(),
      })
      .run()
    const { bearer } = await signIn(app.request, user.email, password)
    const renewal = app.api(bearer).api.billing.renewal['bank-transfer']
    const transfer = (await renewal.post({})).data!
    expect(transfer.debtor).toMatchObject({
      name: 'Hotel Bellevue',
      address: 'Seestrasse',
      city: 'Zurich',
      country: 'CH',
    })
    expect(drawnBill(app, transfer)).toContain('Hotel Bellevue')
    // Asked again, the same bill with the same payer.
    expect((await renewal.post({})).data?.debtor).toEqual(transfer.debtor)
  })
})
