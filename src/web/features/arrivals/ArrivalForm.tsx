import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { ARRIVAL_COLUMNS, type ArrivalColumn, type ArrivalFieldsInput, REQUIRED_COLUMNS } from '~/lib/arrival-fields'
import { ApiError } from '../../api/client'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { DateField } from '../../components/DateField'
import { Field } from '../../components/Field'
import { MrzField } from '../../components/MrzField'
import { toast } from '../../components/toast'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { ARRIVALS_KEY, arrivalsQueryOptions } from './api'
import { duplicatesOf } from './arrival-groups'

type Values = Record<ArrivalColumn, string>
const empty = Object.fromEntries(ARRIVAL_COLUMNS.map((c) => [c, ''])) as Values

/** One guest typed by hand, or read from a passport's or ID card's machine-readable zone (`withMrz`). */
export function ArrivalForm({ withMrz }: { withMrz: boolean }) {
  const { LL } = useI18n()
  const a = LL.arrivals
  const { client } = useAppContext()
  const queryClient = useQueryClient()
  const [values, setValues] = useState<Values>(empty)
  const [source, setSource] = useState<'form' | 'mrz'>('form')
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null)
  const form = useRef<HTMLFormElement>(null)
  // A refused entry: focus goes to the field the server named (issue 32 item 5).
  useEffect(() => {
    if (fieldError) form.current?.querySelector<HTMLElement>(`[name="${fieldError.field}"]`)?.focus()
  }, [fieldError])
  const add = useMutation({
    mutationFn: (body: ArrivalFieldsInput & { source: 'form' | 'mrz' }) => unwrap(client.api.arrivals.post(body)),
    onSuccess: ({ arrival }) => {
      // The same guest with the same dates already listed (issue 32 item 6): said, and the list offers to keep one.
      const listed = queryClient.getQueryData(arrivalsQueryOptions(client).queryKey)?.arrivals ?? []
      if (duplicatesOf([...listed.filter((x) => x.id !== arrival.id), arrival]).has(arrival.id))
        toast.info(a.duplicates.added())
      else
        toast.success(
          arrival.group === 'none' ? a.added() : arrival.group === 'withheld' ? a.addedWithheld() : a.addedFlagged(),
        )
      setValues(empty)
      setSource('form')
      void queryClient.invalidateQueries({ queryKey: ARRIVALS_KEY })
    },
    onError: (error) => {
      const message = errorText(LL, error, a.errors.failed())
      if (error instanceof ApiError && error.field) setFieldError({ field: error.field, message })
      else toast.error(message)
    },
  })
  const set = (field: ArrivalColumn, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    if (fieldError?.field === field) setFieldError(null)
  }
  const input = (field: ArrivalColumn, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      name={field}
      label={a.fields[field]()}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      required={REQUIRED_COLUMNS.includes(field)}
      error={fieldError?.field === field ? fieldError.message : undefined}
      autoComplete="off"
      maxLength={field === 'email' ? 254 : 80}
      {...extra}
    />
  )
  // The one date input (ADR 295): typed 31.12.2026, sent as YYYY-MM-DD (a text that is no day is sent as typed and
  // refused by the server at its field).
  const date = (field: 'birth_date' | 'check_in' | 'check_out') => (
    <DateField
      name={field}
      label={a.fields[field]()}
      required={REQUIRED_COLUMNS.includes(field)}
      birth={field === 'birth_date'}
      value={values[field]}
      onValue={(value) => set(field, value)}
      error={fieldError?.field === field ? fieldError.message : undefined}
    />
  )
  return (
    <form
      ref={form}
      className="arrival-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setFieldError(null)
        add.mutate({ ...values, source })
      }}
    >
      {withMrz && (
        <MrzField
          onRead={(guest) => {
            setValues((v) => ({
              ...v,
              first_name: guest.first_name,
              last_name: guest.last_name,
              birth_date: guest.birth_date,
              document_number: guest.document_number,
              // An unknown code leaves what was typed (ADR 235).
              nationality: guest.nationality || v.nationality,
            }))
            setSource('mrz')
          }}
        />
      )}
      <div className="field-pair">
        {input('first_name')}
        {input('last_name')}
      </div>
      <div className="field-pair">
        {date('birth_date')}
        {input('nationality')}
      </div>
      <div className="field-pair">
        {input('document_number', { maxLength: 40 })}
        {input('reservation_ref', { maxLength: 64 })}
      </div>
      <div className="field-pair">
        {input('email', { type: 'email', inputMode: 'email' })}
        {input('phone', { type: 'tel', inputMode: 'tel', maxLength: 30 })}
      </div>
      <div className="field-pair">
        {date('check_in')}
        {date('check_out')}
      </div>
      <div className="button-row">
        <Button type="submit" busy={add.isPending} busyLabel={a.adding()}>
          {a.add()}
        </Button>
      </div>
    </form>
  )
}
