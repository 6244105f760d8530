import { lazy, Suspense, useMemo, useState } from 'react'
import { DOCUMENT_TYPES, REPORT_CATEGORIES, REPORT_MSG } from '~/lib/report-constants'
import { translateKey } from '~/lib/translate-key'
import { ApiError } from '../../api/client'
import { Button } from '../../components/Button'
import { SelectField, TextAreaField } from '../../components/ChoiceFields'
import { CountryField } from '../../components/CountryField'
import { addressCountryOptions } from '../../components/CountrySelect'
import { DateField, useDateWords } from '../../components/DateField'
import { Field } from '../../components/Field'
import { lazyResolver } from '../../components/lazy-resolver'
import { toast } from '../../components/toast'
import { useForm } from '../../components/use-form'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import type { AttachmentInfo } from './api'
import { EvidenceFiles, type PickedFile } from './EvidenceFiles'
import {
  emptyReportValues,
  guestValues,
  isReportField,
  type ReportFieldName,
  type ReportFormOutput,
  type ReportFormValues,
  withoutFieldPrefix,
} from './reportModel'

// Only New report looks up earlier guests, and only once three letters are typed: its code loads on demand.
const GuestLookup = lazy(() => import('./GuestLookup').then((m) => ({ default: m.GuestLookup })))
const OtherHotelsCount = lazy(() => import('./GuestLookup').then((m) => ({ default: m.OtherHotelsCount })))

// The rules load at the form's first focus, or at the first check if that comes sooner (ADR 147).
const resolver = lazyResolver(() => import('./report-schema').then((m) => m.reportResolver))

type ReportSubmit = {
  /** As typed (the API wants the CHF amount as typed); the rules have passed. */
  values: ReportFormValues
  changed: ReportFieldName[]
  files: PickedFile[]
  removed: string[]
  onProgress: (progress: Record<string, number>) => void
}

type ReportFormProps = {
  mode: 'new' | 'edit'
  defaultValues?: ReportFormValues
  existing?: AttachmentInfo[]
  /** Sends the report; throws ApiError on a refusal. Answers once the server has accepted it. */
  onSubmit: (submit: ReportSubmit) => Promise<void>
  /** Handled by the caller (a stale version on edit): return true to skip the generic error handling. */
  onError?: (error: unknown) => boolean
  secondaryAction?: React.ReactNode
}

