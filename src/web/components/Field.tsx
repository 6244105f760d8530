import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react'

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode
  /** Already translated error text; marks the input invalid and is announced. */
  error?: string
  hint?: ReactNode
  /** Extra control after the input (a show/hide toggle, a unit). */
  trailing?: ReactNode
}

/** A labelled input with its hint and error wired for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, trailing, id, className, required, ...input },
  ref,
) {
  const autoId = useId()
  const inputId = id ?? autoId
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  return (
    <div className={['field', error && 'field-invalid', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="field-label">
        {label}
        {required && (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className="field-control">
        <input
          ref={ref}
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        // Not an alert: a form announces its errors once, in a summary (ErrorSummary); the field is described by it.
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
})
