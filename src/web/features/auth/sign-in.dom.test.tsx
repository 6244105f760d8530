import { beforeAll, describe, expect, test } from 'bun:test'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { mockApiPerTest } from '../../../../tests/support/mock-api'
import { renderInApp } from '../../../../tests/support/render'
import { loginUserFixture, memberFixture } from '../../../../tests/support/users'
import { LoginPage } from './LoginPage'
import { SignInAgain } from './SignInAgain'
import { AUTH_STORAGE_KEY } from './session'

const api = mockApiPerTest()
// The second step is a lazy chunk of SignIn: loaded before the tests, as a page has it long before it is asked for.
beforeAll(async () => {
  await import('../mfa/SecondFactorStep')
})

const CHALLENGE = { body: { mfa: { ticket: 't1', methods: ['totp', 'recovery'] } } }
const WRONG_CODE = { status: 401, body: { message: 'This code is not correct or has already been used.' } }

/** The sign-in page after e-mail and password, at its second step. */
async function atSecondStep(routes: Parameters<typeof api.serve>[0] = {}) {
  api.serve({ 'POST /api/user/login': CHALLENGE, ...routes })
  const rendered = await renderInApp(<LoginPage />, { path: '/login' })
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Email *'), { target: { value: 'anna@alpina.ch' } })
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret1' } })
  })
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })))
  const code = (await screen.findByRole('textbox', { name: /^Code/ })) as HTMLInputElement
  return { ...rendered, code }
}
const confirm = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })))

describe('the second step of a sign-in (one SignIn for the sign-in page and the idle dialog)', () => {
  test('the step is the page title, its code field has the focus and asks for a one-time code', async () => {
    const { code } = await atSecondStep()
    const title = screen.getByRole('heading', { level: 1 })
    expect(title.textContent).toBe('Second factor')
    expect(title.id).toBe('login-title')
    await waitFor(() => expect(document.activeElement).toBe(code))
    expect(code.name).toBe('code')
    expect(code.getAttribute('autocomplete')).toBe('one-time-code')
    expect(screen.queryByLabelText(/^Password/)).toBeNull()
  })

  test('an empty code is refused in the field, without any request', async () => {
    await atSecondStep()
    await confirm()
    expect(await screen.findByText('This field is required.')).toBeTruthy()
    expect(api.calls().filter((c) => c.path === '/api/user/login/second-factor')).toHaveLength(0)
  })

  test('a wrong code is said once, in the step, and focused; the code is sent trimmed with the ticket', async () => {
    const { code } = await atSecondStep({ 'POST /api/user/login/second-factor': WRONG_CODE })
    await act(async () => fireEvent.change(code, { target: { value: ' 123456 ' } }))
    await confirm()
    const failure = await screen.findByRole('alert')
    expect(failure.textContent).toBe('Second factor not acceptedThis code is not correct or has already been used.')
    expect(failure.querySelector('h2')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(failure))
    expect(api.calls().at(-1)?.body).toEqual({ ticket: 't1', code: '123456' })
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull()
  })

  test('a right code signs in and leads home', async () => {
    const { code, router } = await atSecondStep({
      'POST /api/user/login/second-factor': { body: { user: loginUserFixture(), token: 'jwt' } },
      'GET /api/user/get-current-user': { body: memberFixture() },
    })
    await act(async () => fireEvent.change(code, { target: { value: '123456' } }))
    await confirm()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  test('"Sign in again" returns to e-mail and password: the e-mail stays, the password is typed again', async () => {
    await atSecondStep()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in again' })))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back')
    expect((screen.getByLabelText('Email *') as HTMLInputElement).value).toBe('anna@alpina.ch')
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('')
  })

  test('an account not approved yet, answered after the second step, is told so at the first step', async () => {
    const massage = 'Your account is awaiting verification.'
    const { code } = await atSecondStep({
      'POST /api/user/login/second-factor': { body: { user: loginUserFixture({ status: 'pending' }), massage } },
    })
    await act(async () => fireEvent.change(code, { target: { value: '123456' } }))
    await confirm()
    expect((await screen.findByRole('status')).textContent).toBe(massage)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back')
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull()
  })
})

describe('signing in again after the idle sign-out', () => {
  test('the dialog offers who was signed in and starts at the password', async () => {
    await renderInApp(<SignInAgain email="anna@alpina.ch" onSignedIn={() => undefined} onLeave={() => undefined} />)
    const dialog = await screen.findByRole('dialog', { name: 'You were signed out' })
    expect((screen.getByLabelText('Email *') as HTMLInputElement).value).toBe('anna@alpina.ch')
    await waitFor(() => expect(document.activeElement).toBe(dialog.querySelector('input[name="password"]')))
  })
})
