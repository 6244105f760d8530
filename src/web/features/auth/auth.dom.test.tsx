import { afterEach, describe, expect, test } from 'bun:test'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { emptyServerError, mockApi, networkDown, proxyErrorPage } from '../../../../tests/support/mock-api'
import { renderInApp } from '../../../../tests/support/render'
import { loginUserFixture, memberFixture } from '../../../../tests/support/users'
import { Toaster } from '../../components/Toaster'
import { ForgotPasswordPage } from './ForgotPasswordPage'
import { LoginPage } from './LoginPage'
import { ResetPasswordPage } from './ResetPasswordPage'
import { AUTH_STORAGE_KEY } from './session'

let api: ReturnType<typeof mockApi> | undefined
afterEach(() => {
  cleanup()
  api?.restore()
  api = undefined
  localStorage.clear()
})

const fill = async (label: string | RegExp, value: string) => {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
  })
}
const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
  })
}

describe('login screen', () => {
  test('welcomes the member and links to registration and to the forgotten-password screen', async () => {
    await renderInApp(<LoginPage />, { path: '/login' })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back')
    expect(screen.getByRole('link', { name: 'Join now' }).getAttribute('href')).toBe('/register')
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forget-password')
  })

  test('an invalid e-mail is reported in the field, without any request', async () => {
    api = mockApi({})
    await renderInApp(<LoginPage />, { path: '/login' })
    await fill('Email *', 'not-an-email')
    await fill(/^Password/, 'secret1')
    await click('Sign in')
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy()
    expect(api.calls).toHaveLength(0)
  })

  test('wrong credentials show "Login Failed" with the server message on the form, once: no toast besides', async () => {
    api = mockApi({ 'POST /api/user/login': { status: 401, body: { message: 'Invalid email or password.' } } })
    await renderInApp(
      <>
        <LoginPage />
        <Toaster />
      </>,
      { path: '/login' },
    )
    await fill('Email *', 'anna@alpina.ch')
    await fill(/^Password/, 'wrong-password')
    await click('Sign in')
    const failure = await screen.findByRole('alert')
    expect(failure.textContent).toBe('Login FailedInvalid email or password.')
    expect(screen.getAllByText('Invalid email or password.')).toHaveLength(1)
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0)
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull()
  })

  test('five failed sign-ins leave one failure on the form and no toast', async () => {
    api = mockApi({ 'POST /api/user/login': { status: 401, body: { message: 'Invalid email or password.' } } })
    await renderInApp(
      <>
        <LoginPage />
        <Toaster />
      </>,
      { path: '/login' },
    )
    await fill('Email *', 'anna@alpina.ch')
    await fill(/^Password/, 'wrong-password')
    for (let i = 0; i < 5; i++) {
      await click('Sign in')
      await waitFor(() => expect(api?.calls.length).toBe(i + 1))
    }
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1))
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0)
  })

  test('the failure title is German in German', async () => {
    api = mockApi({ 'POST /api/user/login': { status: 403, body: { message: 'Ihr Konto ist gesperrt.' } } })
    await renderInApp(
      <>
        <LoginPage />
        <Toaster />
      </>,
      { path: '/login', locale: 'de' },
    )
    await fill('E-Mail *', 'anna@alpina.ch')
    await fill(/^Passwort \*/, 'secret1')
    await click('Anmelden')
    expect((await screen.findByRole('alert')).querySelector('h2')?.textContent).toBe('Anmeldung fehlgeschlagen')
  })

  test('a pending account is not signed in and sees why', async () => {
    const massage = 'Your account is awaiting verification.'
    api = mockApi({
      'POST /api/user/login': { body: { user: loginUserFixture({ status: 'pending' }), massage } },
    })
    const { router } = await renderInApp(<LoginPage />, { path: '/login' })
    await fill('Email *', 'anna@alpina.ch')
    await fill(/^Password/, 'secret1')
    await click('Sign in')
    expect((await screen.findByRole('status')).textContent).toBe(massage)
    expect(router.state.location.pathname).toBe('/login')
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull()
  })

  test('a member lands on the dashboard; auth-storage holds the user and role but never the token', async () => {
    api = mockApi({
      'POST /api/user/login': { body: { user: loginUserFixture(), token: 'jwt.secret.token', massage: 'Welcome' } },
      'GET /api/user/get-current-user': { body: memberFixture() },
    })
    const { router } = await renderInApp(<LoginPage />, { path: '/login' })
    await fill('Email *', 'anna@alpina.ch')
    await fill(/^Password/, 'secret1')
    await click('Sign in')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    const stored = localStorage.getItem(AUTH_STORAGE_KEY) ?? ''
    expect(JSON.parse(stored)).toEqual({ user: loginUserFixture(), role: 'user', isAuthenticated: true })
    expect(stored).not.toContain('jwt.secret.token')
    expect(api.calls[0]?.body).toEqual({ email: 'anna@alpina.ch', password: 'secret1' })
  })

  test('an administrator lands on /admin', async () => {
    const admin = memberFixture({ role: 'admin', companyData: [] })
    api = mockApi({
      'POST /api/user/login': { body: { user: loginUserFixture({ role: 'admin' }), token: 't' } },
      'GET /api/user/get-current-user': { body: admin },
    })
    const { router } = await renderInApp(<LoginPage />, { path: '/login' })
    await fill('Email *', 'boss@knowyourguest.ch')
    await fill(/^Password/, 'secret1')
    await click('Sign in')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
  })

  test('the password can be shown and hidden', async () => {
    await renderInApp(<LoginPage />, { path: '/login' })
    const input = screen.getByLabelText(/^Password/) as HTMLInputElement
    expect(input.type).toBe('password')
    await click('Show password')
    expect(input.type).toBe('text')
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true')
  })
})

