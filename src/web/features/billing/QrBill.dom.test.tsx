// Issue 32 (small notes): the QR-bill's text alternative names the payer when the bill names one, as the image does.
import { afterEach, describe, expect, test } from 'bun:test'
import { cleanup, screen } from '@testing-library/react'
import { renderInApp } from '../../../../tests/support/render'
import { QrBill } from './QrBill'

afterEach(cleanup)

const creditor = {
  account: 'CH4431999123000889012',
  name: 'KnowYourGuest GmbH',
  address: 'Bahnhofplatz 1',
  zip: '3011',
  city: 'Bern',
  country: 'CH',
}
const debtor = {
  name: 'Hotel Bellevue',
  address: 'Seestrasse',
  buildingNumber: '3',
  zip: '6004',
  city: 'Luzern',
  country: 'CH',
}

describe('the QR-bill image', () => {
  test('names the payer in its text alternative when the bill has one, in the language of the page', async () => {
    await renderInApp(
      <QrBill creditor={creditor} amount={39000} reference="KYG-AB12-CD34" message="Plan" debtor={debtor} />,
      { locale: 'de' },
    )
    const label = screen.getByTestId('qr-bill').getAttribute('aria-label') ?? ''
    expect(label).toContain('KYG-AB12-CD34')
    expect(label).toContain('zahlbar durch Hotel Bellevue')
  })

  test('without a payer it says the amount and the reference only', async () => {
    await renderInApp(<QrBill creditor={creditor} amount={39000} reference="KYG-AB12-CD34" message="Plan" />, {
      locale: 'en',
    })
    const label = screen.getByTestId('qr-bill').getAttribute('aria-label') ?? ''
    expect(label).toMatch(/^Swiss QR-bill for CHF .+ with reference KYG-AB12-CD34$/)
  })
})
