// The renewal popup after the expiry says the subscription has expired (issue 24, item 17).
import { afterEach, describe, expect, test } from 'bun:test'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { LOCALES } from '~/lib/constants'
import { emptyServerError, type MockReply, mockApi, proxyErrorPage } from '../../../../tests/support/mock-api'
import { renderInApp } from '../../../../tests/support/render'
import { RenewalDialog } from './RenewalDialog'

let api: ReturnType<typeof mockApi> | undefined
afterEach(() => {
  cleanup()
  api?.restore()
  api = undefined
})

const EXPIRED = {
  en: 'Your subscription has expired',
  fr: 'Votre abonnement a expiré',
  de: 'Ihr Abonnement ist abgelaufen',
  it: 'Il suo abbonamento è scaduto',
}

const open = async (locale: (typeof LOCALES)[number], expired: boolean, bankTransfer?: MockReply) => {
  api = mockApi({
    'GET /api/billing/plans': {
      body: { currency: 'chf', provider: 'simulated', publishableKey: null, plans: [], bank: {} },
    },
    // The card form is not what this test looks at: the intent never comes.
    'POST /api/user/create-payment-intent': { status: 503, body: { message: 'Not now.' } },
    ...(bankTransfer ? { 'POST /api/billing/renewal/bank-transfer': bankTransfer } : {}),
  })
  await renderInApp(
    <Suspense fallback={null}>
      <RenewalDialog
        open
        onClose={() => {}}
        priceRappen={49_000}
        userId="u1"
        email="anna@alpina.ch"
        expired={expired}
      />
    </Suspense>,
    { locale },
  )
}

describe('the renewal popup', () => {
  for (const locale of LOCALES) {
    test(`after the expiry it says the subscription has expired, not that it is about to (${locale})`, async () => {
      await open(locale, true)
      expect(await screen.findByText(EXPIRED[locale])).toBeTruthy()
    })
  }

  test('before the expiry it keeps the spec\'s "is about to expire"', async () => {
    await open('en', false)
    expect(await screen.findByText('Your current subscription is about to expire')).toBeTruthy()
    expect(screen.queryByText(EXPIRED.en)).toBeNull()
  })

  for (const [what, reply] of [
    ['a 500 with an empty JSON object', emptyServerError()],
    ["a reverse proxy's 502 HTML page", proxyErrorPage()],
  ] as const) {
    test(`a bank-transfer request answered by ${what} says "An error occurred"`, async () => {
      await open('en', false, reply)
      const bank = await screen.findByLabelText('Bank Transfer')
      await act(async () => {
        fireEvent.click(bank)
      })
      const request = await screen.findByRole('button', { name: 'Get bank transfer details' })
      await act(async () => {
        fireEvent.click(request)
      })
      expect((await screen.findByRole('alert')).textContent).toBe('An error occurred')
    })
  }
})
