import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { translateKey } from '~/lib/translate-key'
import { accountApi } from '../../api/account'
import { ApiError } from '../../api/client'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { schemaResolver } from '../../components/schema-resolver'
import { toast } from '../../components/toast'
import { useForm } from '../../components/use-form'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { emailField, type ForgotPasswordValues, forgotPasswordSchema } from './forms'
import { useAppContext } from './useSession'

/** Spec screen 3: e-mail, a 'Send reset link' button reading 'Sending...' while busy, and a way back to login. */
export function ForgotPasswordPage() {
  const { LL } = useI18n()
  const { client } = useAppContext()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: schemaResolver(forgotPasswordSchema), defaultValues: { email: '' } })

  // Busy and error state come from the mutation (one pattern for every form, issue 8).
  const forgot = useMutation({
    mutationFn: (values: ForgotPasswordValues) => accountApi(client).forgotPassword(values),
    // Success is said once, on the page (issue 14, item 8): a toast would repeat the notice and vanish.
    // Spec section 8: the server's message on an HTTP error; an answer without one (a server failure, a proxy's
    // error page) 'Something went wrong while sending reset link.'; no answer at all 'Something went wrong !'.
    onError: (error) =>
      toast.error(
        errorText(LL, error, error instanceof ApiError ? LL.account.forgot.sendFailed() : LL.account.forgot.failure()),
      ),
  })
  const sent = forgot.isSuccess
  const isSubmitting = forgot.isPending
  const onSubmit = handleSubmit((values) => forgot.mutate(values))

  return (
    <section className="container page auth-page" aria-labelledby="forgot-title">
      <div className="card auth-card">
        <h1 id="forgot-title">{LL.account.forgot.title()}</h1>
        <p className="auth-intro">{LL.account.forgot.intro()}</p>
        {sent && (
          <p className="notice notice-success" role="status">
            {LL.account.forgot.success()}
          </p>
        )}
        <form method="post" onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
          <Field
            {...emailField(LL.account.email())}
            error={translateKey(LL, errors.email?.message) || undefined}
            {...register('email')}
          />
          <Button type="submit" className="auth-submit" busy={isSubmitting} busyLabel={LL.account.forgot.sending()}>
            {LL.account.forgot.submit()}
          </Button>
        </form>
        <p className="auth-footer">
          <Link to="/login">{LL.account.backToLogin()}</Link>
        </p>
      </div>
    </section>
  )
}
