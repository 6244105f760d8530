import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { SESSION_CHECK_INTERVAL_MS } from '~/lib/constants'
import type { SignedInAnswer } from '~/modules/auth/model'
import {
  accountApi,
  CURRENT_USER_KEY,
  type CurrentUser,
  currentUserQueryOptions,
  fetchCurrentUser,
} from '../../api/account'
import { onUnauthorized } from '../../api/client'
import { nowMs } from '../../clock'
import { currentPath } from './redirect'
import { clearLocalStorage, homeFor, isSignedIn, readAuthStorage, toSessionUser, writeAuthStorage } from './session'
import { useAppContext, useSignOut } from './useSession'

// The warning and the sign-in dialogs are loaded when they are needed, not with every page (ADR 110).
const IdleWarning = lazy(() => import('./IdleWarning').then((m) => ({ default: m.IdleWarning })))
const SignInAgain = lazy(() => import('./SignInAgain').then((m) => ({ default: m.SignInAgain })))

/** How long before the idle sign-out the warning appears (issue 14, item 9). */
export const IDLE_WARNING_MS = 15_000

/** Focus and visibility within this time of the last check do not check again. */
const RETURN_CHECK_GAP_MS = 2_000

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'mousemove', 'keydown', 'scroll', 'wheel', 'touchstart'] as const

/**
 * The browser side of the session (spec section 4), mounted once in the shell: mirrors the user into auth-storage,
 * signs out on any 401, checks the session every minute while visible and at focus, and signs out after the inactivity time-out, in place (issue
 * 24, item 1): the server session ends, a sign-in dialog covers the page, and the same person signing in again finds
 * the page as they left it (in memory only); another person gets a fresh page.
 */
export function SessionWatcher() {
  const { client, queryClient, config } = useAppContext()
  const { data } = useQuery(currentUserQueryOptions(client))
  const user = isSignedIn(data) ? data : null
  const signedIn = user !== null
  const signOut = useSignOut()
  // Who was signed out in place; while set, the page waits behind the dialog (no 401 sign-out, no checks, no timer).
  const [locked, setLocked] = useState<{ id: string; email: string } | null>(null)
  const lockedRef = useRef(false)
  lockedRef.current = locked !== null
  const userRef = useRef(user)
  userRef.current = user

  // auth-storage follows the server's answer; a stale "signed in" left by an expired session is wiped.
  useEffect(() => {
    if (user) writeAuthStorage(toSessionUser(user))
    else if (data === null && readAuthStorage()?.isAuthenticated) clearLocalStorage()
  }, [user, data])

  // Any 401 while signed in logs out: the server ended the session (removed from the team, signed out elsewhere).
  useEffect(() => {
    const unsubscribe = onUnauthorized(() => {
      if (lockedRef.current) return
      if (isSignedIn(queryClient.getQueryData<CurrentUser | null>(CURRENT_USER_KEY)))
        void signOut({ callServer: false, reason: 'ended' })
    })
    return () => {
      unsubscribe()
    }
  }, [queryClient, signOut])

  // The session is checked every minute while the tab is visible, and at once when it comes back into view or gets
  // the focus (issue 32 item 13): a removed staff member's open tab learns it within a minute or at its next focus.
  useEffect(() => {
    if (!signedIn || locked) return
    let last = nowMs()
    const check = async () => {
      if (lockedRef.current) return
      last = nowMs()
      try {
        const fresh = await fetchCurrentUser(client)
        // Signed out in place meanwhile (the idle time-out ends the session at the same minute): the sign-in dialog
        // is what the person sees, with the page behind it, never the sign-in page.
        if (lockedRef.current) return
        if (isSignedIn(fresh)) queryClient.setQueryData(CURRENT_USER_KEY, fresh)
        else void signOut({ callServer: false, reason: 'ended' })
      } catch {
        // A network hiccup is not a sign-out; the next check tries again.
      }
    }
    const visible = () => document.visibilityState === 'visible'
    const timer = setInterval(() => (visible() ? check() : undefined), SESSION_CHECK_INTERVAL_MS)
    // Focus and visibility often come together: one check for both.
    const onReturn = () => {
      if (visible() && nowMs() - last >= RETURN_CHECK_GAP_MS) void check()
    }
    window.addEventListener('focus', onReturn)
    document.addEventListener('visibilitychange', onReturn)
    return () => {
      clearInterval(timer)
      window.removeEventListener('focus', onReturn)
      document.removeEventListener('visibilitychange', onReturn)
    }
  }, [signedIn, locked, client, queryClient, signOut])

  // No mouse, key, scroll or touch activity for the time-out: sign out on the server, in place. A warning comes first
  // (15 s before, or a third of a short time-out) with "Stay signed in"; while it shows, only that button (or Escape)
  // keeps the session, so a stray mouse movement does not hide the warning unread.
  const [warningUntil, setWarningUntil] = useState<number | null>(null)
  // Fetch the warning's code once signed in, so it shows at once when the time comes.
  useEffect(() => {
    if (!signedIn) return
    void import('./IdleWarning')
    void import('./SignInAgain')
  }, [signedIn])
  const stay = useRef<() => void>(() => undefined)
  useEffect(() => {
    if (!signedIn || locked) return
    const timeout = config.inactivityTimeoutMs
    const lead = Math.min(IDLE_WARNING_MS, Math.floor(timeout / 3))
    let last = nowMs()
    let warned = false
    let timer: ReturnType<typeof setTimeout>
    const onActivity = () => {
      if (!warned) last = nowMs()
    }
    const check = () => {
      const idle = nowMs() - last
      if (idle >= timeout) {
        setWarningUntil(null)
        const who = userRef.current
        if (!who) return
        lockedRef.current = true
        setLocked({ id: who._id, email: who.email })
        clearLocalStorage()
        void accountApi(client)
          .logout()
          .catch(() => undefined)
        return
      }
      if (!warned && idle >= timeout - lead) {
        warned = true
        setWarningUntil(last + timeout)
      }
      // Before the warning: wake at the warning time; during it: every second until the sign-out.
      const next = warned ? Math.min(1000, timeout - idle) : timeout - lead - idle
      timer = setTimeout(check, Math.max(10, next))
    }
    stay.current = () => {
      warned = false
      last = nowMs()
      setWarningUntil(null)
    }
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true })
    timer = setTimeout(check, Math.max(0, timeout - lead))
    return () => {
      clearTimeout(timer)
      setWarningUntil(null)
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true })
    }
  }, [signedIn, locked, config.inactivityTimeoutMs, client])

  // Signed in again: the same person goes on where they left off; anyone else starts from a fresh page (a full load,
  // so nothing of the page before is left in memory).
  const signedInAgain = async (answer: SignedInAnswer) => {
    writeAuthStorage(answer.user)
    if (answer.user.id !== locked?.id || answer.secondFactor === 'required') {
      queryClient.clear()
      const next = answer.secondFactor === 'required' ? '/security?required=1' : homeFor(answer.user.role)
      window.location.assign(next)
      return
    }
    await queryClient.fetchQuery({ ...currentUserQueryOptions(client), staleTime: 0 }).catch(() => null)
    setLocked(null)
  }
  if (locked)
    return (
      <Suspense fallback={null}>
        <SignInAgain
          email={locked.email}
          onSignedIn={(answer) => void signedInAgain(answer)}
          onLeave={() => {
            setLocked(null)
            void signOut({ callServer: false, redirect: currentPath() })
          }}
        />
      </Suspense>
    )
  return warningUntil ? (
    <Suspense fallback={null}>
      <IdleWarning until={warningUntil} onStay={() => stay.current()} />
    </Suspense>
  ) : null
}
