import { useId, useState } from 'react'
import { zurichDay } from '~/lib/dates'
import type { MrzGuest } from '~/lib/mrz'
import { now } from '../clock'
import { useI18n } from '../i18n/useI18n'
import { Button } from './Button'

/**
 * The machine-readable zone of a passport or ID card (issue 22), typed or sent by a document reader that types like
 * a keyboard; "Fill in" checks every check digit and hands the guest to the form (the arrival form, the guest
 * search). The parser loads with the first use.
 */
export function MrzField({ onRead }: { onRead: (guest: MrzGuest) => void }) {
  const { LL } = useI18n()
  const m = LL.arrivals.mrz
  const id = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const [filled, setFilled] = useState(false)
  const read = async () => {
    const { readMrz } = await import('~/lib/mrz')
    const reading = readMrz(text, zurichDay(now()))
    setFilled(reading.ok)
    if (reading.ok) {
      setError('')
      onRead(reading.guest)
      return
    }
    setError(reading.error === 'format' ? m.errors.format() : m.errors.checkDigit({ field: m.fields[reading.field]() }))
  }
  return (
    <div className={['field', 'mrz-field', error && 'field-invalid'].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={id}>
        {m.label()}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {m.hint()}
      </p>
      <div className="field-control">
        <textarea
          id={id}
          className="mrz-input"
          rows={3}
          spellCheck={false}
          autoCapitalize="characters"
          autoComplete="off"
          value={text}
          maxLength={200}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            setText(e.target.value)
            setError('')
            setFilled(false)
          }}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      {filled && (
        <p className="mrz-filled" role="status">
          {m.filled()}
        </p>
      )}
      <Button type="button" variant="secondary" size="sm" onClick={read} disabled={text.trim() === ''}>
        {m.read()}
      </Button>
    </div>
  )
}
