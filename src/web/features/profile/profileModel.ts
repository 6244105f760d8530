// The profile form (spec sections 3 and 5): field names of the form, rules shared with the API, and the mapping to
// and from the API's field names.
import * as v from 'valibot'
import { PASSWORD_MIN_LENGTH } from '~/lib/constants'
import { addressCountry } from '~/lib/country-fields'
import * as field from '~/lib/fields'
import type { ProfileUpdate } from '../../api/account'

/** The profile's rules for this person: a hotel's owner must give a phone, staff need not (ADR 235). */
export const profileSchemaFor = (person: { role: string; team_role: string }) =>
  v.object({
    ...profileSchema.entries,
    phone: field.phoneRequiredFor({ role: person.role, teamRole: person.team_role }) ? field.phone : field.blankOrPhone,
  })

const profileSchema = v.object({
  firstName: field.firstName,
  lastName: field.lastName,
  phone: field.phone,
  email: field.email,
  companyName: field.companyName,
  streetName: field.streetName,
  buildingNo: field.buildingNo,
  apartmentNo: field.apartmentNo,
  zipCode: field.zipCode,
  city: field.city,
  country: addressCountry,
  // Write-only and blank by default: blank keeps the current password.
  password: v.pipe(
    v.string(),
    v.check((s) => s === '' || s.length >= PASSWORD_MIN_LENGTH, field.MSG.passwordMin),
    v.maxLength(128, field.MSG.tooLong),
  ),
  // Asked again before the e-mail or the password changes (the server checks it); never stored in the form's data.
  currentPassword: v.pipe(v.string(), v.maxLength(128, field.MSG.tooLong)),
})
export type ProfileValues = v.InferInput<typeof profileSchema>
export type ProfileOutput = v.InferOutput<typeof profileSchema>

/** The API's body; `hotel: false` (staff, ADR 200) leaves the hotel's details out, as only the owner may change them. */
export function toProfileUpdate(values: ProfileOutput, { hotel = true }: { hotel?: boolean } = {}): ProfileUpdate {
  return {
    f_name: values.firstName,
    l_name: values.lastName,
    phone: values.phone,
    email: values.email,
    ...(hotel
      ? {
          company_name: values.companyName,
          street_name: values.streetName,
          building_no: values.buildingNo,
          room_no: values.apartmentNo,
          zip_code: values.zipCode,
          city: values.city,
          country: values.country,
        }
      : {}),
    password: values.password,
    ...(values.currentPassword ? { current_password: values.currentPassword } : {}),
  }
}

/** The form field an API error names (`field` of a 400/409 answer), if any. */
const API_TO_FORM: Record<string, keyof ProfileValues> = {
  f_name: 'firstName',
  l_name: 'lastName',
  phone: 'phone',
  email: 'email',
  company_name: 'companyName',
  street_name: 'streetName',
  building_no: 'buildingNo',
  room_no: 'apartmentNo',
  zip_code: 'zipCode',
  city: 'city',
  country: 'country',
  password: 'password',
  current_password: 'currentPassword',
}
export const formFieldOf = (apiField: string | undefined): keyof ProfileValues | undefined =>
  apiField ? (API_TO_FORM[apiField] ?? API_TO_FORM[apiField.split('.').pop() ?? '']) : undefined

/** A validation answer reads "field: message"; the field's own error shows only the message. */
export const withoutFieldPrefix = (message: string, apiField?: string) =>
  apiField && message.startsWith(`${apiField}: `) ? message.slice(apiField.length + 2) : message
