import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { SESSION_CHECK_INTERVAL_MS } from '~/lib/constants'
import { CURRENT_USER_KEY, type CurrentUser, currentUserQueryOptions } from '../../api/account'
import { onUnauthorized } from '../../api/client'
import { toast } from '../../components/toast'
import { useI18n } from '../../i18n/useI18n'
import { currentPath } from './redirect'
import { clearLocalStorage, isSignedIn, readAuthStorage, toSessionUser, writeAuthStorage } from './session'
import { useAppContext, useSignOut } from './useSession'

// The warning dialog is loaded when it is needed, not with every page (JavaScript budgets, ADR 110).
const IdleWarning = lazy(() => import('./IdleWarning').then((m) => ({ default: m.IdleWarning })))

/** How long before the idle sign-out the warning appears (issue 14, item 9). */
export const IDLE_WARNING_MS = 15_000

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'mousemove', 'keydown', 'scroll', 'wheel', 'touchstart'] as const

/**
 * The browser side of the session (spec section 4), mounted once in the shell: mirrors the user into auth-storage,
 * signs out on any 401, checks the session every 120 s, and signs out after the inactivity time-out.
 */
export function SessionWatcher() {
  const { client, queryClient, config } = useAppContext()
  const { LL } = useI18n()
  const { data } = useQuery(currentUserQueryOptions(client))
  const user = isSignedIn(data) ? data : null
  const signedIn = user !== null
  const signOut = useSignOut()
  const idleText = useRef(LL.account.idleSignedOut())
  idleText.current = LL.account.idleSignedOut()

  // auth-storage follows the server's answer; a stale "signed in" left by an expired session is wiped.
  useEffect(() => {
    if (user) writeAuthStorage(toSessionUser(user))
    else if (data === null && readAuthStorage()?.isAuthenticated) clearLocalStorage()
  }, [user, data])

  // Any 401 while signed in logs out.
  useEffect(() => {
    const unsubscribe = onUnauthorized(() => {
      if (isSignedIn(queryClient.getQueryData<CurrentUser | null>(CURRENT_USER_KEY)))
        void signOut({ callServer: false })
    })
    return () => {
      unsubscribe()
    }
  }, [queryClient, signOut])

  // The session is checked every 120 seconds.
  useEffect(() => {
    if (!signedIn) return
    const timer = setInterval(async () => {
      try {
        const fresh = await queryClient.fetchQuery({ ...currentUserQueryOptions(client), staleTime: 0 })
        if (!isSignedIn(fresh)) void signOut({ callServer: false })
      } catch {
        // A network hiccup is not a sign-out; the next check tries again.
      }
    }, SESSION_CHECK_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [signedIn, client, queryClient, signOut])

  // No mouse, key, scroll or touch activity for the time-out: sign out here and on the server. A warning comes first
  // (15 s before, or a third of a short time-out) with "Stay signed in"; while it shows, only that button (or Escape)
  // keeps the session, so a stray mouse movement does not hide the warning unread.
  const [warningUntil, setWarningUntil] = useState<number | null>(null)
  // Fetch the warning's code once signed in, so it shows at once when the time comes.
  useEffect(() => {
    if (signedIn) void import('./IdleWarning')
  }, [signedIn])
  const stay = useRef<() => void>(() => undefined)
  useEffect(() => {
    if (!signedIn) return
    const timeout = config.inactivityTimeoutMs
    const lead = Math.min(IDLE_WARNING_MS, Math.floor(timeout / 3))
    let last = Date.now()
    let warned = false
    let timer: ReturnType<typeof setTimeout>
    const onActivity = () => {
      if (!warned) last = Date.now()
    }
    const check = () => {
      const idle = Date.now() - last
      if (idle >= timeout) {
        setWarningUntil(null)
        toast.info(idleText.current, { id: 'idle-signed-out' })
        void signOut({ callServer: true, redirect: currentPath() })
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
      last = Date.now()
      setWarningUntil(null)
    }
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true })
    timer = setTimeout(check, Math.max(0, timeout - lead))
    return () => {
      clearTimeout(timer)
      setWarningUntil(null)
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true })
    }
  }, [signedIn, config.inactivityTimeoutMs, signOut])

  return warningUntil ? (
    <Suspense fallback={null}>
      <IdleWarning until={warningUntil} onStay={() => stay.current()} />
    </Suspense>
  ) : null
}
