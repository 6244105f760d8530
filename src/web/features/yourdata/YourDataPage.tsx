import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import * as v from 'valibot'
import { translateKey } from '~/lib/translate-key'
import { YOUR_DATA_DETAILS_MAX, YOUR_DATA_KINDS, type YourDataKind, yourDataFields } from '~/lib/your-data-fields'
import { ApiError } from '../../api/client'
import { sendUpload } from '../../api/upload'
import { Button } from '../../components/Button'
import { SelectField, TextAreaField } from '../../components/ChoiceFields'
import { DateField } from '../../components/DateField'
import { ErrorSummary, type SummaryError } from '../../components/ErrorSummary'
import { Field } from '../../components/Field'
import { useAppContext } from '../../context'
import { useI18n } from '../../i18n/useI18n'
import { FilePicker } from './FilePicker'

const MB = 1024 * 1024
/** The name endings the server accepts for a photo or scan (its content must match, which only the server checks). */
const ENDINGS = /\.(png|jpe?g|jpe|jfif|pdf)$/i
const FILES_PER_PURPOSE = 2
type Values = { name: string; birth_date: string; email: string; reference: string; kind: string; details: string }
const EMPTY: Values = { name: '', birth_date: '', email: '', reference: '', kind: '', details: '' }
type FieldName = keyof Values | 'paid' | 'id_document' | 'proof_of_payment'

/**
 * The public page /your-data (issue 34, section 2; ADR 280): anyone asks to see, correct, dispute or delete what may be
 * held about them, with an ID copy; a guest who paid asks for deletion with a proof of payment. The answer is the same
 * whoever asks: a request counts once the e-mailed link is opened.
 */
