import { afterEach, beforeAll, describe, expect, test } from 'bun:test'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { advance, onFakeClock } from '../../../../tests/support/fake-clock'
import { mockApi } from '../../../../tests/support/mock-api'
import { renderInApp } from '../../../../tests/support/render'
import { loginUserFixture, memberFixture } from '../../../../tests/support/users'
import { unwrap } from '../../api/treaty'
import { Header } from '../shell/Header'
import { AccountButton } from './AccountButton'
import { SessionWatcher } from './SessionWatcher'
import { AUTH_STORAGE_KEY } from './session'
import { useAppContext, useSession } from './useSession'

let api: ReturnType<typeof mockApi> | undefined
afterEach(() => {
  cleanup()
  api?.restore()
  api = undefined
  localStorage.clear()
})

/** The shell's session parts: the header with its account button, and the watcher. */
function ShellHarness() {
  const { user } = useSession()
  const { client } = useAppContext()
  return (
    <>
      <Header account={user ? <AccountButton /> : undefined} />
      <button
        type="button"
        onClick={() => void unwrap(client.api.reports.mine.get({ query: {} })).catch(() => undefined)}
      >
        Load my reports
      </button>
      <SessionWatcher />
    </>
  )
}

const UNAUTHORIZED = { status: 401, body: { message: 'User not authenticated' } }

/** A server with one session, which logout (or expiry) ends: afterwards every member call answers 401. */
async function signedIn(routes: Parameters<typeof mockApi>[0] = {}, config = {}) {
  let session = true
  api = mockApi({
    'GET /api/user/get-current-user': () => (session ? { body: memberFixture() } : UNAUTHORIZED),
    'POST /api/user/logout': () => {
      session = false
      return { body: { message: 'Signed out' } }
    },
    // Signing in again (after the second step when one is asked for) opens a new session.
    'POST /api/user/login/second-factor': () => {
      session = true
      return { body: { user: loginUserFixture(), token: 'jwt', massage: 'Welcome back' } }
    },
    'GET /api/reports/mine': () => {
      session = false
      return UNAUTHORIZED
    },
    ...routes,
  })
  localStorage.setItem('user_session', '{"draft":true}')
  const result = await renderInApp(<ShellHarness />, { path: '/dashboard/profile', config })
  await screen.findByRole('button', { name: /Hotel Alpina/ })
  return {
    ...result,
    /** The session ends on the server (expiry, revocation) without the page doing anything. */
    endSession: () => {
      session = false
    },
  }
}

// The dialog's form and its second-factor step are lazy chunks. On the fake clock, findBy/waitFor move time but give
// a dynamic import little real time, so on a loaded machine the step could still be loading when the wait ends: the
// chunks are loaded before the tests, as the page itself preloads them (SessionWatcher) long before a sign-out.
beforeAll(async () => {
  await Promise.all([import('./IdleWarning'), import('./SignInAgain'), import('../mfa/SecondFactorStep')])
})

