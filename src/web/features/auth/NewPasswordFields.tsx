import * as v from 'valibot'
import { MSG, password } from '~/lib/fields'
import { translateKey } from '~/lib/translate-key'
import { PasswordField } from '../../components/PasswordField'
import { schemaResolver } from '../../components/schema-resolver'
import { type UseFormReturn, useForm } from '../../components/use-form'
import { useI18n } from '../../i18n/useI18n'

/** New password and its confirmation: both required, minimum 6, and equal (checked before any request). */
const resetPasswordSchema = v.pipe(
  v.object({
    password,
    confirm: v.pipe(v.string(MSG.required), v.nonEmpty(MSG.required)),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirm']], (input) => input.password === input.confirm, MSG.passwordsMismatch),
    ['confirm'],
  ),
)
type ResetPasswordValues = v.InferInput<typeof resetPasswordSchema>

/** A form that sets a new password: the password and its confirmation, checked (length, equal) before any request. */
export function useNewPasswordForm(): UseFormReturn<ResetPasswordValues> {
  return useForm({
    resolver: schemaResolver(resetPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  })
}

/** The new password and its confirmation, with their translated errors (password reset, joining a team). */
export function NewPasswordFields({
  form,
  label,
  hint,
}: {
  form: UseFormReturn<ResetPasswordValues>
  label: string
  hint?: string
}) {
  const { LL } = useI18n()
  const {
    register,
    formState: { errors },
  } = form
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        required
        hint={hint}
        error={translateKey(LL, errors.password?.message) || undefined}
        {...register('password')}
      />
      <PasswordField
        label={LL.account.reset.confirmPassword()}
        autoComplete="new-password"
        required
        error={translateKey(LL, errors.confirm?.message) || undefined}
        {...register('confirm')}
      />
    </>
  )
}
