import { afterEach, describe, expect, test } from 'bun:test'
import { createTestDb } from '~/db/testing'
import { AppError } from '~/kernel/errors'
import { OPERATOR } from '~/modules/audit/public'
import { testDeps } from '~/modules/audit/testing'
import { createSimulatedGateway, type PaymentGateway } from './gateway'
import { refundPayment, refundsOf } from './operator'
import { payments } from './schema'

// Refunds reserve their amount before the provider is asked (ADR 175): two refunds at once never give back more than
// was paid, and a refund the provider refuses leaves nothing behind.

let handle = createTestDb()
afterEach(() => {
  handle.close()
  handle = createTestDb()
})

const rows = (table: string) => handle.sqlite.query(`SELECT * FROM ${table} ORDER BY rowid`).all()

/** A paid card payment of CHF 100 through the simulated provider. */
async function paidPayment(gateway: PaymentGateway) {
  const intent = await gateway.createIntent({
    amount: 10_000,
    currency: 'chf',
    email: 'front@hotel.ch',
    metadata: {},
    idempotencyKey: 'refund-test',
  })
  handle.db
    .insert(payments)
    .values({
      id: 'pay-1',
      userId: 'user-1',
      provider: 'simulated',
      providerReference: intent.id,
      amountRappen: 10_000,
      currency: 'chf',
      status: 'succeeded',
      purpose: 'registration',
      plan: '3-star',
      createdAt: '2026-01-01T00:00:00.000Z',
      confirmedAt: '2026-01-01T00:00:00.000Z',
    })
    .run()
  handle.sqlite.run(`UPDATE simulated_intents SET status = 'succeeded' WHERE id = '${intent.id}'`)
}

/** The simulated provider, with each refund held until the test lets it answer. */
function heldGateway() {
  const simulated = createSimulatedGateway(testDeps(handle.db))
  const held: { amount: number; answer(fail?: boolean): void }[] = []
  const gateway: PaymentGateway = {
    ...simulated,
    refund: (input) =>
      new Promise((resolve, reject) => {
        held.push({
          amount: input.amount,
          answer: (fail) => (fail ? reject(new Error('provider down')) : resolve(simulated.refund(input))),
        })
      }),
  }
  return { gateway, held }
}

const refund = (gateway: PaymentGateway, amountRappen?: number) =>
  refundPayment(
    { ...testDeps(handle.db), gateway },
    { paymentId: 'pay-1', amountRappen, reason: 'Double charge', actor: OPERATOR },
  )

describe('refunds', () => {
  test('of two refunds started together, the second is refused while the first waits for the provider', async () => {
    const { gateway, held } = heldGateway()
    await paidPayment(gateway)
    const first = refund(gateway, 7_000)
    const second = refund(gateway, 7_000)
    const refused = await second.catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(AppError)
    expect((refused as AppError).message).toBe('admin.errors.refundAmount')
    expect(held).toHaveLength(1)
    held[0]!.answer()
    expect((await first).status).toBe('succeeded')
    const given = refundsOf(testDeps(handle.db), 'pay-1')
    expect(given.map((r) => [r.amountRappen, r.status])).toEqual([[7_000, 'succeeded']])
  })

  test('two refunds that together fit the payment both go through, and nothing exceeds it', async () => {
    const { gateway, held } = heldGateway()
    await paidPayment(gateway)
    const both = [refund(gateway, 6_000), refund(gateway, 4_000), refund(gateway, 1)]
    const third = await both[2]!.catch((error: unknown) => error)
    expect((third as AppError).message).toBe('admin.errors.refundAmount')
    for (const h of held) h.answer()
    await Promise.all(both.slice(0, 2))
    const given = refundsOf(testDeps(handle.db), 'pay-1')
    expect(given.reduce((sum, r) => sum + r.amountRappen, 0)).toBe(10_000)
    expect(given.every((r) => r.status === 'succeeded' && r.providerRefundId)).toBe(true)
  })

  test('a refund the provider refuses releases its amount and leaves no row and no audit entry', async () => {
    const { gateway, held } = heldGateway()
    await paidPayment(gateway)
    const before = { refunds: rows('refunds'), audit: rows('audit_log') }
    const failing = refund(gateway)
    held[0]!.answer(true)
    expect(await failing.catch((error: unknown) => String(error))).toContain('provider down')
    expect({ refunds: rows('refunds'), audit: rows('audit_log') }).toEqual(before)
    const retried = refund(gateway)
    held[1]!.answer()
    expect((await retried).amountRappen).toBe(10_000)
  })

  test('the database itself refuses a refund row past what is left of the payment', async () => {
    await paidPayment(createSimulatedGateway(testDeps(handle.db)))
    const insert = (id: string, amount: number) =>
      handle.sqlite.run(
        `INSERT INTO refunds (id, payment_id, amount_rappen, status, reason, created_at)
         VALUES ('${id}', 'pay-1', ${amount}, 'pending', 'by hand', '2026-01-02T00:00:00.000Z')`,
      )
    insert('r-1', 9_000)
    expect(() => insert('r-2', 1_001)).toThrow('refunds exceed the payment')
    expect(() => insert('r-3', 0)).toThrow('CHECK constraint failed')
    expect(() =>
      handle.sqlite.run(
        `INSERT INTO refunds (id, payment_id, amount_rappen, reason, created_at) VALUES ('r-4', 'nope', 1, 'x', 'now')`,
      ),
    ).toThrow('FOREIGN KEY constraint failed')
    expect(rows('refunds')).toHaveLength(1)
  })
})
