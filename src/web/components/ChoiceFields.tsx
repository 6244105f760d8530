import { forwardRef, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react'

type Wrapped = {
  label: ReactNode
  error?: string
  hint?: ReactNode
  required?: boolean
  id?: string
  className?: string
}

/** The label, hint and error around a control, as Field lays them out. */
function FieldFrame({
  label,
  error,
  hint,
  required,
  inputId,
  className,
  children,
}: Omit<Wrapped, 'id'> & { inputId: string; children: ReactNode }) {
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
      {children}
      {hint && (
        <p id={`${inputId}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined

/** A labelled native <select>. */
export const SelectField = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & Wrapped>(
  function SelectField({ label, error, hint, required, id, className, children, ...select }, ref) {
    const autoId = useId()
    const inputId = id ?? autoId
    return (
      <FieldFrame {...{ label, error, hint, required, className, inputId }}>
        <select
          ref={ref}
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          {...select}
        >
          {children}
        </select>
      </FieldFrame>
    )
  },
)

/** A labelled <textarea>. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & Wrapped>(
  function TextAreaField({ label, error, hint, required, id, className, ...textarea }, ref) {
    const autoId = useId()
    const inputId = id ?? autoId
    return (
      <FieldFrame {...{ label, error, hint, required, className, inputId }}>
        <textarea
          ref={ref}
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          {...textarea}
        />
      </FieldFrame>
    )
  },
)
