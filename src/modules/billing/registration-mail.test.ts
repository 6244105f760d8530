// Issue 32, item 18 (ADR 298): the registration-received e-mail of a card payment greets the person by name in every
// language; the bank-transfer one, free for anyone to ask for an unconfirmed address, stays without the sender's words
// (security review 3, finding 4).
import { describe, expect, test } from 'bun:test'
import { loadConfig } from '~/kernel/config'
import { LOCALES } from '~/lib/constants'
import { jsonInit } from '~/modules/auth/testing'
import { listOutbox } from '~/modules/mail/public'
import { createTestApp } from '~/server/testing'
import { registrationReceivedMail } from './mails'
import { signUpBody } from './testing'

const config = loadConfig({ DATA_DIR: '/tmp/billing-registration-mail', LOG_LEVEL: 'silent' })
const greetings = {
  en: 'Hello Anna Meier,',
  de: 'Guten Tag Anna Meier',
  fr: 'Bonjour Anna Meier,',
  it: 'Buongiorno Anna Meier,',
}

describe('front desk 18: the registration e-mail greets the person', () => {
  test('paid by card, it greets by name in all four languages, in text and HTML', () => {
    for (const locale of LOCALES) {
      const mail = registrationReceivedMail({
        locale,
        to: 'anna@alpina.ch',
        config,
        amount: 49000,
        paidBy: { name: 'Anna Meier' },
      })
      expect(mail.text).toContain(greetings[locale])
      expect(mail.html).toContain(greetings[locale])
    }
  })

  test('a card sign-up queues the greeting with the name it was given', async () => {
    const app = await createTestApp()
    const intentRes = await app.request(
      '/api/user/create-payment-intent',
      jsonInit('POST', {
        amount: 49000,
        currency: 'chf',
        customer_email: 'anna@alpina.ch',
        metadata: { plan: '3-star' },
      }),
    )
    const intent = (await intentRes.json()) as { clientSecret: string; paymentIntentId: string }
    await app.request('/api/billing/simulated/confirm', jsonInit('POST', { ...intent, outcome: 'succeeded' }))
    const res = await app.request(
      '/api/user/sign-up',
      jsonInit('POST', {
        ...signUpBody('anna@alpina.ch'),
        password: 'secret-pass-1',
        paymentIntent: intent.paymentIntentId,
      }),
    )
    expect(res.status).toBe(200)
    const mail = listOutbox(app.db).find((m) => m.kind === 'registration-received')
    expect(mail?.text).toContain('Hello Anna Meier,')
  })

  test('asked for a bank transfer, it keeps the plain greeting', () => {
    const mail = registrationReceivedMail({
      locale: 'de',
      to: 'anna@alpina.ch',
      config,
      amount: 49000,
      bankTransfer: { reference: 'KYG-ABCD-EFGH', config, date: new Date('2026-11-26T09:00:00Z'), plan: { stars: 3 } },
    })
    expect(mail.text).toContain('Guten Tag\n')
    expect(mail.text).not.toContain('Meier')
  })
})
