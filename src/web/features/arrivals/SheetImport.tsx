import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import {
  ARRIVAL_COLUMNS,
  ARRIVAL_FILE_MAX_BYTES,
  ARRIVAL_FILE_MAX_ROWS,
  type ArrivalColumn,
  REQUIRED_COLUMNS,
} from '~/lib/arrival-fields'
import { dateExamples } from '~/lib/dates'
import { sendUpload, type Uploads } from '../../api/upload'
import { today } from '../../clock'
import { Button } from '../../components/Button'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { ARRIVALS_KEY, arrivalsQueryOptions } from './api'
import { duplicatesOf } from './arrival-groups'

type Preview = Uploads['POST /arrivals/sheet/preview']
type Result = Uploads['POST /arrivals/sheet/import']
type Mode = 'csv' | 'paste'
const MB = ARRIVAL_FILE_MAX_BYTES / 1024 / 1024

/**
 * A file from the booking system, or rows pasted from a spreadsheet: read on the server (encoding and separator
 * detected), then a column mapping (the hotel's last one offered again), then the import with each refused row named.
 */
export function SheetImport({ mode }: { mode: Mode }) {
  const { LL } = useI18n()
  // The hint's example days come from the clock (this year's last day), never a fixed date that goes stale.
  const dates = dateExamples(today())
  const a = LL.arrivals
  const queryClient = useQueryClient()
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  const [text, setText] = useState('')
  const [preview, setPreview] = useState<Preview | null>(null)
  const [mapping, setMapping] = useState<Record<string, string>>({})
  const [result, setResult] = useState<Result | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  // Focus follows the step (issue 32 item 5): the mapping's heading after reading, the read button after Cancel, the
  // result's heading after the import; each replaces the button that was pressed.
  const [focusTo, setFocusTo] = useState<'mapping' | 'pick' | 'result' | null>(null)
  const box = useRef<HTMLDivElement>(null)
  // A file chosen while the page was still loading (before React hydrated the picker) is in the input but was never
  // seen by onChange: taken from the input once, so the read button is not left disabled beside a chosen file.
  useEffect(() => {
    const chosen = box.current?.querySelector<HTMLInputElement>('.sheet-pick input[type=file]')?.files?.[0]
    if (chosen) setFile(chosen)
  }, [])
  useEffect(() => {
    if (!focusTo) return
    const target = {
      mapping: '.sheet-mapping h3',
      pick: '.sheet-pick input, .sheet-pick textarea',
      result: '.sheet-result h3',
    }[focusTo]
    box.current?.querySelector<HTMLElement>(target)?.focus()
    setFocusTo(null)
  }, [focusTo])
  const source = (): Blob | null =>
    mode === 'csv' ? file : text.trim() ? new Blob([text], { type: 'text/plain' }) : null
  // The file keeps its own name, so the server's refusals name it (ADR 230, 235); pasted rows say they are pasted.
  const form = (extra: Record<string, string> = {}) => {
    const body = new FormData()
    body.append('file', source() as Blob, mode === 'csv' ? (file?.name ?? 'arrivals.csv') : 'pasted.txt')
    body.append('source', mode)
    for (const [k, v] of Object.entries(extra)) body.append(k, v)
    return body
  }
  const run = async (step: () => Promise<void>) => {
    setBusy(true)
    setError('')
    try {
      await step()
    } catch (caught) {
      setError(errorText(LL, caught, a.errors.fileUnreadable()))
    } finally {
      setBusy(false)
    }
  }
  const read = () => {
    // Refused here before sending, with the server's own message and limit.
    if ((source()?.size ?? 0) > ARRIVAL_FILE_MAX_BYTES)
      return setError(
        mode === 'csv' && file
          ? a.errors.namedTooLarge({ name: file.name, mb: MB })
          : a.errors.pastedTooLarge({ mb: MB }),
      )
    return run(async () => {
      const p = await sendUpload('POST /arrivals/sheet/preview', form())
      setPreview(p)
      setMapping(p.mapping)
      setResult(null)
      setFocusTo('mapping')
    })
  }
  const importRows = () =>
    run(async () => {
      const mapped = Object.fromEntries(Object.entries(mapping).filter(([, header]) => header))
      const answer = await sendUpload('POST /arrivals/sheet/import', form({ mapping: JSON.stringify(mapped) }))
      setResult(answer)
      setPreview(null)
      setFocusTo('result')
      void queryClient.invalidateQueries({ queryKey: ARRIVALS_KEY })
    })
  const reset = () => {
    setPreview(null)
    setResult(null)
    // The picker comes back empty (a new file input): so does the choice, and focus goes to it.
    setFile(null)
    setFocusTo('pick')
  }
  const missing = REQUIRED_COLUMNS.some((c) => !mapping[c])
  return (
    <div className="sheet-import" ref={box}>
      {!preview && (
        <div className="sheet-pick">
          {mode === 'csv' ? (
            <div className="field">
              <label className="field-label" htmlFor={id}>
                {a.file.label()}
              </label>
              <p className="field-hint" id={`${id}-hint`}>
                {a.file.hint({ example: dates.day, iso: dates.iso, rows: ARRIVAL_FILE_MAX_ROWS, mb: MB })}
              </p>
              <input
                id={id}
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                aria-describedby={`${id}-hint`}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null)
                  setResult(null)
                  setError('')
                }}
              />
              <p>
                <a href="/api/arrivals/template" download>
                  {a.file.template()}
                </a>
              </p>
            </div>
          ) : (
            <div className="field">
              <label className="field-label" htmlFor={id}>
                {a.paste.label()}
              </label>
              <p className="field-hint" id={`${id}-hint`}>
                {a.paste.hint()}
              </p>
              <textarea
                id={id}
                rows={6}
                className="sheet-paste"
                aria-describedby={`${id}-hint`}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            </div>
          )}
          <Button type="button" onClick={read} busy={busy} disabled={!source()}>
            {mode === 'csv' ? a.file.read() : a.paste.read()}
          </Button>
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {preview && (
        <ColumnMapping
          preview={preview}
          mapping={mapping}
          onChange={(field, header) => setMapping((m) => ({ ...m, [field]: header }))}
        >
          <div className="button-row">
            <Button type="button" onClick={importRows} busy={busy} disabled={missing}>
              {a.mapping.import({ rows: preview.rows })}
            </Button>
            <Button type="button" variant="secondary" onClick={reset}>
              {a.mapping.cancel()}
            </Button>
          </div>
        </ColumnMapping>
      )}
      {result && <ImportResult result={result} />}
    </div>
  )
}

