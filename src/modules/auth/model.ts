import * as v from 'valibot'
import { ADDRESS_COUNTRIES, isCountryName } from '~/lib/countries'
import { toCountryName } from '~/lib/country-input'
import * as f from '~/lib/fields'
import { MSG } from '~/lib/fields'
import { blankOrPhoneE164 } from '~/lib/phone'
import { TEAM_ROLES, USER_ROLES, USER_STATUSES } from './schema'

export const loginBody = v.object({
  email: f.email,
  // No length rule at sign-in: the check is against the stored hash only.
  password: v.pipe(v.string(MSG.required), v.nonEmpty(MSG.required), v.maxLength(128, MSG.tooLong)),
})

export const emailBody = v.object({ email: f.email })

/** Closing the account (ADR 105): the member confirms with the current password. */
export const closeAccountBody = v.object({
  current_password: v.pipe(
    v.string('lifecycle.closing.passwordRequired'),
    v.nonEmpty('lifecycle.closing.passwordRequired'),
    v.maxLength(128, MSG.tooLong),
  ),
})

/** The confirmation link's token: the POST's body, and the query of the GET that old links still open. */
export const confirmEmailToken = v.object({
  token: v.pipe(v.string(MSG.required), v.trim(), v.nonEmpty(MSG.required), v.maxLength(200, MSG.tooLong)),
})

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
  // Blank only for staff (`phoneRequiredFor`, checked against the person in updateProfile; ADR 235).
  phone: v.optional(blankOrPhoneE164),
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
const companyInput = v.object({
  ...f.companyAddress,
  country: profileCountry,
  stars: v.picklist([3, 5], MSG.required),
  is_part_of_association: v.boolean(),
  /** Swiss company number (UID), optional at registration; the admin console shows it checked. */
  uid: f.swissUid,
})
export type CompanyInput = Omit<v.InferOutput<typeof companyInput>, 'uid'> & { uid?: string }

// The answers of the account routes, as the response schemas they declare (ADR 160); the types are inferred from them.
// `subscription` and the items of `paymentData` are billing's (through the subscriptionOf hook): auth passes them on.

/** One item of `paymentData` (spec section 3): price and expiry date, plus whatever billing adds. */
const paymentDataItem = v.looseObject({ price: v.number(), expiry_date: v.string() })
export type PaymentDataItem = v.InferOutput<typeof paymentDataItem>
const subscription = v.nullable(v.union([v.string(), v.record(v.string(), v.unknown())]))

/** What billing contributes to the user answers. */
export type SubscriptionData = {
  subscription: v.InferOutput<typeof subscription>
  paymentData: PaymentDataItem[]
}

const role = v.picklist(USER_ROLES)
const status = v.picklist(USER_STATUSES)

/** The user of the login answer (spec section 3). */
const loginUser = v.object({
  id: v.string(),
  email: v.string(),
  f_name: v.string(),
  l_name: v.string(),
  companyName: v.string(),
  phone: v.string(),
  subscription,
  role,
  status,
})
export type LoginUser = v.InferOutput<typeof loginUser>

const companyData = v.object({
  company_name: v.string(),
  street_name: v.string(),
  building_no: v.string(),
  room_no: v.string(),
  zip_code: v.string(),
  city: v.string(),
  country: v.string(),
  stars: v.number(),
  is_part_of_association: v.boolean(),
})
export type CompanyData = v.InferOutput<typeof companyData>

/** The answer of GET /api/user/get-current-user (spec section 3). */
export const currentUserAnswer = v.object({
  _id: v.string(),
  email: v.string(),
  f_name: v.string(),
  l_name: v.string(),
  phone: v.string(),
  subscription,
  role,
  status,
  paymentData: v.array(paymentDataItem),
  companyData: v.array(companyData),
  /** Who manages the hotel (ADR 200): the owner, or staff (no billing, team or hotel data). */
  team_role: v.picklist(TEAM_ROLES),
})
export type CurrentUser = v.InferOutput<typeof currentUserAnswer>

/**
 * POST /api/user/login answer. `massage` is spelled as the spec's clients read it; `documentPass` is a pending hotel's
 * pass for uploading its representative's ID (it gets no token).
 */
export const signedInAnswer = v.object({
  user: loginUser,
  token: v.optional(v.string()),
  massage: v.string(),
  documentPass: v.optional(v.string()),
  /** Issue 21: the person must add a second factor now (`required`), or is invited to, once (`invited`). */
  secondFactor: v.optional(v.picklist(['required', 'invited'])),
})
export type SignedInAnswer = v.InferOutput<typeof signedInAnswer>
/** The first step of a sign-in with a second factor: no token, no cookie; the ticket goes to the second step. */
const secondFactorChallenge = v.object({
  mfa: v.object({ ticket: v.string(), methods: v.array(v.picklist(['totp', 'passkey', 'recovery'])) }),
})
export const loginAnswer = v.union([secondFactorChallenge, signedInAnswer])
export type LoginAnswer = v.InferOutput<typeof loginAnswer>

/** The answers that only say what happened (in the request's language). */
export const messageAnswer = v.object({ message: v.string() })
export const closedAnswer = v.object({ message: v.string(), closedAt: v.string(), termEnd: v.nullable(v.string()) })
export const emailConfirmedAnswer = v.object({ message: v.string(), email: v.string() })
/** check-email-exist: one answer for every well-formed address (ADR 186). */
export const emailCheckAnswer = v.object({ canRegister: v.literal(true), user: v.literal(false) })
export const userParams = v.object({ id: v.pipe(v.string(), v.maxLength(64)) })
