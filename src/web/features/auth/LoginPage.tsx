import { valibotResolver } from '@hookform/resolvers/valibot'
import { useMutation } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { translateKey } from '~/lib/translate-key'
import type { SignedInAnswer } from '~/modules/auth/model'
import { accountApi } from '../../api/account'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { PasswordField } from '../../components/PasswordField'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { useFinishSignIn } from './finish-sign-in'
import { type LoginValues, loginSchema } from './forms'
import { useAppContext } from './useSession'

// The second step of a sign-in with a second factor, and a passkey alone (issue 21): loaded when they are used.
const SecondFactorStep = lazy(() => import('../mfa/SecondFactorStep').then((m) => ({ default: m.SecondFactorStep })))
const PasskeySignIn = lazy(() => import('../mfa/PasskeySignIn').then((m) => ({ default: m.PasskeySignIn })))

// A pending hotel uploads its representative's ID right here (loaded only then, ADR 110).
const RepresentativeIdUpload = lazy(() =>
  import('../verification/RepresentativeIdUpload').then((m) => ({ default: m.RepresentativeIdUpload })),
)

/**
 * Spec screen 1: welcome text, e-mail and password, a link to registration. A failure shows 'Login Failed' on the form,
 * once (no toast besides, issue 24, item 27); a pending account gets its message once, on the page.
 * After signing in, the member returns to the page of the `redirect` search value (same site only) or goes home.
 */
export function LoginPage() {
  const { LL } = useI18n()
  const { client } = useAppContext()
  const search = useSearch({ strict: false }) as { redirect?: string; reason?: 'ended' }
  const failureRef = useRef<HTMLDivElement>(null)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: valibotResolver(loginSchema), defaultValues: { email: '', password: '' } })

  const [challenge, setChallenge] = useState<{ ticket: string; methods: ('totp' | 'passkey' | 'recovery')[] } | null>(
    null,
  )
  const signedIn = useFinishSignIn(search.redirect)
  const login = useMutation({
    mutationFn: (values: LoginValues) => accountApi(client).login(values),
    onSuccess: async (result) => {
      if ('mfa' in result) setChallenge(result.mfa)
      else await signedIn(result as SignedInAnswer)
    },
  })
  const failureText = (error: unknown) => errorText(LL, error, LL.account.unexpected())
  const answer = login.data && !('mfa' in login.data) ? login.data : null
  const pendingMessage =
    answer && (!answer.token || answer.user.status !== 'approved') ? answer.massage || LL.account.login.pending() : null
  useEffect(() => {
    if (login.isError) failureRef.current?.focus()
  }, [login.isError])
  const onSubmit = handleSubmit((values) => login.mutate(values))

  if (challenge)
    return (
      <section className="container page auth-page" aria-labelledby="login-title">
        <div className="card auth-card">
          <Suspense fallback={null}>
            <SecondFactorStep
              ticket={challenge.ticket}
              methods={challenge.methods}
              onSignedIn={signedIn}
              onRestart={() => {
                setChallenge(null)
                login.reset()
              }}
            />
          </Suspense>
        </div>
      </section>
    )

  // A pending hotel with a pass uploads its representative's ID in a card of its own, beside the sign-in card on a
  // wide screen and above it on a phone (issue 24, item 8): the message and the upload come first.
  const uploadPass = pendingMessage ? answer?.documentPass : undefined
  return (
    <section className="container page auth-page" aria-labelledby="login-title">
      {uploadPass && (
        <div className="card auth-card auth-card-pending">
          <p className="notice" role="status">
            {pendingMessage}
          </p>
          <Suspense fallback={null}>
            <RepresentativeIdUpload pass={uploadPass} />
          </Suspense>
        </div>
      )}
      <div className="card auth-card">
        <h1 id="login-title">{LL.account.login.welcome()}</h1>
        <p className="auth-intro">{LL.account.login.intro()}</p>
        {search.reason === 'ended' && !login.data && (
          <p className="notice" role="status" data-testid="session-ended">
            {LL.account.login.sessionEnded()}
          </p>
        )}
        {pendingMessage && !uploadPass && (
          <p className="notice" role="status">
            {pendingMessage}
          </p>
        )}
        {login.isError && (
          <div ref={failureRef} tabIndex={-1} className="form-failure" role="alert" aria-labelledby="login-failed">
            <h2 id="login-failed">{LL.account.login.failed()}</h2>
            <p>{failureText(login.error)}</p>
          </div>
        )}
        <form method="post" onSubmit={onSubmit} noValidate aria-busy={login.isPending || undefined}>
          <Field
            label={LL.account.email()}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={translateKey(LL, errors.email?.message) || undefined}
            {...register('email')}
          />
          <PasswordField
            label={LL.account.password()}
            autoComplete="current-password"
            required
            error={translateKey(LL, errors.password?.message) || undefined}
            {...register('password')}
          />
          <p className="auth-aside">
            <Link to="/forget-password">{LL.account.login.forgot()}</Link>
          </p>
          <Button
            type="submit"
            className="auth-submit"
            busy={login.isPending}
            busyLabel={LL.account.login.submitting()}
          >
            {LL.account.login.submit()}
          </Button>
        </form>
        <Suspense fallback={null}>
          <PasskeySignIn onSignedIn={signedIn} />
        </Suspense>
        <p className="auth-footer">
          {LL.account.login.noAccount()} <Link to="/register">{LL.account.login.register()}</Link>
        </p>
      </div>
    </section>
  )
}
