import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { accountApi } from '../../api/account'
import { ApiError } from '../../api/client'
import { Button } from '../../components/Button'
import { toast } from '../../components/toast'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { NewPasswordFields, useNewPasswordForm } from './NewPasswordFields'
import { useAppContext } from './useSession'

/**
 * Spec screen 4: the token comes from the link's query string; new and confirmed password (minimum 6, equal, checked
 * before any request); on success a toast, then /login. A link refused by the server (used, expired, unknown) is said
 * on the page in place of the form, with the way to ask for a new one (issue 24, item 29). The address is not filled
 * in there: an old link (in a browser's history, a forwarded mail) must not tell its holder whose account it was.
 */
export function ResetPasswordPage({ token }: { token?: string }) {
  const { LL } = useI18n()
  const { client } = useAppContext()
  const navigate = useNavigate()
  const [linkRefused, setLinkRefused] = useState(false)
  const notice = useRef<HTMLParagraphElement>(null)
  const form = useNewPasswordForm()

  // Busy and error state come from the mutation (one pattern for every form, issue 8).
  const reset = useMutation({
    mutationFn: (body: { token: string; password: string }) => accountApi(client).resetPassword(body),
    onSuccess: async () => {
      toast.success(LL.account.reset.success())
      await navigate({ to: '/login' })
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field === 'token') return setLinkRefused(true)
      const message = errorText(LL, error, LL.account.reset.failure())
      // A password the server refuses (a known leaked one) is said at the field; anything else once, in a toast.
      if (error instanceof ApiError && error.field === 'password')
        form.setError('password', { message }, { shouldFocus: true })
      else toast.error(message)
    },
  })
  // The form the focus was in is gone: the notice takes it, so that it is read and the next step is one Tab away.
  useEffect(() => {
    if (linkRefused) notice.current?.focus()
  }, [linkRefused])
  const isSubmitting = reset.isPending
  const onSubmit = form.handleSubmit(({ password }) => {
    if (token) reset.mutate({ token, password })
  })

  return (
    <section className="container page auth-page" aria-labelledby="reset-title">
      <div className="card auth-card">
        <h1 id="reset-title">{LL.account.reset.title()}</h1>
        {token && !linkRefused ? (
          <>
            <p className="auth-intro">{LL.account.reset.intro()}</p>
            <form method="post" onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
              <NewPasswordFields form={form} label={LL.account.reset.newPassword()} />
              <Button
                type="submit"
                className="auth-submit"
                busy={isSubmitting}
                busyLabel={LL.account.reset.submitting()}
              >
                {LL.account.reset.submit()}
              </Button>
            </form>
          </>
        ) : (
          <>
            <p className="notice" role="alert" ref={notice} tabIndex={-1}>
              {token ? LL.auth.resetTokenInvalid() : LL.account.reset.missingToken()}
            </p>
            <p>
              <Link to="/forget-password" className="btn btn-primary">
                {LL.account.reset.requestNew()}
              </Link>
            </p>
          </>
        )}
        <p className="auth-footer">
          <Link to="/login">{LL.account.backToLogin()}</Link>
        </p>
      </div>
    </section>
  )
}
