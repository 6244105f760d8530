// Issue 32, item 18 (ADR 298): the registration-received e-mail of a card payment greets the person by name in every
// language; the bank-transfer one, free for anyone to ask for an unconfirmed address, stays without the sender's words
// (security review 3, finding 4) and opens with the formal salutation to an unknown reader (ADR 302).
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
    const intent = (
      await app.api().api.user['create-payment-intent'].post({
        amount: 49000,
        currency: 'chf',
        customer_email: 'anna@alpina.ch',
        metadata: { plan: '3-star' },
      })
    ).data!
    const { clientSecret, paymentIntentId } = intent
    await app.api().api.billing.simulated.confirm.post({ clientSecret, paymentIntentId, outcome: 'succeeded' })
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

  test('asked for a bank transfer, it opens with the formal salutation to an unknown reader in all four languages, and carries none of the typed words (ADR 302)', () => {
    const salutations = {
      en: 'Dear Sir or Madam,',
      de: 'Sehr geehrte Damen und Herren',
      fr: 'Madame, Monsieur,',
      it: 'Gentile Signora, Egregio Signore,',
    }
    for (const locale of LOCALES) {
      const mail = registrationReceivedMail({
        locale,
        to: 'anna@alpina.ch',
        config,
        amount: 49000,
        bankTransfer: {
          reference: 'KYG-ABCD-EFGH',
          config,
          date: new Date('2026-11-26T09:00:00Z'),
          plan: { stars: 3 },
        },
      })
      // The salutation is the e-mail's first line after its heading, in text and HTML.
      expect(mail.text.split('\n')[2]).toBe(salutations[locale])
      expect(mail.html).toContain(`>${salutations[locale]}</p>`)
      expect(mail.text).not.toContain('Meier')
    }
  })

  test('a bank-transfer sign-up queues the formal salutation, without the name or the company typed in the form', async () => {
    const app = await createTestApp()
    const res = await app.request(
      '/api/user/sign-up',
      jsonInit('POST', { ...signUpBody('anna@alpina.ch'), password: 'secret-pass-1', paymentMethod: 'banktransfer' }),
    )
    expect(res.status).toBe(200)
    const mail = listOutbox(app.db).find((m) => m.kind === 'registration-received-bank-transfer')
    expect(mail?.text).toContain('\nDear Sir or Madam,\n')
    for (const typed of ['Anna', 'Meier', 'Hotel Alpina']) expect(mail?.text).not.toContain(typed)
    // The first sign-up of a process loads the password-strength dictionaries: slow on a busy machine.
  }, 120_000)
})