export function YourDataPage() {
  const { LL } = useI18n()
  const t = LL.yourData
  const { config } = useAppContext()
  const id = useId()
  const fieldId = (field: string) => `${id}-${field}`
  const [values, setValues] = useState<Values>(EMPTY)
  const [paid, setPaid] = useState(false)
  const [idFiles, setIdFiles] = useState<File[]>([])
  const [proofFiles, setProofFiles] = useState<File[]>([])
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [percent, setPercent] = useState<number | null>(null)
  const labels: Record<FieldName, string> = {
    name: t.name(),
    birth_date: t.birthDate(),
    email: t.email(),
    reference: t.reference(),
    kind: t.kind(),
    details: t.details(),
    paid: t.paid(),
    id_document: t.idDocument(),
    proof_of_payment: t.proof(),
  }
  const send = useMutation({
    mutationFn: (body: FormData) => {
      setPercent(0)
      return sendUpload('POST /data-requests', body, {
        onProgress: ({ loaded, total }) => setPercent(Math.round((loaded / total) * 100)),
      })
    },
    onError: (failure: Error) => {
      const field =
        failure instanceof ApiError && failure.field && failure.field in labels ? failure.field : 'id_document'
      const message =
        failure instanceof ApiError && failure.message ? translateKey(LL, failure.message) : LL.account.unexpected()
      setErrors({ [field]: message })
    },
    onSettled: () => setPercent(null),
  })
  const deletion = values.kind === 'deletion'
  const needsWords = values.kind === 'correction' || values.kind === 'objection'

  const fileErrors = (files: File[], missing: string) => {
    if (!files.length) return missing
    const extra = files[FILES_PER_PURPOSE]
    if (extra) return t.errors.tooManyFiles({ name: extra.name })
    const wrong = files.find((f) => !ENDINGS.test(f.name))
    if (wrong) return t.errors.fileType({ name: wrong.name })
    const large = files.find((f) => f.size > config.idDocumentMaxMb * MB)
    if (large) return t.errors.fileTooLarge({ name: large.name, mb: config.idDocumentMaxMb })
    return undefined
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const raw = { ...values, paid: paid && deletion ? '1' : '' }
    const found: Partial<Record<FieldName, string>> = {}
    const parsed = v.safeParse(yourDataFields, raw, { abortPipeEarly: true })
    if (!parsed.success)
      for (const issue of parsed.issues) {
        const field = issue.path?.map((p) => String(p.key)).join('.') as FieldName | undefined
        if (field && !found[field]) found[field] = translateKey(LL, issue.message)
      }
    const idError = fileErrors(idFiles, t.errors.idDocument())
    if (idError) found.id_document = idError
    if (paid && deletion) {
      const proofError = fileErrors(proofFiles, t.errors.proof())
      if (proofError) found.proof_of_payment = proofError
    }
    setErrors(found)
    if (Object.keys(found).length) return
    const body = new FormData()
    for (const [key, value] of Object.entries(raw)) body.append(key, value)
    for (const file of idFiles) body.append('id_document', file, file.name)
    if (paid && deletion) for (const file of proofFiles) body.append('proof_of_payment', file, file.name)
    send.mutate(body)
  }
  const summary: SummaryError[] = (Object.entries(errors) as [FieldName, string][]).map(([field, message]) => ({
    field,
    label: labels[field],
    message,
  }))
  // A field's error goes once it is changed; the summary lists what is still wrong at the next sending.
  const forget = (field: FieldName) =>
    setErrors((current) => {
      if (!(field in current)) return current
      const { [field]: _, ...rest } = current
      return rest
    })
  const change = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    forget(field)
  }

  if (send.isSuccess)
    return (
      <section className="container page your-data" aria-labelledby={`${id}-sent`}>
        <div className="card your-data-card">
          <h1 id={`${id}-sent`}>{t.sentTitle()}</h1>
          <p className="notice notice-success" role="status">
            {send.data.message}
          </p>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setValues(EMPTY)
              setIdFiles([])
              setProofFiles([])
              setPaid(false)
              send.reset()
            }}
          >
            {t.another()}
          </Button>
        </div>
      </section>
    )

  return (
    <section className="container page your-data" aria-labelledby={`${id}-title`}>
      <div className="card your-data-card">
        <h1 id={`${id}-title`}>{t.title()}</h1>
        <p>{t.intro()}</p>
        <h2>{t.howTitle()}</h2>
        <ol className="your-data-steps">
          <li>{t.how1()}</li>
          <li>{t.how2()}</li>
          <li>{t.how3()}</li>
          <li>{t.how4()}</li>
        </ol>
        <p>
          <Link to="/privacy-policy">{t.privacyLink()}</Link>
        </p>
        <h2 id={`${id}-form`}>{t.formTitle()}</h2>
        <p className="field-hint">{t.required()}</p>
        <ErrorSummary errors={summary} fieldId={fieldId} />
        <form onSubmit={submit} noValidate aria-labelledby={`${id}-form`} aria-busy={send.isPending || undefined}>
          <Field
            id={fieldId('name')}
            name="name"
            label={t.name()}
            hint={t.nameHint()}
            autoComplete="name"
            required
            value={values.name}
            onChange={change('name')}
            error={errors.name}
          />
          <DateField
            id={fieldId('birth_date')}
            name="birth_date"
            label={t.birthDate()}
            birth
            required
            value={values.birth_date}
            onValue={(day) => {
              setValues((current) => ({ ...current, birth_date: day }))
              forget('birth_date')
            }}
            error={errors.birth_date}
          />
          <Field
            id={fieldId('email')}
            name="email"
            type="email"
            label={t.email()}
            hint={t.emailHint()}
            autoComplete="email"
            inputMode="email"
            required
            value={values.email}
            onChange={change('email')}
            error={errors.email}
          />
          <Field
            id={fieldId('reference')}
            name="reference"
            label={t.reference()}
            hint={t.referenceHint()}
            autoCapitalize="characters"
            spellCheck={false}
            value={values.reference}
            onChange={change('reference')}
            error={errors.reference}
          />
          <SelectField
            id={fieldId('kind')}
            name="kind"
            label={t.kind()}
            required
            value={values.kind}
            onChange={change('kind')}
            error={errors.kind}
          >
            <option value="" disabled>
              —
            </option>
            {YOUR_DATA_KINDS.map((kind: YourDataKind) => (
              <option key={kind} value={kind}>
                {t.kinds[kind]()}
              </option>
            ))}
          </SelectField>
          {deletion && (
            <div className={errors.paid ? 'field field-invalid' : 'field'}>
              <label className="checkbox-label" htmlFor={fieldId('paid')}>
                <input
                  id={fieldId('paid')}
                  type="checkbox"
                  checked={paid}
                  aria-describedby={`${fieldId('paid')}-hint`}
                  onChange={(event) => setPaid(event.target.checked)}
                />{' '}
                {t.paid()}
              </label>
              <p id={`${fieldId('paid')}-hint`} className="field-hint">
                {t.paidHint()}
              </p>
            </div>
          )}
          {deletion && paid && (
            <FilePicker
              id={fieldId('proof_of_payment')}
              label={t.proof()}
              hint={t.proofHint({ mb: config.idDocumentMaxMb })}
              files={proofFiles}
              onFiles={(files) => {
                setProofFiles(files)
                forget('proof_of_payment')
              }}
              error={errors.proof_of_payment}
              disabled={send.isPending}
            />
          )}
          <TextAreaField
            id={fieldId('details')}
            name="details"
            label={needsWords ? t.detailsRequired() : t.details()}
            hint={t.detailsHint()}
            required={needsWords}
            rows={5}
            maxLength={YOUR_DATA_DETAILS_MAX}
            value={values.details}
            onChange={change('details')}
            error={errors.details}
          />
          <FilePicker
            id={fieldId('id_document')}
            label={t.idDocument()}
            hint={t.idDocumentHint({ mb: config.idDocumentMaxMb })}
            files={idFiles}
            onFiles={(files) => {
              setIdFiles(files)
              forget('id_document')
            }}
            error={errors.id_document}
            disabled={send.isPending}
          />
          {percent !== null && (
            <div className="id-upload-progress">
              <progress max={100} value={percent} aria-labelledby={`${id}-progress`} />
              <span id={`${id}-progress`} aria-live="polite">
                {t.sending({ percent })}
              </span>
            </div>
          )}
          <Button type="submit" busy={send.isPending} busyLabel={t.sending({ percent: percent ?? 0 })}>
            {t.submit()}
          </Button>
        </form>
      </div>
    </section>
  )
}
