import { useMutation } from '@tanstack/react-query'
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { SignedInAnswer } from '~/modules/auth/model'
import { accountApi } from '../../api/account'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { Modal } from '../../components/Modal'
import { PasswordField } from '../../components/PasswordField'
import { useAppContext } from '../../context'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'

const SecondFactorStep = lazy(() => import('../mfa/SecondFactorStep').then((m) => ({ default: m.SecondFactorStep })))
// The sign-in page's passkey button, here too (issue 32 item 15): a passkey alone signs in again, whoever it belongs to.
const PasskeySignIn = lazy(() => import('../mfa/PasskeySignIn').then((m) => ({ default: m.PasskeySignIn })))

type Props = {
  /** Who was signed in: the e-mail is offered again. */
  email: string
  /** A complete sign-in (second factor included) of an approved account. */
  onSignedIn: (answer: SignedInAnswer) => void
  /** Gives up: the ordinary sign-out to the sign-in page. */
  onLeave: () => void
}

/**
 * After the idle sign-out (issue 24, item 1) this dialog covers the page: the session has ended on the server, the
 * page and what was typed stay in memory behind it. Signing in here may take a second step (ADRs 205, 206), or a
 * passkey alone, as on the sign-in page. A failure is said once, in the dialog (no toast).
 */
export function SignInAgain({ email: previousEmail, onSignedIn, onLeave }: Props) {
  const { LL } = useI18n()
  const { client } = useAppContext()
  const [email, setEmail] = useState(previousEmail)
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState(false)
  const [challenge, setChallenge] = useState<{ ticket: string; methods: ('totp' | 'passkey' | 'recovery')[] } | null>(
    null,
  )
  const [pending, setPending] = useState(false)
  const failureRef = useRef<HTMLDivElement>(null)
  // The e-mail is filled in: the password is what is asked (after the dialog has opened and focused its first field).
  const passwordRef = useRef<HTMLInputElement>(null)
  useEffect(() => passwordRef.current?.focus(), [])
  const done = (answer: SignedInAnswer) => {
    if (!answer.token || answer.user.status !== 'approved') return setPending(true)
    onSignedIn(answer)
  }
  const login = useMutation({
    mutationFn: () => accountApi(client).login({ email: email.trim(), password }),
    onSuccess: (answer) => {
      if ('mfa' in answer) setChallenge(answer.mfa)
      else done(answer as SignedInAnswer)
    },
  })
  useEffect(() => {
    if (login.isError || pending) failureRef.current?.focus()
  }, [login.isError, pending])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setPending(false)
    if (!email.trim() || !password) return setMissing(true)
    setMissing(false)
    login.mutate()
  }
  const idle = LL.journey.idle
  const failure = pending
    ? LL.account.login.pending()
    : login.isError
      ? errorText(LL, login.error, LL.account.unexpected())
      : null
  return (
    <Modal
      open
      dismissible={false}
      className="modal-lock"
      title={idle.lockTitle()}
      onClose={() => undefined}
      closeLabel=""
    >
      <p className="auth-intro">{idle.lockText()}</p>
      {challenge ? (
        <Suspense fallback={null}>
          <SecondFactorStep
            ticket={challenge.ticket}
            methods={challenge.methods}
            onSignedIn={done}
            onRestart={() => {
              setChallenge(null)
              setPassword('')
              login.reset()
            }}
          />
        </Suspense>
      ) : (
        <form method="post" onSubmit={submit} noValidate aria-busy={login.isPending || undefined}>
          {failure && (
            <div ref={failureRef} tabIndex={-1} className="form-failure" role="alert" aria-labelledby="lock-failed">
              <h3 id="lock-failed">{LL.account.login.failed()}</h3>
              <p>{failure}</p>
            </div>
          )}
          <Field
            label={LL.account.email()}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={missing && !email.trim() ? LL.validation.required() : undefined}
          />
          <PasswordField
            label={LL.account.password()}
            name="password"
            autoComplete="current-password"
            required
            ref={passwordRef}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={missing && !password ? LL.validation.required() : undefined}
          />
          <Button
            type="submit"
            className="auth-submit"
            busy={login.isPending}
            busyLabel={LL.account.login.submitting()}
          >
            {LL.account.login.submit()}
          </Button>
        </form>
      )}
      {!challenge && (
        <Suspense fallback={null}>
          <PasskeySignIn onSignedIn={done} />
        </Suspense>
      )}
      <p className="auth-footer">
        <button type="button" className="link-button" onClick={onLeave}>
          {idle.lockLeave()}
        </button>
      </p>
    </Modal>
  )
}
