import { afterEach, beforeEach, describe, expect, test } from 'bun:test'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { renderInApp } from '../../../../tests/support/render'
import { Toaster } from '../../components/Toaster'
import { DRAFT_KEY } from './draft'
import { RegistrationWizard } from './RegistrationWizard'
import { clampStep } from './registration-form'

const INFO = {
  currency: 'chf',
  provider: 'simulated',
  publishableKey: null,
  plans: [
    { id: '3-star', stars: 3, association: false, priceRappen: 49000, price: 490 },
    { id: '3-star-association', stars: 3, association: true, priceRappen: 39000, price: 390 },
    { id: '5-star', stars: 5, association: false, priceRappen: 89000, price: 890 },
    { id: '5-star-association', stars: 5, association: true, priceRappen: 69000, price: 690 },
  ],
  bank: { accountHolder: 'KYG', iban: 'CH93', swift: 'POFICHBEXXX', bankName: 'PF', bankAddress: 'Bern' },
}

let emailTaken = false
/** What the e-mail check answers instead of its JSON (a server failure without a message, a proxy's page). */
let emailCheckFailure: Response | null = null
const calls: Array<{ path: string; body: unknown }> = []
const realFetch = globalThis.fetch
beforeEach(() => {
  localStorage.clear()
  calls.length = 0
  emailTaken = false
  emailCheckFailure = null
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input)
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ path, body })
    const json = (data: unknown, status = 200) =>
      new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })
    if (path === '/api/billing/plans') return json(INFO)
    if (path === '/api/user/check-email-exist' && emailCheckFailure) return emailCheckFailure
    if (path === '/api/user/check-email-exist') return json({ user: emailTaken ? { email: 'x' } : null })
    return json({ message: 'Not found.' }, 404)
  }) as typeof fetch
})
afterEach(() => {
  cleanup()
  globalThis.fetch = realFetch
})

const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement
const type = async (label: string, value: string) => {
  await act(async () => {
    fireEvent.change(input(label), { target: { value } })
    fireEvent.blur(input(label))
  })
}
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
  })
}
async function fillPersonal() {
  await type('First name', 'Anna')
  await type('Last name', 'Meier')
  await type('Email', 'anna@hotel-alpina.ch')
  await type('Phone', '0791234567')
  await type('Password', 'secret-pass-1')
}
const renderWizard = async () => {
  await renderInApp(
    <QueryClientProvider client={new QueryClient()}>
      <Suspense fallback={null}>
        <RegistrationWizard />
      </Suspense>
      <Toaster />
    </QueryClientProvider>,
  )
  await screen.findByText('Step 1 of 3')
}

describe('registration wizard', () => {
  test('step numbers are clamped to 1..3', () => {
    expect(clampStep(0)).toBe(1)
    expect(clampStep(-4)).toBe(1)
    expect(clampStep(2)).toBe(2)
    expect(clampStep(4)).toBe(3)
  })

  test('a required field left empty shows the spec message and the wizard stays on step 1', async () => {
    await renderWizard()
    await click('Next')
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0)
    expect(screen.getByText('Step 1 of 3')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })

  test('an e-mail that already has an account stops the wizard on step 1', async () => {
    emailTaken = true
    await renderWizard()
    await fillPersonal()
    await click('Next')
    await screen.findByText('An account with this email address already exists. Please sign in instead.')
    expect(calls.some((c) => c.path === '/api/user/check-email-exist')).toBe(true)
    expect(screen.getByText('Step 1 of 3')).toBeTruthy()
  })

  for (const [what, failure] of [
    ['a 500 with an empty JSON object', () => Response.json({}, { status: 500 })],
    [
      "a reverse proxy's 502 HTML page",
      () => new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502 }),
    ],
  ] as const) {
    test(`an e-mail check answered by ${what} says "An error occurred while validating the email."`, async () => {
      emailCheckFailure = failure()
      await renderWizard()
      await fillPersonal()
      await click('Next')
      expect(await screen.findByText('An error occurred while validating the email.')).toBeTruthy()
      expect(document.body.textContent).not.toContain('Bad Gateway')
      expect(screen.getByText('Step 1 of 3')).toBeTruthy()
    })
  }

  test('the entered data is kept in user_session without the password, and comes back after a reload', async () => {
    await renderWizard()
    await fillPersonal()
    await click('Next')
    await screen.findByText('Step 2 of 3')
    await type('Hotel or company name', 'Hotel Alpina')
    const saved = localStorage.getItem(DRAFT_KEY) ?? ''
    expect(JSON.parse(saved)).toMatchObject({
      f_name: 'Anna',
      email: 'anna@hotel-alpina.ch',
      company_name: 'Hotel Alpina',
    })
    expect(saved).not.toContain('secret-pass-1')
    expect(saved).not.toContain('"password"')

    cleanup()
    await renderWizard()
    await waitFor(() => expect(input('First name').value).toBe('Anna'))
    expect(input('Email').value).toBe('anna@hotel-alpina.ch')
    expect(input('Password').value).toBe('')
    expect(screen.getByText(/password is not kept in this browser/)).toBeTruthy()
  })

  test('Back and Next move one step at a time and Start over returns to step 1 with empty fields', async () => {
    await renderWizard()
    await fillPersonal()
    await click('Next')
    await screen.findByText('Step 2 of 3')
    await click('Back')
    await screen.findByText('Step 1 of 3')
    await click('Start over')
    expect(input('First name').value).toBe('')
    expect(localStorage.getItem(DRAFT_KEY) ?? '').not.toContain('Anna')
  })

  test('an empty first step has no Start over, and its errors are announced once in a summary linking to the fields', async () => {
    await renderWizard()
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull()
    await click('Next')
    const summary = await screen.findByRole('alert')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    const links = Array.from(summary.querySelectorAll('a')).map((a) => a.getAttribute('href'))
    expect(links).toEqual([
      '#register-f_name',
      '#register-l_name',
      '#register-email',
      '#register-phone',
      '#register-password',
    ])
    const first = input('First name')
    expect(first.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(first.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This field is required.',
    )
  })

  test('"Li" and "+41 (0)79 123 45 67" are accepted, "123456" is refused with the strength meter', async () => {
    await renderWizard()
    await type('First name', 'Li')
    await type('Last name', 'Meier')
    await type('Email', 'li@hotel-alpina.ch')
    await type('Phone', '+41 (0)79 123 45 67')
    await type('Password', '123456')
    await waitFor(() => expect(document.querySelector('.password-strength')?.getAttribute('data-score')).toBe('0'), {
      timeout: 10_000,
    })
    await click('Next')
    await screen.findByText('This password is too easy to guess. Add more words or characters.', undefined, {
      timeout: 10_000,
    })
    expect(input('First name').getAttribute('aria-invalid')).toBeNull()
    expect(input('Phone').getAttribute('aria-invalid')).toBeNull()
    await type('Password', 'Matterhorn-Fondue-42')
    await click('Next')
    await screen.findByText('Step 2 of 3', undefined, { timeout: 10_000 })
  })
})
