// One expiry, one amount: the e-mail, the member's profile and the admin console write them the same way (ADR 051).
import { afterEach, describe, expect, test } from 'bun:test'
import { cleanup, screen } from '@testing-library/react'
import { loadConfig } from '~/kernel/config'
import { LOCALES } from '~/lib/constants'
import { paymentFailedMail, subscriptionRenewedMail } from '~/modules/billing/public'
import { mockApi } from '../../../tests/support/mock-api'
import { renderInApp } from '../../../tests/support/render'
import { MembersSection } from './admin/MembersSection'
import { SubscriptionBadge } from './profile/SubscriptionBadge'

// 23:30 UTC on 22 November: already 23 November in Zurich, where the service and its members are.
const EXPIRY = '2027-11-22T23:30:00.000Z'
const DAY = { en: '23 November 2027', fr: '23 novembre 2027', de: '23. November 2027', it: '23 novembre 2027' }
const config = loadConfig({})

let api: ReturnType<typeof mockApi> | undefined
afterEach(() => {
  cleanup()
  api?.restore()
  api = undefined
})

describe('one home for money and dates', () => {
  for (const locale of LOCALES) {
    test(`an expiry shows the same date in the e-mail, the profile and the admin screen (${locale})`, async () => {
      const mail = subscriptionRenewedMail({
        locale,
        to: 'anna@alpina.ch',
        name: 'Anna',
        config,
        amount: 5900,
        expiresAt: EXPIRY,
      })
      expect(mail.text).toContain(DAY[locale])

      await renderInApp(
        <SubscriptionBadge paymentData={[{ price: 59, expiry_date: EXPIRY }]} now={new Date('2027-01-01')} />,
        {
          locale,
        },
      )
      expect(screen.getByText(new RegExp(DAY[locale])).textContent).toContain(DAY[locale])
      cleanup()

      api = mockApi({
        'GET /api/admin/hotels/members': {
          body: {
            members: [
              {
                id: 'u1',
                email: 'anna@alpina.ch',
                fName: 'Anna',
                lName: 'Muster',
                status: 'approved',
                company: { name: 'Hotel Alpina', city: 'Zurich' },
                subscription: { state: 'active', expiresAt: EXPIRY },
              },
            ],
            total: 1,
            next: null,
            pageSize: 25,
          },
        },
      })
      await renderInApp(<MembersSection />, { locale, path: '/admin' })
      const row = await screen.findByRole('row', { name: /Hotel Alpina/ })
      expect(row.textContent).toContain(DAY[locale])
    })

    test(`5900 rappen read "CHF 59.00" in the ${locale} e-mail`, () => {
      const mail = paymentFailedMail({ locale, to: 'anna@alpina.ch', config, amount: 5900, renewal: true })
      expect(mail.text).toContain('CHF 59.00')
      expect(mail.text).not.toContain('CHF CHF')
    })
  }
})
