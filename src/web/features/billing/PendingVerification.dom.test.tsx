// The thank-you page after a card payment says one thing about the payment (issue 24, item 20).
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

// "Received" in each language: the card payment must not be called received while the page says it is processed.
const RECEIVED = { en: /received/i, fr: /reçu/i, de: /eingegangen/i, it: /ricevuto/i }
const PROCESSING = {
  en: 'being processed',
  fr: 'en cours de traitement',
  de: 'wird verarbeitet',
  it: 'in elaborazione',
}

describe('the thank-you page after a card payment', () => {
  for (const locale of LOCALES) {
    test(`says the payment is being processed and never, just below, that it was received (${locale})`, async () => {
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
      const notice = await screen.findByText(new RegExp(PROCESSING[locale]))
      expect(notice).toBeTruthy()
      expect(container.textContent).not.toMatch(RECEIVED[locale])
    })
  }
})
