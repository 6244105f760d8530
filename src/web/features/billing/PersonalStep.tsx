import { lazy, Suspense } from 'react'
import { Field } from '../../components/Field'
import { PasswordField } from '../../components/PasswordField'
import type { UseFormReturn } from '../../components/use-form'
import { useI18n } from '../../i18n/useI18n'
import type { RegistrationForm } from './registration-form'

// The meter and its word lists load when the password is typed (JavaScript budget of /register, ADR 110).
const PasswordStrength = lazy(() =>
  import('../../components/PasswordStrength').then((m) => ({ default: m.PasswordStrength })),
)

export type StepProps = {
  form: UseFormReturn<RegistrationForm>
  errorText: (key: keyof RegistrationForm) => string | undefined
  /** The input id of a field, so the error summary can link to it. */
  fieldId: (key: keyof RegistrationForm) => string
}

export function PersonalStep({
  form,
  errorText,
  fieldId,
  showPasswordAgain,
}: StepProps & { showPasswordAgain: boolean }) {
  const { LL } = useI18n()
  const { register } = form
  const t = LL.billing.register
  return (
    <div className="wizard-fieldset">
      <p className="field-hint">{t.personalIntro()}</p>
      <div className="field-grid">
        <Field
          label={t.firstName()}
          autoComplete="given-name"
          required
          error={errorText('f_name')}
          id={fieldId('f_name')}
          {...register('f_name')}
        />
        <Field
          label={t.lastName()}
          autoComplete="family-name"
          required
          error={errorText('l_name')}
          id={fieldId('l_name')}
          {...register('l_name')}
        />
        <Field
          label={t.email()}
          type="email"
          autoComplete="email"
          required
          error={errorText('email')}
          id={fieldId('email')}
          {...register('email')}
        />
        <Field
          label={t.phone()}
          type="tel"
          autoComplete="tel"
          required
          error={errorText('phone')}
          id={fieldId('phone')}
          {...register('phone')}
        />
        <div className="field-with-meter">
          <PasswordField
            label={t.password()}
            autoComplete="new-password"
            required
            hint={showPasswordAgain ? t.passwordAgain() : t.passwordHint()}
            error={errorText('password')}
            id={fieldId('password')}
            {...register('password')}
          />
          <Suspense fallback={null}>
            <PasswordStrength
              password={form.watch('password') ?? ''}
              related={[form.watch('email'), form.watch('f_name'), form.watch('l_name')]}
            />
          </Suspense>
        </div>
      </div>
    </div>
  )
}
