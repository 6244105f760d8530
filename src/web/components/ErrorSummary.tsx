import { useEffect, useRef } from 'react'
import { useI18n } from '../i18n/useI18n'

export type SummaryError = { field: string; label: string; message: string }

/**
 * One announcement for a form's errors (issue 14, item 6): a box that takes focus each time it is given errors and
 * lists each error as a link to its field, instead of one alert per field. `fieldId` maps a field name to its id.
 */
export function ErrorSummary({
  errors,
  fieldId,
  headingLevel = 3,
}: {
  errors: SummaryError[]
  fieldId: (field: string) => string
  /** The summary's heading sits one level below the heading above it. */
  headingLevel?: 2 | 3
}) {
  const Heading = `h${headingLevel}` as const
  const { LL } = useI18n()
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (errors.length) box.current?.focus()
  }, [errors])
  if (errors.length === 0) return null
  return (
    <div ref={box} className="error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <Heading id="error-summary-title">{LL.journey.errorSummary({ count: errors.length })}</Heading>
      <ul>
        {errors.map((e) => (
          <li key={e.field}>
            <a
              href={`#${fieldId(e.field)}`}
              onClick={(event) => {
                event.preventDefault()
                const input = document.getElementById(fieldId(e.field))
                input?.focus()
                input?.scrollIntoView({ block: 'center' })
              }}
            >
              {e.label}: {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
