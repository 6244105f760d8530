import { useMutation } from '@tanstack/react-query'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { translateKey } from '~/lib/translate-key'
import type { LoginAnswer } from '~/modules/auth/model'
import { accountApi } from '../../api/account'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { PasswordField } from '../../components/PasswordField'
import { schemaResolver } from '../../components/schema-resolver'
import { useForm } from '../../components/use-form'
import { useAppContext } from '../../context'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { type LoginValues, loginSchema } from './forms'

type Props = {
  /** The e-mail offered at first; the idle dialog offers who was signed in, and the password is focused. */
  email?: string
  /** The failure's heading: a h2 on the sign-in page, a h3 in the idle dialog (under the dialog's title). */
  heading?: 'h2' | 'h3'
  /** A refusal that is not the server's, said in the same place (the idle dialog's account that is not approved). */
  failure?: string | null
  /** What stands between the password and the button (the sign-in page's "forgot password" link). */
  children?: ReactNode
  /** The server's answer: a second factor's challenge or a complete sign-in (the caller decides what follows). */
  onAnswer: (answer: LoginAnswer) => void
  /** A new attempt starts (the caller forgets what it said of the last one). */
  onSubmit?: () => void
}

/**
 * The e-mail and password of a sign-in, one form for the sign-in page and the idle dialog (issue 36 item 10): both
 * are required (checked before any request), a refusal is said once, in the form, and focused (no toast).
 */
export function PasswordSignIn({ email = '', heading: Heading = 'h2', failure, children, onAnswer, onSubmit }: Props) {
  const { LL } = useI18n()
  const { client } = useAppContext()
  const failureId = useId()
  const failureRef = useRef<HTMLDivElement>(null)
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: schemaResolver(loginSchema), defaultValues: { email, password: '' } })
  const login = useMutation({
    mutationFn: (values: LoginValues) => accountApi(client).login(values),
    onSuccess: onAnswer,
  })
  // The e-mail is filled in: the password is what is asked (after a dialog has opened and focused its first field).
  useEffect(() => {
    if (email) setFocus('password')
  }, [email, setFocus])
  const said = failure ?? (login.isError ? errorText(LL, login.error, LL.account.unexpected()) : null)
  useEffect(() => {
    if (said) failureRef.current?.focus()
  }, [said])
  const submit = handleSubmit((values) => {
    onSubmit?.()
    login.mutate(values)
  })
  return (
    <form method="post" onSubmit={submit} noValidate aria-busy={login.isPending || undefined}>
      {said && (
        <div ref={failureRef} tabIndex={-1} className="form-failure" role="alert" aria-labelledby={failureId}>
          <Heading id={failureId}>{LL.account.login.failed()}</Heading>
          <p>{said}</p>
        </div>
      )}
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
      {children}
      <Button type="submit" className="auth-submit" busy={login.isPending} busyLabel={LL.account.login.submitting()}>
        {LL.account.login.submit()}
      </Button>
    </form>
  )
}
