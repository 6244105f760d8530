import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { translateKey } from '~/lib/translate-key'
import type { SignedInAnswer } from '~/modules/auth/model'
import { ApiError } from '../../api/client'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { useAppContext } from '../../context'
import { useI18n } from '../../i18n/useI18n'
import { signInWithPasskey } from './passkey'

type Props = {
  ticket: string
  methods: ('totp' | 'passkey' | 'recovery')[]
  onSignedIn: (answer: SignedInAnswer) => void
  onRestart: () => void
}

/** The second step of a sign-in (issue 21): an authenticator or recovery code, or a passkey. */
export function SecondFactorStep({ ticket, methods, onSignedIn, onRestart }: Props) {
  const { LL } = useI18n()
  const { client } = useAppContext()
  const [code, setCode] = useState('')
  const failureRef = useRef<HTMLDivElement>(null)
  const withCode = useMutation({
    mutationFn: () => unwrap(client.api.user.login['second-factor'].post({ ticket, code })),
    onSuccess: onSignedIn,
  })
  const withPasskey = useMutation({ mutationFn: () => signInWithPasskey(client, ticket), onSuccess: onSignedIn })
  const error = withCode.error ?? withPasskey.error
  const failure = error
    ? error instanceof ApiError
      ? translateKey(LL, error.message)
      : error instanceof Error && error.name === 'NotAllowedError'
        ? LL.mfa.passkeyFailed()
        : LL.account.unexpected()
    : null
  useEffect(() => {
    if (failure) failureRef.current?.focus()
  }, [failure])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim()) withCode.mutate()
  }
  const codes = methods.includes('totp') || methods.includes('recovery')
  return (
    <div className="second-factor">
      <h1 id="login-title">{LL.mfa.signIn.title()}</h1>
      {failure && (
        <div ref={failureRef} tabIndex={-1} className="form-failure" role="alert" aria-labelledby="mfa-failed">
          <h2 id="mfa-failed">{LL.mfa.signIn.failed()}</h2>
          <p>{failure}</p>
        </div>
      )}
      {codes && (
        <form method="post" onSubmit={submit} noValidate aria-busy={withCode.isPending || undefined}>
          <p className="auth-intro">{LL.mfa.signIn.intro()}</p>
          <Field
            label={LL.mfa.signIn.codeLabel()}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button
            type="submit"
            className="auth-submit"
            busy={withCode.isPending}
            busyLabel={LL.mfa.signIn.submitting()}
          >
            {LL.mfa.signIn.submit()}
          </Button>
        </form>
      )}
      {methods.includes('passkey') && (
        <Button
          type="button"
          variant={codes ? 'secondary' : undefined}
          className="auth-submit"
          busy={withPasskey.isPending}
          onClick={() => withPasskey.mutate()}
        >
          {LL.mfa.signIn.passkeyButton()}
        </Button>
      )}
      <p className="auth-footer">
        <button type="button" className="link-button" onClick={onRestart}>
          {LL.mfa.signIn.back()}
        </button>
      </p>
    </div>
  )
}
