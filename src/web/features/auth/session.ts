// Sign-in state in the browser. The session itself is the HttpOnly cookie (ADR 002); `auth-storage` only mirrors who
// is signed in for the UI, and never holds a token.
import { redirect } from '@tanstack/react-router'
import type { CurrentUser, Role, SessionUser } from '../../api/account'

export const AUTH_STORAGE_KEY = 'auth-storage'

export type AuthStorage = { user: SessionUser | null; role: Role | null; isAuthenticated: boolean }

/** Only an approved account counts as signed in (spec section 4: a pending user is not authenticated). */
export const isSignedIn = (user: CurrentUser | null | undefined): user is CurrentUser =>
  Boolean(user && user.status === 'approved')

/** The current user in the login response's shape, as auth-storage keeps it. */
export function toSessionUser(user: CurrentUser): SessionUser {
  return {
    id: user._id,
    email: user.email,
    f_name: user.f_name,
    l_name: user.l_name,
    companyName: user.companyData[0]?.company_name ?? '',
    phone: user.phone,
    subscription: user.subscription,
    role: user.role,
    status: user.status,
  }
}

export const companyNameOf = (user: CurrentUser) =>
  user.companyData[0]?.company_name || `${user.f_name} ${user.l_name}`.trim() || user.email

/** The person signed in, by name (their e-mail when they gave none): on a shared desk, who is at it (issue 32 item 4). */
export const personNameOf = (user: CurrentUser) => `${user.f_name} ${user.l_name}`.trim() || user.email

export function writeAuthStorage(user: SessionUser) {
  const state: AuthStorage = { user, role: user.role, isAuthenticated: true }
  try {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(state))
  } catch {
    // Storage can be full or disabled (private mode): the cookie session still works.
  }
}

export function readAuthStorage(): AuthStorage | null {
  try {
    const raw = localStorage.getItem(AUTH_STORAGE_KEY)
    return raw ? (JSON.parse(raw) as AuthStorage) : null
  } catch {
    return null
  }
}

/** Logout clears all local storage (spec section 4), not only auth-storage. */
export function clearLocalStorage() {
  try {
    localStorage.clear()
  } catch {}
}

export type HomePath = '/admin' | '/dashboard'
export const homeFor = (role: Role): HomePath => (role === 'admin' ? '/admin' : '/dashboard')

type GuardContext = { currentUser: CurrentUser | null }

/**
 * Route guard of spec section 2, for `beforeLoad` (runs during SSR too, so the server answers 302): anonymous visitors
 * go to /login, a signed-in user of another role to their own home.
 */
export function requireRole(context: GuardContext, role: Role) {
  const user = context.currentUser
  if (!user) throw redirect({ to: '/login', statusCode: 302 })
  if (user.role !== role) throw redirect({ to: homeFor(user.role), statusCode: 302 })
  return { currentUser: user }
}

/** For `/` and the public account routes: a signed-in user goes to their home. */
export function redirectIfSignedIn(context: GuardContext) {
  const user = context.currentUser
  if (user) throw redirect({ to: homeFor(user.role), statusCode: 302 })
}
