import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { SignedInAnswer } from '~/modules/auth/model'
import { accountApi } from '../../api/account'
import { ApiError } from '../../api/client'
import { teamApi } from '../../api/team'
import { Button, ButtonLink } from '../../components/Button'
import { Field } from '../../components/Field'
import { toast } from '../../components/toast'
import { errorText } from '../../i18n/errorText'
import { rememberLocale } from '../../i18n/store'
import { useI18n } from '../../i18n/useI18n'
import { useFinishSignIn } from '../auth/finish-sign-in'
import { NewPasswordFields, useNewPasswordForm } from '../auth/NewPasswordFields'
import { useAppContext } from '../auth/useSession'

/**
 * The page an invitation e-mail's link opens (issue 21, ADR 200), in the invitee's language (`?lang=`): who invites
 * whom, the sign-in address, a password and its confirmation; then the account exists and the person is signed in
 * (issue 32 item 12: to the home page, or to /security first when the hotel requires a second factor). A
 * used, withdrawn or expired link says so. Focus moves to the heading of each new state.
 */
export function JoinPage({ token }: { token?: string }) {
  const { LL, locale } = useI18n()
  const t = LL.team.join
  const { client } = useAppContext()
  const invitation = useQuery({
    queryKey: ['team', 'invitation', token],
    queryFn: () => teamApi(client).invitation(token ?? ''),
    enabled: Boolean(token),
    retry: false,
  })
  const form = useNewPasswordForm()
  const finishSignIn = useFinishSignIn()
  const accept = useMutation({
    mutationFn: async (password: string) => {
      const accepted = await teamApi(client).accept({ token: token ?? '', password })
      // The sign-in page and the app keep the invitation's language.
      rememberLocale(locale)
      // Accepting signs the person in with the password just chosen (issue 32 item 12); when that fails (a rate
      // limit), the page says the account exists and links to the sign-in page, as before.
      const signedIn = await accountApi(client)
        .login({ email: accepted.email, password })
        .catch(() => null)
      return { ...accepted, signedIn }
    },
    // In at once: the hotel's home, or /security first when the hotel requires a second factor.
    onSuccess: async ({ signedIn }) => {
      if (signedIn && !('mfa' in signedIn)) await finishSignIn(signedIn as SignedInAnswer)
    },
    onError: (error) => toast.error(errorText(LL, error, LL.account.reset.failure())),
  })
  const invalid =
    !token ||
    (invitation.isError && invitation.error instanceof ApiError && invitation.error.status === 400) ||
    (accept.isError && accept.error instanceof ApiError && accept.error.field === 'token')
  const state = invalid ? 'invalid' : accept.isSuccess ? 'done' : invitation.data ? 'form' : 'pending'
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (state === 'done' || state === 'invalid') heading.current?.focus()
  }, [state])
  const data = invitation.data
  const title = {
    pending: t.title(),
    form: data ? t.heading({ hotel: data.hotel }) : t.title(),
    done: t.doneHeading(),
    invalid: t.invalidHeading(),
  }[state]

  return (
    <section className="container page auth-page" aria-labelledby="join-title">
      <div className="card auth-card" data-state={state} aria-busy={state === 'pending' || undefined}>
        <h1 id="join-title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {state === 'pending' && (
          <p className="auth-intro">
            <span className="spinner" aria-hidden="true" /> {t.loading()}
          </p>
        )}
        {state === 'invalid' && (
          <p className="notice" role="alert">
            {LL.team.errors.invitationInvalid()}
          </p>
        )}
        {state === 'done' && (
          <div role="status">
            <p className="notice notice-success">{t.doneBody({ email: accept.data?.email ?? '' })}</p>
            <p>
              <ButtonLink to="/login">{t.toLogin()}</ButtonLink>
            </p>
          </div>
        )}
        {state === 'form' && data && (
          <>
            <p className="auth-intro">{t.intro({ name: `${data.f_name} ${data.l_name}`, hotel: data.hotel })}</p>
            <form
              method="post"
              noValidate
              aria-busy={accept.isPending || undefined}
              onSubmit={form.handleSubmit(({ password }) => accept.mutate(password))}
            >
              <Field label={t.email()} value={data.email} readOnly autoComplete="username" name="email" />
              <NewPasswordFields form={form} label={t.password()} hint={t.passwordHint()} />
              <p className="field-hint join-terms">{t.terms()}</p>
              <Button type="submit" className="auth-submit" busy={accept.isPending} busyLabel={t.submit()}>
                {t.submit()}
              </Button>
            </form>
          </>
        )}
      </div>
    </section>
  )
}
