import { useMutation } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { phoneRequiredFor } from '~/lib/fields'
import { translateKey } from '~/lib/translate-key'
import { accountApi, CURRENT_USER_KEY, type CurrentUser } from '../../api/account'
import { ApiError } from '../../api/client'
import { Button } from '../../components/Button'
import { addressCountryOptions, CountrySelect } from '../../components/CountrySelect'
import { ErrorSummary, type SummaryError } from '../../components/ErrorSummary'
import { Field } from '../../components/Field'
import { schemaResolver } from '../../components/schema-resolver'
import { toast } from '../../components/toast'
import { type FieldErrors, type UseFormReturn, useForm } from '../../components/use-form'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import {
  formFieldOf,
  type ProfileOutput,
  type ProfileValues,
  profileSchemaFor,
  toProfileUpdate,
  withoutFieldPrefix,
} from './profileModel'
import { toProfileValues } from './profileValues'

type ProfileFormProps = { id: string; user: CurrentUser; editing: boolean; onDone: () => void }

/** The fields in reading order, for the error summary; each input's id is `profile-<field>`. */
const FIELD_ORDER = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'password',
  'currentPassword',
  'companyName',
  'streetName',
  'buildingNo',
  'apartmentNo',
  'zipCode',
  'city',
  'country',
] as const satisfies ReadonlyArray<keyof ProfileValues>
const fieldId = (field: string) => `profile-${field}`

