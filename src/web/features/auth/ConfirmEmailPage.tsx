import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { CURRENT_USER_KEY } from '../../api/account'
import { ApiError } from '../../api/client'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from './useSession'

/** Which of the page's states an answer of POST /api/user/confirm-email leads to. */
function outcome(error: unknown): 'invalid' | 'taken' | 'failed' {
  if (!(error instanceof ApiError)) return 'failed'
  if (error.code === 'CONFLICT' || error.status === 409) return 'taken'
  if (error.status === 400 || error.status === 422) return 'invalid'
  return 'failed'
}

/**
 * Finding 7 (ADR 053): the link sent to a new e-mail address opens this page, which posts its token once and says
 * what happened: confirmed (with the address to sign in with), invalid or expired, already used by another account,
 * or not reachable (with Try again). Focus moves to the heading of each new state for screen readers.
 */
export function ConfirmEmailPage({ token }: { token?: string }) {
  const { LL } = useI18n()
  const t = LL.confirmEmail
  const { client } = useAppContext()
  const queryClient = useQueryClient()
  const confirm = useMutation({
    mutationFn: (value: string) => unwrap(client.api.user['confirm-email'].post({ token: value })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  })
  const { mutate } = confirm
  const sent = useRef(false)
  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    mutate(token)
  }, [token, mutate])

  const state = !token ? 'invalid' : confirm.isSuccess ? 'done' : confirm.isError ? outcome(confirm.error) : 'pending'
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (state !== 'pending') heading.current?.focus()
  }, [state])

  const title = {
    pending: t.pendingHeading(),
    done: t.doneHeading(),
    invalid: t.invalidHeading(),
    taken: t.takenHeading(),
    failed: t.failedHeading(),
  }[state]
  return (
    <section className="container page auth-page" aria-labelledby="confirm-email-title">
      <div className="card auth-card" data-state={state} aria-busy={state === 'pending' || undefined}>
        <h1 id="confirm-email-title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <div role={state === 'done' ? 'status' : state === 'pending' ? undefined : 'alert'}>
          {state === 'pending' && (
            <p className="auth-intro">
              <span className="spinner" aria-hidden="true" /> {t.pendingBody()}
            </p>
          )}
          {state === 'done' && (
            <p className="notice notice-success">{t.doneBody({ email: confirm.data?.email ?? '' })}</p>
          )}
          {state === 'invalid' && (
            <>
              <p className="notice">{t.invalidBody()}</p>
              <p>{t.invalidAgain()}</p>
            </>
          )}
          {state === 'taken' && <p className="notice">{t.takenBody()}</p>}
          {state === 'failed' && <p className="notice">{t.failedBody()}</p>}
        </div>
        {state === 'failed' && token && (
          <Button type="button" onClick={() => mutate(token)}>
            {t.retry()}
          </Button>
        )}
        {state !== 'pending' && (
          <p className="auth-footer">
            <Link to="/dashboard/profile">{t.toProfile()}</Link>
          </p>
        )}
      </div>
    </section>
  )
}