const renderForgot = () =>
  renderInApp(
    <>
      <ForgotPasswordPage />
      <Toaster />
    </>,
    { path: '/forget-password' },
  )

describe('forgot password screen', () => {
  test('the button reads "Sending..." while busy, then the spec\'s success text appears', async () => {
    const reply = Promise.withResolvers<void>()
    api = mockApi({ 'POST /api/user/forgot-password': { body: { message: 'ok' }, hold: reply.promise } })
    await renderInApp(<ForgotPasswordPage />, { path: '/forget-password' })
    await fill('Email *', 'anna@alpina.ch')
    await click('Send reset link')
    const busy = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    reply.resolve()
    expect((await screen.findByRole('status')).textContent).toBe('Password reset link sent. Check your email.')
    expect(api.calls[0]?.body).toEqual({ email: 'anna@alpina.ch' })
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login')
  })

  test('an empty e-mail is refused without a request', async () => {
    api = mockApi({})
    await renderInApp(<ForgotPasswordPage />, { path: '/forget-password' })
    await click('Send reset link')
    expect(await screen.findByText('This field is required.')).toBeTruthy()
    expect(api.calls).toHaveLength(0)
  })

  test('the server message is shown on an HTTP error, "Something went wrong !" when there is no answer', async () => {
    api = mockApi({ 'POST /api/user/forgot-password': { status: 429, body: { message: 'Too many requests.' } } })
    await renderForgot()
    await fill('Email *', 'anna@alpina.ch')
    await click('Send reset link')
    expect(await screen.findByText('Too many requests.')).toBeTruthy()
    api.restore()
    api = mockApi({ 'POST /api/user/forgot-password': networkDown })
    await click('Send reset link')
    expect(await screen.findByText('Something went wrong !')).toBeTruthy()
  })

  for (const [what, reply] of [
    ['a 500 with an empty JSON object', emptyServerError()],
    ["a reverse proxy's 502 HTML page", proxyErrorPage()],
  ] as const) {
    test(`${what} shows "Something went wrong while sending reset link.", not a status text or HTML`, async () => {
      // The toast of the case before (the same text) must not stand in for this one: sonner's list is global.
      ;(await import('../../components/sonner')).toast.dismiss()
      api = mockApi({ 'POST /api/user/forgot-password': reply })
      await renderForgot()
      await fill('Email *', 'anna@alpina.ch')
      await click('Send reset link')
      expect(await screen.findByText('Something went wrong while sending reset link.')).toBeTruthy()
      expect(document.body.textContent).not.toContain('Bad Gateway')
      expect(document.body.textContent).not.toContain('Internal Server Error')
    })
  }
})

describe('reset password screen', () => {
  test('"Passwords do not match." is shown without any request', async () => {
    api = mockApi({})
    await renderInApp(<ResetPasswordPage token="tok123" />, { path: '/reset-password?token=tok123' })
    await fill(/^New password/, 'secret12')
    await fill(/^Confirm password/, 'secret13')
    await click('Reset password')
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy()
    expect(api.calls).toHaveLength(0)
  })

  test('both fields are required and the password needs 6 characters', async () => {
    api = mockApi({})
    await renderInApp(<ResetPasswordPage token="tok123" />)
    await fill(/^New password/, 'abc')
    await click('Reset password')
    expect(await screen.findByText('Password must be at least 6 characters long.')).toBeTruthy()
    expect(screen.getByText('This field is required.')).toBeTruthy()
    expect(api.calls).toHaveLength(0)
  })

  test('on success it sends the token from the link, says so, and goes to /login', async () => {
    api = mockApi({ 'POST /api/user/reset-password': { body: { message: 'ok' } } })
    const { router } = await renderInApp(
      <>
        <ResetPasswordPage token="tok123" />
        <Toaster />
      </>,
    )
    await fill(/^New password/, 'secret12')
    await fill(/^Confirm password/, 'secret12')
    await click('Reset password')
    expect(await screen.findByText('Your password has been successfully reset.')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(api.calls[0]?.body).toEqual({ token: 'tok123', password: 'secret12' })
  })

  test('a refused link shows the server message', async () => {
    api = mockApi({
      'POST /api/user/reset-password': { status: 400, body: { message: 'This reset link has expired.' } },
    })
    await renderInApp(
      <>
        <ResetPasswordPage token="old" />
        <Toaster />
      </>,
    )
    await fill(/^New password/, 'secret12')
    await fill(/^Confirm password/, 'secret12')
    await click('Reset password')
    expect(await screen.findByText('This reset link has expired.')).toBeTruthy()
  })

  test('a link without a token says so and offers a new one', async () => {
    await renderInApp(<ResetPasswordPage />)
    expect(screen.getByRole('alert').textContent).toBe('This reset link is incomplete. Please ask for a new one.')
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forget-password')
  })
})
