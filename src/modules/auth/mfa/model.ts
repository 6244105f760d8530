// Bodies and answers of the second-factor routes (issue 21): every route declares both.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'
import * as v from 'valibot'
import { MSG } from '~/lib/fields'

const text = (max: number) =>
  v.pipe(v.string(MSG.required), v.trim(), v.nonEmpty(MSG.required), v.maxLength(max, MSG.tooLong))

const ticketField = text(200)
export const secondFactorBody = v.object({ ticket: ticketField, code: text(64) })
/** The one-time code the operator handed an administrator for their first factor (ADR 276); others send none. */
const enrolmentCodeField = v.optional(v.pipe(v.string(), v.maxLength(64, MSG.tooLong)))
/** Starting an enrolment (an app's key, a passkey's options): nothing, or the administrator's enrolment code. */
export const enrolmentStartBody = v.nullish(v.object({ enrolmentCode: enrolmentCodeField }))
export const totpConfirmBody = v.object({ code: text(64), enrolmentCode: enrolmentCodeField })
export const currentPasswordBody = v.object({
  current_password: v.pipe(
    v.string('security.currentPasswordRequired'),
    v.nonEmpty('security.currentPasswordRequired'),
    v.maxLength(128, MSG.tooLong),
  ),
})

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const shortText = (value: unknown, max: number) => typeof value === 'string' && value.length > 0 && value.length <= max
/** A WebAuthn answer as @simplewebauthn/browser hands it over (its inner fields are checked by the library). */
const isCredentialJson = (value: unknown) =>
  isObject(value) &&
  shortText(value.id, 1024) &&
  shortText(value.rawId, 1024) &&
  value.type === 'public-key' &&
  isObject(value.response) &&
  shortText(value.response.clientDataJSON, 8192)
const registrationJson = v.custom<RegistrationResponseJSON>(isCredentialJson, 'mfa.passkeyFailed')
const authenticationJson = v.custom<AuthenticationResponseJSON>(isCredentialJson, 'mfa.passkeyFailed')
export const passkeyRegistrationBody = v.object({
  challengeId: text(64),
  response: registrationJson,
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, MSG.tooLong)), ''),
  enrolmentCode: enrolmentCodeField,
})
/** `ticket` for the second step after a password, null for a sign-in with a passkey alone. */
export const passkeyOptionsBody = v.object({ ticket: v.nullable(ticketField) })
export const passkeySignInBody = v.object({
  challengeId: text(64),
  response: authenticationJson,
  ticket: v.optional(ticketField),
})
/** The `:id` of a passkey (its WebAuthn credential id). */
export const passkeyParams = v.object({ id: text(1024) })
export const hotelPolicyBody = v.object({ required: v.boolean() })

// ---- answers ----

const method = v.picklist(['totp', 'passkey', 'recovery'])
/** The key, its otpauth:// link, and the link as a QR code (SVG markup drawn on the server; issue 32 item 11). */
export const totpEnrolmentAnswer = v.object({ secret: v.string(), uri: v.string(), qr: v.string() })
export const recoveryCodesAnswer = v.object({ recoveryCodes: v.array(v.string()) })
export const passkeyAddedAnswer = v.object({ recoveryCodes: v.nullable(v.array(v.string())) })
export const registrationOptionsAnswer = v.object({
  challengeId: v.string(),
  options: v.custom<PublicKeyCredentialCreationOptionsJSON>(isObject),
})
export const authenticationOptionsAnswer = v.object({
  challengeId: v.string(),
  options: v.custom<PublicKeyCredentialRequestOptionsJSON>(isObject),
})
export const messageAnswer = v.object({ message: v.string() })
export const hotelPolicyAnswer = v.object({ required: v.boolean() })
export const mfaStatusAnswer = v.object({
  methods: v.array(method),
  totp: v.boolean(),
  passkeys: v.array(
    v.object({ id: v.string(), name: v.string(), createdAt: v.string(), lastUsedAt: v.nullable(v.string()) }),
  ),
  recoveryCodesLeft: v.number(),
  /** This person must have a second factor (administrator, or the hotel requires it). */
  required: v.boolean(),
  /** An administrator without a factor: enrolment needs the operator's one-time code (ADR 276). */
  enrolmentCodeRequired: v.boolean(),
  /** The hotel's setting, for its owner only (null for staff and administrators). */
  hotelPolicy: v.nullable(v.object({ required: v.boolean() })),
})
export type MfaStatus = v.InferOutput<typeof mfaStatusAnswer>
/** The normal sign-in answer (src/modules/auth/model.ts). */
export { signedInAnswer as signedInAnswerSchema } from '../model'
