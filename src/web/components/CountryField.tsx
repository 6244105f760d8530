import { type ReactNode, useId } from 'react'
import { type CountryOption, CountrySelect } from './CountrySelect'

type CountryFieldProps = {
  label: ReactNode
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  options?: CountryOption[]
  /** Already translated error text. */
  error?: string
  required?: boolean
  disabled?: boolean
  name?: string
}

/** A labelled CountrySelect with its error wired for screen readers, laid out like Field. */
export function CountryField({ label, error, required, ...select }: CountryFieldProps) {
  const id = useId()
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={`${id}-input`} id={`${id}-label`} className="field-label">
        {label}
        {required && (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <CountrySelect
        id={`${id}-input`}
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        required={required}
        invalid={Boolean(error)}
        {...select}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