function ColumnMapping({
  preview,
  mapping,
  onChange,
  children,
}: {
  preview: Preview
  mapping: Record<string, string>
  onChange: (field: ArrivalColumn, header: string) => void
  children: React.ReactNode
}) {
  const { LL } = useI18n()
  const a = LL.arrivals
  const id = useId()
  return (
    <section className="sheet-mapping card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} tabIndex={-1}>
        {a.mapping.title()}
      </h3>
      <p>{a.mapping.intro({ rows: preview.rows })}</p>
      {preview.remembered && <p className="sheet-remembered">{a.mapping.remembered()}</p>}
      <div className="sheet-columns">
        {ARRIVAL_COLUMNS.map((field) => (
          <div key={field} className="field">
            <label className="field-label" htmlFor={`${id}-${field}`}>
              {a.fields[field]()}
              {REQUIRED_COLUMNS.includes(field) && <span aria-hidden="true"> *</span>}
            </label>
            <div className="field-control">
              <select
                id={`${id}-${field}`}
                value={mapping[field] ?? ''}
                required={REQUIRED_COLUMNS.includes(field)}
                onChange={(e) => onChange(field, e.target.value)}
              >
                <option value="">{a.mapping.notUsed()}</option>
                {preview.headers.map((h) => (
                  <option key={h} value={h}>
                    {h}
                  </option>
                ))}
              </select>
            </div>
          </div>
        ))}
      </div>
      <SampleRows preview={preview} mapping={mapping} />
      {children}
    </section>
  )
}

/** The file's first rows under the mapping chosen, as they will be imported (issue 32 item 3: accents checked first). */
function SampleRows({ preview, mapping }: { preview: Preview; mapping: Record<string, string> }) {
  const { LL } = useI18n()
  const a = LL.arrivals
  const id = useId()
  const fields = ARRIVAL_COLUMNS.filter((field) => mapping[field] && preview.headers.includes(mapping[field]))
  if (preview.sample.length === 0 || fields.length === 0) return null
  return (
    <section className="sheet-sample" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{a.mapping.sample()}</h4>
      <p className="field-hint">{a.mapping.sampleHint()}</p>
      <ol className="sheet-sample-rows">
        {preview.sample.map((cells, i) => (
          // The rows are the file's first ones, in order; the header is row 1.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of at most three rows
          <li key={i} className="sheet-sample-row">
            <h5>{a.result.row({ row: i + 2 })}</h5>
            <dl>
              {fields.map((field) => (
                <div key={field}>
                  <dt>{a.fields[field]()}</dt>
                  <dd>{(cells[preview.headers.indexOf(mapping[field] as string)] ?? '').trim() || '–'}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </section>
  )
}

function ImportResult({ result }: { result: Result }) {
  const { LL } = useI18n()
  const a = LL.arrivals
  const refused = result.results.filter((r) => r.status === 'refused')
  // Rows added for a guest the list already holds with the same dates (issue 32 item 6): the list offers to keep one.
  const { client } = useAppContext()
  const list = useQuery(arrivalsQueryOptions(client)).data?.arrivals ?? []
  const copies = duplicatesOf(list)
  const twice = result.results.filter((r) => r.status === 'added' && copies.has(r.id)).length
  const fieldName = (field: string) =>
    (ARRIVAL_COLUMNS as readonly string[]).includes(field) ? a.fields[field as ArrivalColumn]() : field
  return (
    <section className="sheet-result card" aria-labelledby="sheet-result-title" role="status">
      <h3 id="sheet-result-title" tabIndex={-1}>
        {a.result.title()}
      </h3>
      <p>{a.result.summary({ added: result.added, flagged: result.flagged, refused: result.refused })}</p>
      {twice > 0 && <p className="sheet-duplicates">{a.duplicates.imported({ count: twice })}</p>}
      {refused.length > 0 && (
        <>
          <h4>{a.result.refusedTitle()}</h4>
          <ul className="sheet-refused">
            {refused.map((r) =>
              r.status === 'refused' ? (
                <li key={r.row}>
                  <strong>{a.result.row({ row: r.row })}</strong> · {fieldName(r.field)}: {r.message}
                </li>
              ) : null,
            )}
          </ul>
        </>
      )}
    </section>
  )
}