describe('session in the browser', () => {
  test('signed in, the header button shows the person and the company name, and auth-storage mirrors the user without a token', async () => {
    await signedIn()
    const button = screen.getByRole('button', { name: /Hotel Alpina/ })
    expect(button.querySelector('.account-name')?.textContent).toBe('Anna Muster')
    expect(button.querySelector('.account-hotel')?.textContent).toBe('Hotel Alpina')
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull()
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}')
    expect(stored.isAuthenticated).toBe(true)
    expect(stored.role).toBe('user')
    expect(stored.user.companyName).toBe('Hotel Alpina')
    expect(stored.token).toBeUndefined()
  })

  test('the company name opens the account menu; Sign out there ends the server session, clears local storage, /login', async () => {
    const { router } = await signedIn()
    const toggle = screen.getByRole('button', { name: /Hotel Alpina/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await act(async () => {
      fireEvent.click(toggle)
    })
    // A click on the name only opens the menu: nobody is signed out by a stray click.
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(api?.calls.some((c) => c.path === '/api/user/logout')).toBe(false)
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/dashboard/profile')
    await act(async () => {
      fireEvent.keyDown(document, { key: 'Escape' })
    })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
    await act(async () => {
      fireEvent.click(toggle)
    })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(api?.calls.some((c) => c.method === 'POST' && c.path === '/api/user/logout')).toBe(true)
    expect(localStorage.length).toBe(0)
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy()
  })

  test('any 401 from the API logs out', async () => {
    const { router } = await signedIn()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load my reports' }))
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.length).toBe(0)
  })

  test('after the inactivity time-out without activity, the session ends on the server and a sign-in dialog covers the page where it was', async () => {
    // The clock is moved, not waited on: the warning comes a third before (at 1 s of idleness), the sign-out at 1.5 s.
    await onFakeClock(async () => {
      const { router } = await signedIn({}, { inactivityTimeoutMs: 1500 })
      // Activity keeps the session: a key press at 0.6 s pushes the deadline from 1.5 s to 2.1 s.
      await advance(600)
      fireEvent.keyDown(window, { key: 'a' })
      await advance(1000)
      expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull()
      await advance(600)
      await screen.findByRole('dialog', { name: 'You were signed out' })
      expect(router.state.location.pathname).toBe('/dashboard/profile')
      expect(localStorage.length).toBe(0)
      expect(api?.calls.some((c) => c.path === '/api/user/logout')).toBe(true)
    })
  })

  test('signing in again in the dialog with a second factor brings the same person back to the same page', async () => {
    await onFakeClock(async () => {
      const { router } = await signedIn(
        {
          'POST /api/user/login': { body: { mfa: { ticket: 't1', methods: ['totp', 'recovery'] } } },
        },
        { inactivityTimeoutMs: 1500 },
      )
      await advance(1600)
      const dialog = await screen.findByRole('dialog', { name: 'You were signed out' })
      expect((within(dialog).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('anna@alpina.ch')
      fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'secret-pass-1' } })
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' })))
      fireEvent.change(await within(dialog).findByRole('textbox', { name: /^Code/ }), { target: { value: '123456' } })
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' })))
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'You were signed out' })).toBeNull())
      expect(router.state.location.pathname).toBe('/dashboard/profile')
      const second = api?.calls.find((c) => c.path === '/api/user/login/second-factor')
      expect(second?.body).toEqual({ ticket: 't1', code: '123456' })
      expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}').user.id).toBe('u_member_1')
    })
  })

  test('a failed sign-in in the dialog is said once, in the dialog, and the page stays covered', async () => {
    await onFakeClock(async () => {
      await signedIn(
        { 'POST /api/user/login': { status: 401, body: { message: 'Invalid email or password.' } } },
        { inactivityTimeoutMs: 1500 },
      )
      await advance(1600)
      const dialog = await screen.findByRole('dialog', { name: 'You were signed out' })
      fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'wrong' } })
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' })))
      const alert = await within(dialog).findByRole('alert')
      expect(alert.textContent).toContain('Invalid email or password.')
      expect(screen.getAllByText('Invalid email or password.')).toHaveLength(1)
    })
  })

  test('the session is checked every minute (issue 32 item 13), and a check the server refuses logs out', async () => {
    const realSetInterval = globalThis.setInterval
    const checks: { ms: number | undefined; run: () => unknown }[] = []
    globalThis.setInterval = ((fn: () => unknown, ms?: number) => {
      checks.push({ ms, run: fn })
      return realSetInterval(() => {}, 1_000_000)
    }) as typeof setInterval
    try {
      const { router, endSession } = await signedIn()
      const check = checks.find((c) => c.ms === 60_000)
      expect(check).toBeTruthy()
      // Still signed in once the first check has answered (the check is awaited, not slept on).
      await act(async () => {
        await check!.run()
      })
      expect(router.state.location.pathname).toBe('/dashboard/profile')
      // The session ended on the server (expired, revoked): the next check signs out.
      endSession()
      await act(async () => {
        check!.run()
      })
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
      expect(api?.calls.filter((c) => c.path === '/api/user/get-current-user').length).toBeGreaterThan(1)
    } finally {
      globalThis.setInterval = realSetInterval
    }
  })

  test('a session check that fails without a 401 (a 502 from the proxy, a 500, no network) keeps the person signed in (ADR 030)', async () => {
    const realSetInterval = globalThis.setInterval
    const checks: { ms: number | undefined; run: () => unknown }[] = []
    globalThis.setInterval = ((fn: () => unknown, ms?: number) => {
      checks.push({ ms, run: fn })
      return realSetInterval(() => {}, 1_000_000)
    }) as typeof setInterval
    let answer: { status?: number; body: unknown } | null = null
    try {
      const { router } = await signedIn({
        'GET /api/user/get-current-user': () => answer ?? { body: memberFixture() },
      })
      const check = checks.find((c) => c.ms === 60_000)!
      for (const failure of [
        { status: 502, body: '<html>Bad gateway</html>' },
        { status: 500, body: {} },
      ]) {
        answer = failure
        await act(async () => {
          await check.run()
        })
        expect(router.state.location.pathname).toBe('/dashboard/profile')
      }
      expect(screen.getByRole('button', { name: /Hotel Alpina/ })).toBeTruthy()
      // The server says the session is gone: only then the check signs out.
      answer = UNAUTHORIZED
      await act(async () => {
        check.run()
      })
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    } finally {
      globalThis.setInterval = realSetInterval
    }
  })

  test('a stale "signed in" left in storage is wiped when the server says nobody is signed in', async () => {
    api = mockApi({ 'GET /api/user/get-current-user': { status: 401, body: { message: 'User not authenticated' } } })
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user: {}, role: 'user', isAuthenticated: true }))
    await renderInApp(<ShellHarness />)
    await waitFor(() => expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull())
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy()
  })
})
