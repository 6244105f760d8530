// Form schemas of the account-entry screens, built from the shared field rules (src/lib/fields.ts).
import * as v from 'valibot'
import { email, MSG, password } from '~/lib/fields'

export const loginSchema = v.object({
  email,
  // Any non-empty password may be tried; the length rule applies when one is chosen.
  password: v.pipe(v.string(MSG.required), v.nonEmpty(MSG.required)),
})
export type LoginValues = v.InferInput<typeof loginSchema>

export const forgotPasswordSchema = v.object({ email })
export type ForgotPasswordValues = v.InferInput<typeof forgotPasswordSchema>

/** New password and its confirmation: both required, minimum 6, and equal (checked before any request). */
export const resetPasswordSchema = v.pipe(
  v.object({
    password,
    confirm: v.pipe(v.string(MSG.required), v.nonEmpty(MSG.required)),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirm']], (input) => input.password === input.confirm, MSG.passwordsMismatch),
    ['confirm'],
  ),
)
export type ResetPasswordValues = v.InferInput<typeof resetPasswordSchema>
