import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId, useState } from 'react'
import { Button } from '../../components/Button'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'

/** A labelled multi-line input, wired like Field. */
export function TextArea({
  label,
  hint,
  error,
  required,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; hint?: ReactNode; error?: string }) {
  const id = useId()
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div className={['field', error && 'field-invalid'].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field-label">
        {label}
        {required && (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <textarea
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        rows={4}
        {...rest}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** A select's value as one of the typed options it offers, or '' (the "all" option). */
export const optionOf = <T extends string>(options: readonly T[], value: string): T | '' =>
  options.find((option) => option === value) ?? ''

/** A labelled native select. */
export function Select({
  label,
  options,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; options: { value: string; label: string }[] }) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Loading and failure of a query, said in words; children render once data is there. */
export function QueryState({
  isPending,
  error,
  refetch,
  children,
}: {
  isPending: boolean
  error: Error | null
  refetch: () => unknown
  children: ReactNode
}) {
  const { LL } = useI18n()
  if (isPending)
    return (
      <p role="status" className="admin-muted">
        {LL.admin.common.loading()}
      </p>
    )
  if (error)
    return (
      <div className="notice notice-error" role="alert">
        <p>{errorText(LL, error, LL.admin.common.loadFailed())}</p>
        <Button variant="secondary" size="sm" onClick={() => refetch()}>
          {LL.admin.common.retry()}
        </Button>
      </div>
    )
  return <>{children}</>
}

/**
 * Pages read by key (ADR 130): the cursor of each page opened so far, so Previous goes back without the server
 * counting anything. `reset` starts again at the first page (a new search).
 */
export function useKeyPages() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined])
  return {
    after: cursors.at(-1),
    page: cursors.length,
    forward: (next: string) => setCursors((c) => [...c, next]),
    back: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    reset: () => setCursors([undefined]),
  }
}

/** Previous / Next under a list read by key; the page number, no total (counting would cost a scan). */
export function KeyPager({
  label,
  pages,
  next,
  busy,
}: {
  label: string
  pages: ReturnType<typeof useKeyPages>
  next: string | null | undefined
  busy?: boolean
}) {
  const { LL } = useI18n()
  if (pages.page === 1 && !next) return null
  return (
    <nav className="button-row admin-pager" aria-label={label}>
      {/* aria-disabled, not disabled: the focused button keeps the focus from page to page (keyboard users). */}
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={pages.page <= 1 || busy}
        onClick={() => pages.page > 1 && !busy && pages.back()}
      >
        {LL.admin.common.previous()}
      </Button>
      <span aria-live="polite">{LL.admin.common.page({ page: pages.page })}</span>
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={!next || busy}
        onClick={() => next && !busy && pages.forward(next)}
      >
        {LL.admin.common.next()}
      </Button>
    </nav>
  )
}

/**
 * A table that fits its box (issue 24, item 9): long values break inside their cells, and in a narrow box (a phone)
 * each row becomes a card with every cell under its column's name (`data-label` on the cells). Anything still too
 * wide scrolls inside the box, never the page.
 */
export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
    <section className="admin-table-wrap" tabIndex={0} aria-label={caption}>
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </section>
  )
}
