import { useNavigate } from '@tanstack/react-router'
import type { SignedInAnswer } from '~/modules/auth/model'
import { currentUserQueryOptions } from '../../api/account'
import { toast } from '../../components/toast'
import { useI18n } from '../../i18n/useI18n'
import { safeRedirect } from './redirect'
import { homeFor, writeAuthStorage } from './session'
import { useAppContext } from './useSession'

/** Authenticated only with a token and an approved account (spec section 4); a pending one is told why instead. */
export const isSignedIn = (answer: SignedInAnswer) => Boolean(answer.token) && answer.user.status === 'approved'

/**
 * What follows a sign-in the server accepted, wherever it was made (the sign-in page, its second step, a passkey, an
 * accepted invitation; issue 32 item 12): the session mirrored, one welcome toast, then the page to go to. A person
 * who must add a second factor goes to /security first; one invited to add one gets the invitation in the same toast
 * as the welcome (issue 32 item 18: two toasts at the first sign-in overlapped).
 */
export function useFinishSignIn(redirect?: string) {
  const { LL } = useI18n()
  const { client, queryClient } = useAppContext()
  const navigate = useNavigate()
  return async (result: SignedInAnswer) => {
    if (!isSignedIn(result)) return
    writeAuthStorage(result.user)
    await queryClient.fetchQuery({ ...currentUserQueryOptions(client), staleTime: 0 }).catch(() => null)
    const back = safeRedirect(redirect)
    // Issue 21: an admin without a second factor adds one now; others are invited once (a toast, never again).
    if (result.secondFactor === 'invited')
      toast.info(LL.mfa.page.invited(), {
        id: 'login-welcome',
        ...(result.massage ? { description: result.massage } : {}),
        duration: 20_000,
        action: {
          label: LL.mfa.page.link(),
          onClick: () => void navigate({ to: '/security', search: { invited: 1 } }),
        },
      })
    else if (result.massage) toast.success(result.massage, { id: 'login-welcome' })
    if (result.secondFactor === 'required')
      return navigate({ to: '/security', search: { required: 1, ...(back ? { redirect: back } : {}) } })
    if (back) await navigate({ to: back as string })
    else await navigate({ to: homeFor(result.user.role) })
  }
}
