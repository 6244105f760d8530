import { useId, useState } from 'react'
import { Button } from '../../components/Button'
import { CountrySelect } from '../../components/CountrySelect'
import { DateField, useDateWords } from '../../components/DateField'
import { Field } from '../../components/Field'
import { MrzField } from '../../components/MrzField'
import { useI18n } from '../../i18n/useI18n'
import { hasMinimumInput, isoBirthDate, type SearchField, type SearchParams, toSearchParams } from './searchModel'

type SearchFormProps = { initial: SearchParams; busy: boolean; onSearch: (params: SearchParams) => void }

/**
 * Personal and address inputs (spec screen 5). Submitting without the minimum input explains it; nothing is sent. The
 * birth date is the one date input of every form (issue 32 item 14): typed 12.03.1980, sent as YYYY-MM-DD.
 */
export function SearchForm({ initial, busy, onSearch }: SearchFormProps) {
  const { LL } = useI18n()
  const dateWords = useDateWords()
  const s = LL.search
  const [values, setValues] = useState<SearchParams>(() =>
    initial.birth_date ? { ...initial, birth_date: isoBirthDate(initial.birth_date) || initial.birth_date } : initial,
  )
  const [tooLittle, setTooLittle] = useState(false)
  const [birthWrong, setBirthWrong] = useState(false)
  const errorId = useId()
  const nationalityLabel = useId()
  const countryLabel = useId()
  const set = (field: SearchField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setTooLittle(false)
    if (field === 'birth_date') setBirthWrong(false)
  }
  const text = (field: SearchField, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      name={field}
      label={label}
      value={values[field] ?? ''}
      onChange={(e) => set(field)(e.target.value)}
      maxLength={200}
      autoComplete="off"
      {...extra}
    />
  )
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const params = toSearchParams(values)
    // A birth date that is no day is said at its field (DateField); nothing is searched.
    if (params.birth_date && !isoBirthDate(params.birth_date)) {
      setBirthWrong(true)
      ;(event.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>('[name="birth_date"]')?.focus()
      return
    }
    if (!hasMinimumInput(params)) {
      setTooLittle(true)
      document.getElementById(errorId)?.focus()
      return
    }
    onSearch(params)
  }
  return (
    <form className="search-form" onSubmit={submit} noValidate aria-describedby={`${errorId}-hint`}>
      <p id={`${errorId}-hint`} className="search-minimum">
        {s.minimumHint()}
      </p>
      <div className="search-columns">
        <fieldset className="card search-card">
          <legend className="profile-legend">{s.personal()}</legend>
          <MrzField
            onRead={(guest) => {
              setValues((v) => ({
                ...v,
                first_name: guest.first_name,
                last_name: guest.last_name,
                birth_date: guest.birth_date,
                document_type: guest.document_type,
                document_number: guest.document_number,
                nationality: guest.nationality || v.nationality,
              }))
              setTooLittle(false)
            }}
          />
          <div className="field-pair">
            {text('first_name', s.firstName(), { autoComplete: 'off' })}
            {text('last_name', s.lastName())}
          </div>
          <div className="field-pair">
            <DateField
              name="birth_date"
              label={s.birthDate()}
              birth
              value={values.birth_date ?? ''}
              onValue={set('birth_date')}
              error={birthWrong ? dateWords.invalid : undefined}
            />
            <div className="field">
              <span id={nationalityLabel} className="field-label">
                {s.nationality()}
              </span>
              <CountrySelect
                aria-labelledby={nationalityLabel}
                value={values.nationality ?? ''}
                onChange={set('nationality')}
                name="nationality"
              />
            </div>
          </div>
          <div className="field-pair">
            {text('phone', s.phone(), { type: 'tel', inputMode: 'tel' })}
            {text('email', s.email(), { type: 'email', inputMode: 'email' })}
          </div>
          <div className="field-pair">
            <div className="field">
              <label className="field-label" htmlFor={`${errorId}-doctype`}>
                {s.documentType()}
              </label>
              <div className="field-control">
                <select
                  id={`${errorId}-doctype`}
                  name="document_type"
                  value={values.document_type ?? ''}
                  onChange={(e) => set('document_type')(e.target.value)}
                >
                  <option value="">{s.documentTypes.any()}</option>
                  <option value="passport">{s.documentTypes.passport()}</option>
                  <option value="id_card">{s.documentTypes.id_card()}</option>
                  <option value="driving_license">{s.documentTypes.driving_license()}</option>
                </select>
              </div>
            </div>
            {text('document_number', s.documentNumber())}
          </div>
        </fieldset>
        <fieldset className="card search-card">
          <legend className="profile-legend">{s.address()}</legend>
          {text('street_name', s.streetName())}
          <div className="field-pair">
            {text('building_no', s.buildingNo())}
            {text('apartment_no', s.apartmentNo())}
          </div>
          <div className="field-pair">
            {text('zip_code', s.zipCode())}
            {text('city', s.city())}
          </div>
          <div className="field">
            <span id={countryLabel} className="field-label">
              {s.country()}
            </span>
            <CountrySelect
              aria-labelledby={countryLabel}
              value={values.country ?? ''}
              onChange={set('country')}
              name="country"
            />
          </div>
        </fieldset>
      </div>
      <p id={errorId} className="field-error search-error" role="alert" tabIndex={-1}>
        {tooLittle ? s.errors.minimumInput() : ''}
      </p>
      <div className="search-actions">
        <Button type="submit" busy={busy} busyLabel={s.searching()}>
          {s.submit()}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setValues({})
            setTooLittle(false)
          }}
        >
          {s.clear()}
        </Button>
      </div>
    </form>
  )
}
