import { useMutation } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { translateKey } from '~/lib/translate-key'
import type { SignedInAnswer } from '~/modules/auth/model'
import { accountApi } from '../../api/account'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { FormFailure } from '../../components/FormFailure'
import { PasswordField } from '../../components/PasswordField'
import { schemaResolver } from '../../components/schema-resolver'
import { useForm } from '../../components/use-form'
import { useAppContext } from '../../context'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { isSignedIn } from './finish-sign-in'
import { emailField, type LoginValues, loginSchema } from './forms'

// The second step and a passkey alone (issue 21): loaded when they are used, once for every place that signs in.
const SecondFactorStep = lazy(() => import('../mfa/SecondFactorStep').then((m) => ({ default: m.SecondFactorStep })))
const PasskeySignIn = lazy(() => import('../mfa/PasskeySignIn').then((m) => ({ default: m.PasskeySignIn })))

type Props = {
  /**
   * Where it stands. 'page': the sign-in page, whose h1 the caller gives in `header` (a failure's heading is a h2; the
   * second step's title becomes the page's h1, id `login-title`). 'dialog': the idle dialog, under its h2 title.
   */
  place: 'page' | 'dialog'
  /** The e-mail offered at first (the idle dialog: who was signed in; the password is then focused). */
  email?: string
  /** A refusal that is not the server's, said where a failed sign-in is said (an account that is not approved yet). */
  failure?: string | null
  /** Above the first step only: the page's title, its intro and notices. */
  header?: ReactNode
  /** Between the password and the button (the sign-in page's "forgot password" link). */
  aside?: ReactNode
  /** Below the first step only (the sign-in page's link to registration). */
  footer?: ReactNode
  /** A sign-in the server accepted, by password (and second factor) or by passkey: approved or not yet. */
  onAnswer: (answer: SignedInAnswer) => void
  /** A new attempt starts (the caller forgets what it said of the last one). */
  onSubmit?: () => void
}

/**
 * The one sign-in (issue 36 item 10) of the sign-in page and of the idle dialog. First e-mail and password (both
 * required, checked before any request; a refusal said once, in the form, and focused; no toast), or a passkey alone.
 * When the account has a second factor, the second step takes their place; its "back" returns to the first. An answer
 * that does not sign in (an account not approved yet) returns to the first step, where the caller says why.
 */
export function SignIn({ place, email = '', failure, header, aside, footer, onAnswer, onSubmit }: Props) {
  const { LL } = useI18n()
  const { client } = useAppContext()
  const [challenge, setChallenge] = useState<{ ticket: string; methods: ('totp' | 'passkey' | 'recovery')[] }>()
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    formState: { errors },
  } = useForm({ resolver: schemaResolver(loginSchema), defaultValues: { email, password: '' } })
  const login = useMutation({
    mutationFn: (values: LoginValues) => accountApi(client).login(values),
    onSuccess: (answer) => ('mfa' in answer ? setChallenge(answer.mfa) : onAnswer(answer)),
  })
  // The e-mail is filled in: the password is what is asked (also after the second step's "back").
  useEffect(() => {
    if (email && !challenge) setFocus('password')
  }, [email, challenge, setFocus])
  const page = place === 'page'
  // Back to the first step: the e-mail stays, the password is typed again.
  const back = () => {
    setValue('password', '')
    setChallenge(undefined)
  }

  if (challenge)
    return (
      <Suspense fallback={null}>
        <SecondFactorStep
          ticket={challenge.ticket}
          methods={challenge.methods}
          level={page ? 1 : 3}
          titleId={page ? 'login-title' : undefined}
          onSignedIn={(answer) => {
            if (!isSignedIn(answer)) back()
            onAnswer(answer)
          }}
          onRestart={back}
        />
      </Suspense>
    )
  return (
    <>
      {header}
      <form
        method="post"
        onSubmit={handleSubmit((values) => {
          onSubmit?.()
          login.mutate(values)
        })}
        noValidate
        aria-busy={login.isPending || undefined}
      >
        <FormFailure
          title={LL.account.login.failed()}
          text={failure ?? (login.isError ? errorText(LL, login.error, LL.account.unexpected()) : null)}
          level={page ? 2 : 3}
        />
        <Field
          {...emailField(LL.account.email())}
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
        {aside}
        <Button type="submit" className="auth-submit" busy={login.isPending} busyLabel={LL.account.login.submitting()}>
          {LL.account.login.submit()}
        </Button>
      </form>
      <Suspense fallback={null}>
        <PasskeySignIn onSignedIn={onAnswer} />
      </Suspense>
      {footer}
    </>
  )
}
