import { describe, expect, test } from 'bun:test'
import { pdfText } from '~/modules/billing/testing'
import { noticeLetterPdf, type PostalAddress } from './letter'

// ADR 308: the letter embeds Noto Sans, so names and addresses outside Latin-1 print as written, not as "?".
const content = {
  hotel: 'Hotel Bellevue, Zurich',
  checkIn: '2025-03-01',
  checkOut: '2025-03-04',
  category: 'unpaid_bill',
  amountOwed: 125_050,
  keptUntil: '2028-03-04',
  reference: 'KYG-ABCD-EFGH',
  baseUrl: 'https://knowyourguest.ch',
}
const sender: PostalAddress = {
  name: 'Hotel Bellevue',
  street: 'Bahnhofstrasse',
  buildingNo: '1',
  zipCode: '8001',
  city: 'Zürich',
  country: 'Switzerland',
}
const letterTo = (recipient: PostalAddress, locales: ('en' | 'de')[] = ['en']) =>
  pdfText(noticeLetterPdf({ locales, date: new Date('2026-11-29T10:00:00Z'), sender, recipient, content }))

describe('the notice letter prints every name as written', () => {
  test('Latin Extended, Greek and Cyrillic names and addresses are in the PDF’s text, with no "?" in their place', () => {
    const guests: PostalAddress[] = [
      {
        name: 'Łukasz Wróblewski',
        street: 'ulica Świętokrzyska',
        buildingNo: '12',
        zipCode: '00-050',
        city: 'Łódź',
        country: 'Poland',
      },
      {
        name: 'Ioannis Παπαδόπουλος',
        street: 'Οδός Ερμού',
        buildingNo: '5',
        zipCode: '105 63',
        city: 'Αθήνα',
        country: 'Greece',
      },
      {
        name: 'Дмитрий Иванов',
        street: 'улица Арбат',
        buildingNo: '10',
        zipCode: '119002',
        city: 'Москва',
        country: 'Russia',
      },
    ]
    for (const guest of guests) {
      const text = letterTo(guest)
      for (const line of [guest.name, `${guest.street} ${guest.buildingNo}`, `${guest.zipCode} ${guest.city}`])
        expect(text).toContain(line)
      // The greeting names the guest as written too.
      expect(text).toContain(`Hello ${guest.name},`)
      expect(text).not.toContain('?')
      expect(text).not.toContain('\ufffd')
    }
  })

  test('the German letter keeps its umlauts and the Swiss amount, in the embedded font', () => {
    const text = letterTo(
      {
        name: 'Jürgen Groß',
        street: 'Kramgasse',
        buildingNo: '49',
        zipCode: '3011',
        city: 'Bern',
        country: 'Switzerland',
      },
      ['de'],
    )
    expect(text).toContain('Information über eine Meldung zu Ihrer Person')
    expect(text).toContain('Jürgen Groß')
    expect(text).toContain('KYG-ABCD-EFGH')
  })
})
