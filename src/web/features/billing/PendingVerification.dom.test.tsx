// The thank-you page after a card payment says one thing about the payment (issue 24, item 20; issue 32 item 9).
import { afterEach, describe, expect, test } from 'bun:test'
import { cleanup, screen } from '@testing-library/react'
import { LOCALES } from '~/lib/constants'
import { mockApi } from '../../../../tests/support/mock-api'
import { renderInApp } from '../../../../tests/support/render'
import { PendingVerification } from './PendingVerification'

let api: ReturnType<typeof mockApi> | undefined
afterEach(() => {
  cleanup()
  api?.restore()
  api = undefined
})

// The card payment is said done once, in the steps ("You paid by card."), and nowhere said to be still processed.
const PROCESSING = { en: /processed/i, fr: /traitement/i, de: /verarbeitet/i, it: /elaborazione/i }
const PAID = {
  en: 'You paid by card.',
  fr: 'Vous avez payé par carte.',
  de: 'Sie haben mit Karte bezahlt.',
  it: 'Ha pagato con carta.',
}

describe('the thank-you page after a card payment', () => {
  for (const locale of LOCALES) {
    test(`says the card payment once, done, and never that it is still processed (${locale})`, async () => {
      api = mockApi({
        'GET /api/billing/plans': {
          body: { currency: 'chf', provider: 'simulated', publishableKey: null, plans: [], bank: {} },
        },
      })
      const { container } = await renderInApp(<PendingVerification />, {
        locale,
        path: '/registration-pending-verification',
        state: { source: 'stripe' },
      })
      const paid = await screen.findAllByText(PAID[locale])
      expect(paid).toHaveLength(1)
      expect(container.textContent).not.toMatch(PROCESSING[locale])
    })
  }
})
