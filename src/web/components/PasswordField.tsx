import { forwardRef, type InputHTMLAttributes, type ReactNode, useState } from 'react'
import { useI18n } from '../i18n/useI18n'
import { Field } from './Field'

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode
  error?: string
  hint?: ReactNode
}

/** A password input with a show/hide toggle (a pressed/unpressed button with a translated name). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  const { LL } = useI18n()
  const [visible, setVisible] = useState(false)
  return (
    <Field
      ref={ref}
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="field-toggle"
          aria-pressed={visible}
          aria-label={visible ? LL.account.hidePassword() : LL.account.showPassword()}
          onClick={() => setVisible((v) => !v)}
        >
          <span aria-hidden="true" className={visible ? 'eye eye-off' : 'eye'} />
        </button>
      }
    />
  )
})
