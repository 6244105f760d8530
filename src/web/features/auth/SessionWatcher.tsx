import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { SESSION_CHECK_INTERVAL_MS } from '~/lib/constants'
import { CURRENT_USER_KEY, type CurrentUser, currentUserQueryOptions } from '../../api/account'
import { onUnauthorized } from '../../api/client'
import { toast } from '../../components/toast'
import { useI18n } from '../../i18n/useI18n'
import { clearLocalStorage, isSignedIn, readAuthStorage, toSessionUser, writeAuthStorage } from './session'
import { useAppContext, useSignOut } from './useSession'

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'mousemove', 'keydown', 'scroll', 'wheel', 'touchstart'] as const

/**
 * The browser side of the session (spec section 4), mounted once in the shell: mirrors the user into auth-storage,
 * signs out on any 401, checks the session every 120 s, and signs out after the inactivity time-out.
 */
export function SessionWatcher() {
  const { api, queryClient, config } = useAppContext()
  const { LL } = useI18n()
  const { data } = useQuery(currentUserQueryOptions(api))
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
        const fresh = await queryClient.fetchQuery({ ...currentUserQueryOptions(api), staleTime: 0 })
        if (!isSignedIn(fresh)) void signOut({ callServer: false })
      } catch {
        // A network hiccup is not a sign-out; the next check tries again.
      }
    }, SESSION_CHECK_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [signedIn, api, queryClient, signOut])

  // No mouse, key, scroll or touch activity for the time-out: sign out here and on the server.
  useEffect(() => {
    if (!signedIn) return
    const timeout = config.inactivityTimeoutMs
    let last = Date.now()
    let timer: ReturnType<typeof setTimeout>
    const onActivity = () => {
      last = Date.now()
    }
    const check = () => {
      const idle = Date.now() - last
      if (idle < timeout) {
        timer = setTimeout(check, timeout - idle)
        return
      }
      toast.info(idleText.current)
      void signOut({ callServer: true })
    }
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true })
    timer = setTimeout(check, timeout)
    return () => {
      clearTimeout(timer)
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true })
    }
  }, [signedIn, config.inactivityTimeoutMs, signOut])

  return null
}
