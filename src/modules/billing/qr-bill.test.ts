// Issue 24, item 25 (ADR 228): the QR-bill's PDF names the hotel as addressee (the QR-bill's debtor), the date and a
// description of what is paid, in the member's language; the registration e-mail's bill, sent to an unconfirmed
// address, carries no text the sender chose.
import { describe, expect, test } from 'bun:test'
import { loadConfig } from '~/kernel/config'
import { qrBillData } from '~/lib/qr-bill'
import { registrationReceivedMail, renewalBankTransferMail } from './mails'
import { hotelDebtor, qrBillPdf } from './qr-bill'
import { bankDetails } from './service'
import { mailPdfText, pdfText } from './testing'

const config = loadConfig({ DATA_DIR: '/tmp/billing-qr-test', LOG_LEVEL: 'silent' })
const date = new Date('2026-11-26T09:00:00Z')
const company = {
  companyName: 'Hotel Alpina Gstaad',
  streetName: 'Promenade',
  buildingNo: '12a',
  zipCode: '3780',
  city: 'Gstaad',
  country: 'Switzerland',
}

describe('item 25: the QR-bill PDF says who pays, when and for what', () => {
  test('it names the hotel as addressee, the date and the subscription paid for, in English and German', () => {
    const bill = { config, amountRappen: 49000, reference: 'KYG-ABCD-EFGH', date, plan: { stars: 3 } }
    const en = pdfText(qrBillPdf({ ...bill, locale: 'en', debtor: hotelDebtor(company) }))
    expect(en).toContain('Date: 26 November 2026')
    expect(en).toContain('KnowYourGuest subscription Hotel up to 3 stars, 2026')
    for (const line of ['Hotel Alpina Gstaad', 'Promenade 12a', '3780 Gstaad', 'Switzerland'])
      expect(en).toContain(line)
    // The payment part's "Payable by" is the hotel too, not an empty box to fill in by hand.
    expect(en).toContain('Payable by')
    expect(en).not.toContain('Payable by (name/address)')

    const de = pdfText(qrBillPdf({ ...bill, locale: 'de', plan: { stars: 5 }, debtor: hotelDebtor(company) }))
    expect(de).toContain('Datum: 26. November 2026')
    expect(de).toContain('KnowYourGuest-Abonnement Hotel mit 4 oder 5 Sternen, 2026')
    expect(de).toContain('Schweiz')
  })

  test('the QR code carries the hotel as debtor and the description as the message', () => {
    const data = qrBillData({
      creditor: bankDetails(config).creditor,
      amountRappen: 49000,
      reference: 'KYG-ABCD-EFGH',
      message: 'KnowYourGuest subscription Hotel up to 3 stars, 2026',
      debtor: hotelDebtor(company),
    })
    expect(data.debtor).toEqual({
      name: 'Hotel Alpina Gstaad',
      address: 'Promenade',
      buildingNumber: '12a',
      zip: '3780',
      city: 'Gstaad',
      country: 'CH',
    })
    expect(data.message).toBe('KnowYourGuest subscription Hotel up to 3 stars, 2026')
  })

  test('the renewal transfer e-mail’s bill is addressed to the hotel; the registration e-mail’s bill to nobody', () => {
    const common = { locale: 'en' as const, config, amount: 49000 }
    const renewal = renewalBankTransferMail({
      ...common,
      to: 'front@alpina.ch',
      name: 'Anna Meier',
      reference: 'KYG-ABCD-EFGH',
      bankConfig: config,
      date,
      plan: { stars: 3 },
      debtor: hotelDebtor(company),
    })
    expect(mailPdfText(renewal)).toContain('Hotel Alpina Gstaad')
    const registration = registrationReceivedMail({
      ...common,
      to: 'new@alpina.ch',
      bankTransfer: { reference: 'KYG-ABCD-EFGH', config, date, plan: { stars: 3 } },
    })
    const text = mailPdfText(registration)
    expect(text).toContain('Date: 26 November 2026')
    expect(text).toContain('KnowYourGuest subscription Hotel up to 3 stars, 2026')
    expect(text).toContain('Payable by (name/address)')
  })

  test('a hotel whose country has no known code gets no addressee rather than a bill the banks refuse', () => {
    expect(hotelDebtor({ ...company, country: 'Atlantis' })).toBeUndefined()
    expect(hotelDebtor(undefined)).toBeUndefined()
  })
})
