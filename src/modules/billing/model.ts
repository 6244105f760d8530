import * as v from 'valibot'
import { PASSWORD_MIN_LENGTH } from '~/lib/constants'

// Spec section 7: amount (price times 100), currency 'chf', customer_email, metadata {userId, isRenewal}. The wizard
// adds the chosen plan to metadata; the amount is checked against that plan's price, never trusted.
export const createPaymentIntentBody = v.object({
  amount: v.pipe(v.number(), v.integer()),
  currency: v.optional(v.string(), 'chf'),
  customer_email: v.optional(v.nullable(v.string())),
  metadata: v.optional(
    v.object({
      userId: v.optional(v.nullable(v.string())),
      isRenewal: v.optional(v.boolean()),
      plan: v.optional(v.string()),
    }),
    {},
  ),
})
export type CreatePaymentIntentBody = v.InferOutput<typeof createPaymentIntentBody>

// Spec section 7: paymentMode ('stripe'), paymentId, amount, clientSecret, status (the redirect status).
export const updateSubscriptionBody = v.object({
  paymentMode: v.optional(v.string(), 'stripe'),
  paymentId: v.optional(v.string()),
  amount: v.optional(v.number()),
  clientSecret: v.optional(v.string()),
  status: v.optional(v.string()),
})

export const registrationDraftBody = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('Please enter a valid email address.')),
  password: v.pipe(v.string(), v.minLength(PASSWORD_MIN_LENGTH), v.maxLength(200)),
})

export const simulatedConfirmBody = v.object({
  paymentIntentId: v.string(),
  clientSecret: v.string(),
  // The TEST MODE form decides from the test card number in the browser; no card number is ever sent.
  outcome: v.picklist(['succeeded', 'declined']),
})
