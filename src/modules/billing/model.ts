import * as v from 'valibot'
import { PASSWORD_MIN_LENGTH } from '~/lib/constants'
import * as f from '~/lib/fields'

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

// The registration call (spec section 7: the saved session object plus paymentIntent). Extra draft fields
// (product_id, priceId, amount, paymentData, role…) are ignored: the plan follows from stars and association.
export const signUpBody = v.object({
  f_name: f.firstName,
  l_name: f.lastName,
  email: f.email,
  phone: v.optional(f.phone),
  password: v.optional(v.string()),
  draftId: v.optional(v.pipe(v.string(), v.maxLength(100))),
  company_name: f.companyName,
  street_name: f.streetName,
  building_no: f.buildingNo,
  room_no: f.apartmentNo,
  zip_code: f.zipCode,
  city: f.city,
  country: f.country,
  stars: v.picklist([3, 5], f.MSG.required),
  is_part_of_association: v.boolean(),
  selectedPlan: v.optional(v.string()),
  agreeToTerms: v.literal(true, 'billing.consent.required'),
  agreeToPrivacy: v.literal(true, 'billing.consent.required'),
  compliance: v.object(
    {
      fullName: v.pipe(v.string(), v.trim(), v.nonEmpty('billing.compliance.nameRequired'), v.maxLength(120)),
      accepted: v.literal(true, 'billing.compliance.required'),
    },
    'billing.compliance.required',
  ),
  paymentMethod: v.optional(v.picklist(['stripe', 'banktransfer']), 'stripe'),
  paymentIntent: v.optional(v.string()),
})
export type SignUpBody = v.InferOutput<typeof signUpBody>
