import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { accountApi, CURRENT_USER_KEY, type CurrentUser, currentUserQueryOptions } from '../../api/account'
import { useAppContext } from '../../context'
import { clearLocalStorage, isSignedIn } from './session'

export { useAppContext }

/**
 * The signed-in user (null when signed out), and whether that is known: the root route loads it before the first
 * paint, on the server too, so it is known at once except after a failed lookup.
 */
export function useSession(): { user: CurrentUser | null; known: boolean } {
  const { client } = useAppContext()
  const { data } = useQuery(currentUserQueryOptions(client))
  return { user: isSignedIn(data) ? data : null, known: data !== undefined }
}

export const useCurrentUser = () => useSession().user

let signingOut = false

/**
 * Signs out (spec section 4): forgets the user at once (so a 401 from the logout call itself does not start a second
 * sign-out), asks the server to end the session, clears every cached answer and all local storage, goes to /login.
 */
export function useSignOut() {
  const router = useRouter()
  return useCallback(
    async ({
      callServer = true,
      redirect,
      reason,
    }: {
      callServer?: boolean
      redirect?: string
      /** The server ended the session while the tab was open: the sign-in page says so (issue 32 item 13). */
      reason?: 'ended'
    } = {}) => {
      if (signingOut) return
      signingOut = true
      const { client, queryClient } = router.options.context
      try {
        queryClient.setQueryData(CURRENT_USER_KEY, null)
        if (callServer)
          await accountApi(client)
            .logout()
            .catch(() => undefined)
        queryClient.clear()
        queryClient.setQueryData(CURRENT_USER_KEY, null)
        clearLocalStorage()
        // After an idle sign-out the member returns to the same page once signed in again (issue 14, item 9).
        await router.navigate({
          to: '/login',
          search: { ...(redirect ? { redirect } : {}), ...(reason ? { reason } : {}) },
        })
      } finally {
        signingOut = false
      }
    },
    [router],
  )
}