/** The guest / report form of spec section 3, shared by New report (screen 6) and Edit report (screen 7). */
export function ReportForm({
  mode,
  defaultValues = emptyReportValues,
  existing = [],
  onSubmit,
  onError,
  secondaryAction,
}: ReportFormProps) {
  const { LL, locale } = useI18n()
  const dateWords = useDateWords()
  const t = LL.reports
  const form = useForm<ReportFormValues, ReportFormOutput>({ resolver, defaultValues })
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, dirtyFields },
  } = form
  const [picked, setPicked] = useState<PickedFile[]>([])
  const [removed, setRemoved] = useState<string[]>([])
  const [progress, setProgress] = useState<Record<string, number> | undefined>()
  const [filesError, setFilesError] = useState<string | undefined>()
  const addressOptions = useMemo(() => addressCountryOptions(locale, LL.countrySelect.other()), [locale, LL])
  const keptFiles = existing.filter((a) => !removed.includes(a.id)).length + picked.length

  const send = handleSubmit(
    async () => {
      const values = form.getValues()
      if (keptFiles === 0) {
        setFilesError(t.files.required())
        toast.error(t.fixErrors())
        return
      }
      setFilesError(undefined)
      setProgress(Object.fromEntries(picked.map((p) => [p.key, 0])))
      try {
        const changed = dirtyFields.filter((name): name is ReportFieldName => name !== 'declaration')
        await onSubmit({ values, changed, files: picked, removed, onProgress: setProgress })
      } catch (error) {
        setProgress(undefined)
        if (onError?.(error)) return
        if (error instanceof ApiError) {
          if (error.status === 401) return
          const message = errorText(LL, error, t.sendFailed())
          const field = error.field?.split('.')[0]
          if (field === 'attachments' || field === 'remove_attachments') setFilesError(message)
          else if (isReportField(field))
            setError(field, { message: withoutFieldPrefix(message, error.field) }, { shouldFocus: true })
          toast.error(message)
          return
        }
        toast.error(t.sendFailed())
      }
    },
    () => {
      if (keptFiles === 0) setFilesError(t.files.required())
      toast.error(t.fixErrors())
    },
  )

  // The message's limit (MESSAGE_MAX_LENGTH, 5000) is in the counter's words.
  const values = form.getValues()
  const messageLength = values.message.length
  const err = (name: ReportFieldName) => translateKey(LL, errors[name]?.message) || undefined
  const field = (name: ReportFieldName) => ({ ...register(name), error: err(name), disabled: isSubmitting })
  const dateField = (name: 'birth_date' | 'check_in' | 'check_out') => {
    const { value, onChange, onBlur, ref } = form.field(name)
    return { value, onValue: onChange, onBlur, ref }
  }
  const country = (name: 'nationality' | 'country') => {
    const { value, onChange, onBlur } = form.field(name)
    return { value: value ?? '', onChange, onBlur }
  }
  // The one date input (ADR 295): the form holds YYYY-MM-DD; a text that is no day is said in the date input's words.
  const date = (name: 'birth_date' | 'check_in' | 'check_out', label: string) => (
    <DateField
      {...dateField(name)}
      name={name}
      label={label}
      required
      birth={name === 'birth_date'}
      disabled={isSubmitting}
      error={errors[name]?.message === REPORT_MSG.date ? dateWords.invalid : err(name)}
    />
  )
  const optional = <span className="field-optional">{t.optional()}</span>
  const labelOpt = (text: string) => (
    <>
      {text} {optional}
    </>
  )

  return (
    <form
      className="report-form"
      onSubmit={send}
      onFocus={resolver.preload}
      noValidate
      aria-busy={isSubmitting || undefined}
    >
      <fieldset className="card report-card">
        <legend className="report-legend">{t.guestSection()}</legend>
        <div className="field-pair">
          <Field label={t.firstName()} required autoComplete="off" {...field('first_name')} />
          <div className="field-pair-stack">
            <Field label={t.lastName()} required autoComplete="off" {...field('last_name')} />
            {mode === 'new' && (
              <Suspense fallback={null}>
                <GuestLookup
                  lastName={values.last_name}
                  onPick={(guest) => {
                    const picked = guestValues(guest)
                    for (const name of Object.keys(picked) as ReportFieldName[]) {
                      const value = picked[name]
                      if (value !== undefined) setValue(name, value)
                    }
                  }}
                />
              </Suspense>
            )}
          </div>
        </div>
        <div className="field-pair">
          {date('birth_date', t.birthDate())}
          <Field label={labelOpt(t.birthPlace())} autoComplete="off" {...field('birth_place')} />
        </div>
        {mode === 'new' && (
          <Suspense fallback={null}>
            <OtherHotelsCount values={values} />
          </Suspense>
        )}
        <CountryField
          label={t.nationality()}
          required
          error={err('nationality')}
          disabled={isSubmitting}
          {...country('nationality')}
        />
        <div className="field-pair">
          <Field label={labelOpt(t.phone())} type="tel" autoComplete="off" {...field('phone')} />
          <Field label={labelOpt(t.email())} type="email" autoComplete="off" {...field('email')} />
        </div>
      </fieldset>

      <fieldset className="card report-card">
        <legend className="report-legend">{t.addressSection()}</legend>
        <Field label={labelOpt(t.streetName())} autoComplete="off" {...field('street_name')} />
        <div className="field-pair">
          <Field label={labelOpt(t.buildingNo())} autoComplete="off" {...field('building_no')} />
          <Field label={labelOpt(t.apartmentNo())} autoComplete="off" {...field('apartment_no')} />
        </div>
        <div className="field-pair">
          <Field label={labelOpt(t.zipCode())} autoComplete="off" {...field('zip_code')} />
          <Field label={labelOpt(t.city())} autoComplete="off" {...field('city')} />
        </div>
        <CountryField
          label={labelOpt(t.country())}
          error={err('country')}
          disabled={isSubmitting}
          options={addressOptions}
          {...country('country')}
        />
      </fieldset>

      <fieldset className="card report-card">
        <legend className="report-legend">{t.documentSection()}</legend>
        <div className="field-pair">
          <SelectField
            label={labelOpt(t.documentType())}
            defaultValue={defaultValues.document_type}
            {...field('document_type')}
          >
            <option value="">{t.documentTypes.none()}</option>
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.documentTypes[type]()}
              </option>
            ))}
          </SelectField>
          <Field label={labelOpt(t.documentNumber())} autoComplete="off" {...field('document_number')} />
        </div>
      </fieldset>

      <fieldset className="card report-card">
        <legend className="report-legend">{t.staySection()}</legend>
        <div className="field-pair">
          {date('check_in', t.checkIn())}
          {date('check_out', t.checkOut())}
        </div>
        <div className="field-pair">
          <SelectField label={t.category()} required defaultValue={defaultValues.category} {...field('category')}>
            <option value="">{t.chooseCategory()}</option>
            {REPORT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t.categories[category]()}
              </option>
            ))}
          </SelectField>
          <Field
            label={labelOpt(t.amountOwed())}
            inputMode="decimal"
            autoComplete="off"
            hint={t.amountHint()}
            {...field('amount_owed')}
          />
        </div>
        <TextAreaField
          label={t.message()}
          required
          rows={6}
          hint={
            <>
              {t.messageHint()}
              <span className="field-counter">{t.messageCount({ count: messageLength })}</span>
            </>
          }
          {...field('message')}
        />
      </fieldset>

      <fieldset className="card report-card">
        <legend className="report-legend">
          {t.evidenceSection()}
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <EvidenceFiles
          picked={picked}
          onPickedChange={(files) => {
            setPicked(files)
            if (files.length) setFilesError(undefined)
          }}
          existing={existing}
          removed={removed}
          onRemovedChange={setRemoved}
          progress={progress}
          error={filesError}
          disabled={isSubmitting}
        />
      </fieldset>

      <div className={errors.declaration ? 'report-declaration field-invalid' : 'report-declaration'}>
        <label className="choice">
          <input
            type="checkbox"
            {...register('declaration')}
            disabled={isSubmitting}
            aria-invalid={errors.declaration ? true : undefined}
            aria-describedby={errors.declaration ? 'report-declaration-error' : undefined}
          />
          <span>
            {t.declaration()}
            <span className="field-required" aria-hidden="true">
              {' '}
              *
            </span>
          </span>
        </label>
        {errors.declaration && (
          <p id="report-declaration-error" className="field-error" role="alert">
            {err('declaration')}
          </p>
        )}
      </div>

      <div className="button-row report-actions">
        <Button type="submit" size="lg" busy={isSubmitting} busyLabel={mode === 'new' ? t.sending() : t.updating()}>
          {mode === 'new' ? t.send() : t.update()}
        </Button>
        {secondaryAction}
      </div>
    </form>
  )
}
