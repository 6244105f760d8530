// Form schemas of the sign-in and forgotten-password screens, built from the shared field rules (src/lib/fields.ts);
// a new password's are with its fields (NewPasswordFields.tsx), so that the sign-in page does not load them.
import * as v from 'valibot'
import { email, MSG } from '~/lib/fields'

export const loginSchema = v.object({
  email,
  // Any non-empty password may be tried; the length rule applies when one is chosen.
  password: v.pipe(v.string(MSG.required), v.nonEmpty(MSG.required)),
})
export type LoginValues = v.InferInput<typeof loginSchema>

/**
 * The account e-mail's field, as the sign-in and the forgotten-password forms ask for it (one field, not a copy in
 * each form; issue 36 item 10): required, the e-mail keyboard and the browser's own address offered. Attributes, not
 * a component: the two pages share this module's chunk already, and a component of its own would be one more chunk.
 */
export const emailField = (label: string) =>
  ({ label, type: 'email', autoComplete: 'email', inputMode: 'email', required: true }) as const

export const forgotPasswordSchema = v.object({ email })
export type ForgotPasswordValues = v.InferInput<typeof forgotPasswordSchema>
