import * as v from 'valibot'
import { ADDRESS_COUNTRIES, isCountryName } from '~/lib/countries'
import { toCountryName } from '~/lib/country-input'
import * as f from '~/lib/fields'
import { MSG } from '~/lib/fields'
import { phoneE164 } from '~/lib/phone'

export const loginBody = v.object({
  email: f.email,
  // No length rule at sign-in: the check is against the stored hash only.
  password: v.pipe(v.string(MSG.required), v.nonEmpty(MSG.required), v.maxLength(128, MSG.tooLong)),
})
export type LoginBody = v.InferOutput<typeof loginBody>

export const emailBody = v.object({ email: f.email })

/** Closing the account (ADR 105): the member confirms with the current password. */
export const closeAccountBody = v.object({
  current_password: v.pipe(
    v.string('lifecycle.closing.passwordRequired'),
    v.nonEmpty('lifecycle.closing.passwordRequired'),
    v.maxLength(128, MSG.tooLong),
  ),
})

export const confirmEmailQuery = v.object({
  token: v.pipe(v.string(MSG.required), v.trim(), v.nonEmpty(MSG.required), v.maxLength(200, MSG.tooLong)),
})
export const confirmEmailBody = confirmEmailQuery

export const resetPasswordBody = v.object({
  token: v.pipe(v.string(MSG.required), v.trim(), v.nonEmpty(MSG.required), v.maxLength(200, MSG.tooLong)),
  password: f.password,
})

/** Country of the profile: one of the form's choices (Switzerland, Germany, France, Italy, Other) or the full list. */
const profileCountry = v.pipe(
  v.string(MSG.required),
  v.trim(),
  v.nonEmpty(MSG.required),
  // "DE", "Germany" or "United States" from an API client becomes the list's name (ADR 197).
  v.transform(toCountryName),
  v.check((s) => (ADDRESS_COUNTRIES as readonly string[]).includes(s) || isCountryName(s), MSG.country),
)

/**
 * Profile update (spec section 3 plus phone and email). Every field is optional so API clients may send only what
 * changes; a field that is sent follows the form's rule. A blank password leaves the password unchanged.
 */
export const profileUpdateBody = v.object({
  f_name: v.optional(f.firstName),
  l_name: v.optional(f.lastName),
  phone: v.optional(phoneE164),
  email: v.optional(f.email),
  company_name: v.optional(f.companyName),
  street_name: v.optional(f.streetName),
  building_no: v.optional(f.buildingNo),
  room_no: v.optional(f.apartmentNo.wrapped),
  zip_code: v.optional(f.zipCode),
  city: v.optional(f.city),
  country: v.optional(profileCountry),
  password: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => s === '' || s.length >= 6, MSG.passwordMin),
      v.maxLength(128, MSG.tooLong),
    ),
  ),
  /** Needed to change the e-mail or the password (the signed-in person's own password; finding 7). */
  current_password: v.optional(v.pipe(v.string(), v.maxLength(128, MSG.tooLong))),
})
export type ProfileUpdate = v.InferOutput<typeof profileUpdateBody>

/** Company data of a new member (registration, billing's sign-up). */
export const companyInput = v.object({
  ...f.companyAddress,
  country: profileCountry,
  stars: v.picklist([3, 5], MSG.required),
  is_part_of_association: v.boolean(),
  /** Swiss company number (UID), optional at registration; the admin console shows it checked. */
  uid: f.swissUid,
})
export type CompanyInput = Omit<v.InferOutput<typeof companyInput>, 'uid'> & { uid?: string }

/** One item of `paymentData` (spec section 3): price and expiry date, plus whatever billing adds. */
export type PaymentDataItem = { price: number; expiry_date: string } & Record<string, unknown>

/** What billing contributes to the user answers. */
export type SubscriptionData = {
  subscription: string | Record<string, unknown> | null
  paymentData: PaymentDataItem[]
}

/** The user of the login answer (spec section 3). */
export type LoginUser = {
  id: string
  email: string
  f_name: string
  l_name: string
  companyName: string
  phone: string
  subscription: SubscriptionData['subscription']
  role: 'admin' | 'user'
  status: 'pending' | 'approved' | 'rejected' | 'suspended' | 'closed'
}

export type CompanyData = {
  company_name: string
  street_name: string
  building_no: string
  room_no: string
  zip_code: string
  city: string
  country: string
  stars: number
  is_part_of_association: boolean
}

/** The answer of GET /api/user/get-current-user (spec section 3). */
export type CurrentUser = {
  _id: string
  email: string
  f_name: string
  l_name: string
  phone: string
  subscription: SubscriptionData['subscription']
  role: LoginUser['role']
  status: LoginUser['status']
  paymentData: PaymentDataItem[]
  companyData: CompanyData[]
  /** Who manages the hotel (ADR 200): the owner, or staff (no billing, team or hotel data). */
  team_role: 'owner' | 'staff'
}

/**
 * POST /api/user/login answer. `massage` is spelled as the spec's clients read it; `documentPass` is a pending hotel's
 * pass for uploading its representative's ID (it gets no token).
 */
export type LoginAnswer = { user: LoginUser; token?: string; massage: string; documentPass?: string }