/** The two columns of the profile; read-only until Edit info, then the rules and messages of spec section 5. */
export function ProfileForm({ id, user, editing, onDone }: ProfileFormProps) {
  const { LL, locale } = useI18n()
  const { client, queryClient } = useAppContext()
  const p = LL.profile
  const defaults = useMemo(() => toProfileValues(user), [user])
  const resolver = useMemo(() => schemaResolver(profileSchemaFor(user)), [user])
  const phoneRequired = phoneRequiredFor({ role: user.role, teamRole: user.team_role })
  const form = useForm<ProfileValues, ProfileOutput>({
    resolver,
    defaultValues: defaults,
    // The error summary takes the focus and links to the fields (issue 14, item 6).
    shouldFocusError: false,
  })
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form
  const country = form.field('country')

  const [summary, setSummary] = useState<SummaryError[]>([])
  /** One announcement for the form's errors: a focused summary that links to each field (issue 14, item 6). */
  const showSummary = (fieldErrors: FieldErrors<ProfileValues>) =>
    setSummary(
      FIELD_ORDER.filter((name) => fieldErrors[name]).map((name) => ({
        field: name,
        label: p[name](),
        message: translateKey(LL, fieldErrors[name]?.message) || LL.validation.required(),
      })),
    )

  // Cancel (and a finished save) restores the saved values.
  useEffect(() => {
    if (!editing) reset(defaults)
  }, [editing, defaults, reset])

  // The profile and report forms offer Switzerland, Germany, France, Italy, Other (spec screen 14).
  const addressOptions = useMemo(() => addressCountryOptions(locale, LL.countrySelect.other()), [locale, LL])

  // Busy and error state come from the mutation (one pattern for every form, issue 8).
  const save = useMutation({
    mutationFn: (values: ProfileOutput) =>
      accountApi(client).updateProfile(user._id, toProfileUpdate(values, { hotel: !hotelLocked })),
    onSuccess: (updated) => {
      queryClient.setQueryData(CURRENT_USER_KEY, updated)
      toast.success(p.updated())
      onDone()
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        if (error.status === 401) return toast.error(p.notAuthenticated())
        const message = errorText(LL, error, p.updateFailed())
        const formField = formFieldOf(error.field)
        if (formField) setError(formField, { message: withoutFieldPrefix(message, error.field) }, { shouldFocus: true })
        return toast.error(message)
      }
      toast.error(p.updateFailed())
    },
  })
  const isSubmitting = save.isPending
  const onSubmit = handleSubmit(
    (values) => {
      setSummary([])
      save.mutate(values)
    },
    (fieldErrors) => showSummary(fieldErrors),
  )

  const err = (name: keyof ProfileValues) => translateKey(LL, errors[name]?.message) || undefined
  const common = (name: keyof ProfileValues) => ({
    ...register(name),
    id: fieldId(name),
    readOnly: !editing,
    placeholder: editing ? undefined : '—',
    error: err(name),
  })
  // The hotel's details are the owner's to change (ADR 200): staff see them read-only, and the server refuses them.
  const hotelLocked = user.team_role === 'staff'
  const editingHotel = editing && !hotelLocked
  const hotel = (name: keyof ProfileValues) => ({ ...common(name), readOnly: !editingHotel })
  const countryValue = defaults.country
  const countryLabel = addressOptions.find((o) => o.value === countryValue)?.label ?? countryValue

  return (
    <form
      method="post"
      id={id}
      className={editing ? 'profile-form is-editing' : 'profile-form'}
      onSubmit={onSubmit}
      noValidate
      aria-busy={isSubmitting || undefined}
    >
      {editing && summary.length > 0 && <ErrorSummary errors={summary} fieldId={fieldId} headingLevel={2} />}
      <div className="profile-columns">
        <fieldset className="card profile-card">
          <legend className="profile-legend">{p.basicInfo()}</legend>
          <Field label={p.firstName()} autoComplete="given-name" required={editing} {...common('firstName')} />
          <Field label={p.lastName()} autoComplete="family-name" required={editing} {...common('lastName')} />
          <Field
            label={p.phone()}
            type="tel"
            autoComplete="tel"
            required={editing && phoneRequired}
            {...common('phone')}
          />
          <Field label={p.email()} type="email" autoComplete="email" required={editing} {...common('email')} />
          {editing && (
            <PasswordOnFocusField
              id={fieldId('password')}
              label={p.password()}
              hint={p.passwordHint()}
              error={err('password')}
              register={register('password')}
            />
          )}
          {editing && (
            <Field
              id={fieldId('currentPassword')}
              label={p.currentPassword()}
              hint={p.currentPasswordHint()}
              type="password"
              autoComplete="current-password"
              error={err('currentPassword')}
              {...register('currentPassword')}
            />
          )}
        </fieldset>
        <fieldset className="card profile-card">
          <legend className="profile-legend">{p.companyInfo()}</legend>
          {editing && hotelLocked && (
            <p className="field-hint" data-testid="hotel-owner-only">
              {LL.handOver.hotelOwnerOnly()}
            </p>
          )}
          <Field
            label={p.companyName()}
            autoComplete="organization"
            required={editingHotel}
            {...hotel('companyName')}
          />
          <Field label={p.streetName()} autoComplete="address-line1" required={editingHotel} {...hotel('streetName')} />
          <div className="field-pair">
            <Field
              label={p.buildingNo()}
              required={editingHotel}
              hint={editingHotel ? p.hintLettersNumbers() : undefined}
              {...hotel('buildingNo')}
            />
            <Field
              label={
                <>
                  {p.apartmentNo()} {editingHotel && <span className="field-optional">{p.optional()}</span>}
                </>
              }
              hint={editingHotel ? p.hintLettersNumbers() : undefined}
              {...hotel('apartmentNo')}
            />
          </div>
          <div className="field-pair">
            <Field label={p.zipCode()} autoComplete="postal-code" required={editingHotel} {...hotel('zipCode')} />
            <Field label={p.city()} autoComplete="address-level2" required={editingHotel} {...hotel('city')} />
          </div>
          {editingHotel ? (
            <div className={errors.country ? 'field field-invalid' : 'field'}>
              <label htmlFor={fieldId('country')} id={`${fieldId('country')}-label`} className="field-label">
                {p.country()}
                <span className="field-required" aria-hidden="true">
                  {' '}
                  *
                </span>
              </label>
              <CountrySelect
                id={fieldId('country')}
                aria-labelledby={`${fieldId('country')}-label`}
                aria-describedby={errors.country ? `${fieldId('country')}-error` : undefined}
                required
                invalid={Boolean(errors.country)}
                options={addressOptions}
                value={country.value}
                onChange={(value) => country.onChange(value as ProfileValues['country'])}
                onBlur={country.onBlur}
              />
              {errors.country && (
                <p id={`${fieldId('country')}-error`} className="field-error">
                  {err('country')}
                </p>
              )}
            </div>
          ) : (
            <Field id={fieldId('country')} label={p.country()} readOnly value={countryLabel} />
          )}
        </fieldset>
      </div>
      {editing && (
        <div className="button-row profile-actions">
          {/* One Cancel: the Edit info / Cancel toggle in the header (issue 14, item 13). */}
          <Button type="submit" busy={isSubmitting} busyLabel={p.saving()}>
            {p.save()}
          </Button>
        </div>
      )}
    </form>
  )
}

/** Spec section 5: the password is a text field that shows its content while focused (blank by default). */
function PasswordOnFocusField({
  id,
  label,
  hint,
  error,
  register,
}: {
  id: string
  label: string
  hint: string
  error?: string
  register: ReturnType<UseFormReturn<ProfileValues>['register']>
}) {
  const [focused, setFocused] = useState(false)
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      type={focused ? 'text' : 'password'}
      autoComplete="new-password"
      {...register}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false)
        register.onBlur()
      }}
    />
  )
}
