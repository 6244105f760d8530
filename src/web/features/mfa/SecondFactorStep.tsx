import { useMutation } from '@tanstack/react-query'
import { useEffect } from 'react'
import * as v from 'valibot'
import { text } from '~/lib/fields'
import { translateKey } from '~/lib/translate-key'
import type { SignedInAnswer } from '~/modules/auth/model'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { FormFailure } from '../../components/FormFailure'
import { schemaResolver } from '../../components/schema-resolver'
import { useForm } from '../../components/use-form'
import { useAppContext } from '../../context'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { signInWithPasskey } from './passkey'

// The code's rule is the API's (secondFactorBody): required, trimmed, at most 64 characters.
const codeSchema = v.object({ code: text(64) })

type Props = {
  ticket: string
  methods: ('totp' | 'passkey' | 'recovery')[]
  /** The step's title: the page's h1 on the sign-in page (`titleId` names it), a h3 in the idle dialog. */
  level: 1 | 3
  titleId?: string
  onSignedIn: (answer: SignedInAnswer) => void
  onRestart: () => void
}

/**
 * The second step of a sign-in (issue 21), the one step of SignIn on the sign-in page and in the idle dialog: an
 * authenticator or recovery code (required, checked before any request), or a passkey. The code field takes the focus
 * when the step opens; a refusal is said once, on the step, and focused.
 */
export function SecondFactorStep({ ticket, methods, level, titleId, onSignedIn, onRestart }: Props) {
  const { LL } = useI18n()
  const { client } = useAppContext()
  const form = useForm({ resolver: schemaResolver(codeSchema), defaultValues: { code: '' } })
  const withCode = useMutation({
    mutationFn: ({ code }: { code: string }) => unwrap(client.api.user.login['second-factor'].post({ ticket, code })),
    onSuccess: onSignedIn,
  })
  const withPasskey = useMutation({ mutationFn: () => signInWithPasskey(client, ticket), onSuccess: onSignedIn })
  const error = withCode.error ?? withPasskey.error
  const notAllowed = error instanceof Error && error.name === 'NotAllowedError'
  const failure = error ? errorText(LL, error, notAllowed ? LL.mfa.passkeyFailed() : LL.account.unexpected()) : null
  const codes = methods.includes('totp') || methods.includes('recovery')
  const { setFocus } = form
  useEffect(() => {
    if (codes) setFocus('code')
  }, [codes, setFocus])
  const Title = `h${level}` as const
  return (
    <div className="second-factor">
      <Title id={titleId}>{LL.mfa.signIn.title()}</Title>
      <FormFailure title={LL.mfa.signIn.failed()} text={failure} level={level === 1 ? 2 : 4} />
      {codes && (
        <form
          method="post"
          onSubmit={form.handleSubmit((values) => withCode.mutate(values))}
          noValidate
          aria-busy={withCode.isPending || undefined}
        >
          <p className="auth-intro">{LL.mfa.signIn.intro()}</p>
          <Field
            label={LL.mfa.signIn.codeLabel()}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            required
            error={translateKey(LL, form.formState.errors.code?.message) || undefined}
            {...form.register('code')}
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
