import { ADDRESS_COUNTRY_NAMES } from '~/lib/address-countries'
import type { Locale } from '~/lib/constants'
import type { CurrentUser } from '../../api/account'
import { Field } from '../../components/Field'
import { useI18n } from '../../i18n/useI18n'
import type { ProfileValues } from './profileModel'
import { toProfileValues } from './profileValues'

/** The address country as the form's read-only field names it: in the language, "Other" translated. */
function addressCountryLabel(value: string, locale: Locale, other: string): string {
  if (value === 'Other') return other
  return ADDRESS_COUNTRY_NAMES[value as keyof typeof ADDRESS_COUNTRY_NAMES]?.[locale] ?? value
}

/**
 * The profile's two columns, read-only: the same markup as `ProfileForm` outside edit mode, without the form hook,
 * the field rules or the country list, which load with Edit info (ADR 143).
 */
export function ProfileView({ id, user }: { id: string; user: CurrentUser }) {
  const { LL, locale } = useI18n()
  const p = LL.profile
  const values = toProfileValues(user)
  const shown = (name: keyof ProfileValues) => ({
    name,
    id: `profile-${name}`,
    readOnly: true,
    placeholder: '—',
    defaultValue: values[name],
  })
  return (
    <form method="post" id={id} className="profile-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="profile-columns">
        <fieldset className="card profile-card">
          <legend className="profile-legend">{p.basicInfo()}</legend>
          <Field label={p.firstName()} autoComplete="given-name" {...shown('firstName')} />
          <Field label={p.lastName()} autoComplete="family-name" {...shown('lastName')} />
          <Field label={p.phone()} type="tel" autoComplete="tel" {...shown('phone')} />
          <Field label={p.email()} type="email" autoComplete="email" {...shown('email')} />
        </fieldset>
        <fieldset className="card profile-card">
          <legend className="profile-legend">{p.companyInfo()}</legend>
          <Field label={p.companyName()} autoComplete="organization" {...shown('companyName')} />
          <Field label={p.streetName()} autoComplete="address-line1" {...shown('streetName')} />
          <div className="field-pair">
            <Field label={p.buildingNo()} {...shown('buildingNo')} />
            <Field label={<>{p.apartmentNo()} </>} {...shown('apartmentNo')} />
          </div>
          <div className="field-pair">
            <Field label={p.zipCode()} autoComplete="postal-code" {...shown('zipCode')} />
            <Field label={p.city()} autoComplete="address-level2" {...shown('city')} />
          </div>
          <Field
            id="profile-country"
            label={p.country()}
            readOnly
            value={addressCountryLabel(values.country, locale, LL.countrySelect.other())}
          />
        </fieldset>
      </div>
    </form>
  )
}
