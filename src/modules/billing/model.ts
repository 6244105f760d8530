import * as v from 'valibot'
import { PASSWORD_MIN_LENGTH } from '~/lib/constants'
import { country } from '~/lib/country-fields'
import * as f from '~/lib/fields'
import { phoneE164 } from '~/lib/phone'
import { PLAN_IDS } from '~/lib/plans'

// Spec section 7: amount (price times 100), currency 'chf', customer_email, metadata {userId, isRenewal}. The wizard
// adds the chosen plan to metadata; the amount is checked against that plan's price, never trusted.
// Every field is bounded here, at the edge: nothing unvalidated reaches the provider, the audit log or an e-mail.
const shortText = (max: number) => v.pipe(v.string(), v.maxLength(max, f.MSG.tooLong))

export const createPaymentIntentBody = v.object({
  amount: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000)),
  currency: v.optional(shortText(3), 'chf'),
  // One valid address (254 at most), never a list: the payment e-mails go there.
  customer_email: v.optional(v.nullable(f.email)),
  metadata: v.optional(
    v.object({
      userId: v.optional(v.nullable(shortText(64))),
      isRenewal: v.optional(v.boolean()),
      plan: v.optional(shortText(40)),
    }),
    {},
  ),
})

// Spec section 7: paymentMode ('stripe'), paymentId, amount, clientSecret, status (the redirect status).
export const updateSubscriptionBody = v.object({
  paymentMode: v.optional(shortText(20), 'stripe'),
  paymentId: v.optional(shortText(100)),
  amount: v.optional(v.number()),
  clientSecret: v.optional(shortText(200)),
  status: v.optional(shortText(40)),
})

export const registrationDraftBody = v.object({
  email: f.email,
  password: v.pipe(v.string(), v.minLength(PASSWORD_MIN_LENGTH, f.MSG.passwordMin), v.maxLength(128, f.MSG.tooLong)),
})

export const simulatedConfirmBody = v.object({
  paymentIntentId: shortText(100),
  clientSecret: shortText(200),
  // The TEST MODE form decides from the test card number in the browser; no card number is ever sent.
  outcome: v.picklist(['succeeded', 'declined']),
})

// The registration call (spec section 7: the saved session object plus paymentIntent). Extra draft fields
// (product_id, priceId, amount, paymentData, role…) are ignored: the plan follows from stars and association.
export const signUpBody = v.object({
  f_name: f.firstName,
  l_name: f.lastName,
  email: f.email,
  phone: v.optional(phoneE164),
  password: v.optional(shortText(128)),
  draftId: v.optional(v.pipe(v.string(), v.maxLength(100))),
  ...f.companyAddress,
  country,
  stars: v.picklist([3, 5], f.MSG.required),
  is_part_of_association: v.boolean(),
  /** Swiss company number (UID), optional; checked with its check digit. */
  uid: f.swissUid,
  selectedPlan: v.optional(shortText(40)),
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
  paymentIntent: v.optional(shortText(100)),
})
export type SignUpBody = v.InferOutput<typeof signUpBody>

// What the billing routes answer, as the response schemas they declare (ADR 160).
const PLAN_ANSWER = v.object({
  id: v.picklist(PLAN_IDS),
  stars: v.picklist([3, 5]),
  association: v.boolean(),
  priceRappen: v.number(),
  /** CHF a year (the spec's clients read the price in francs). */
  price: v.number(),
})
const bank = v.object({
  accountHolder: v.string(),
  iban: v.string(),
  swift: v.string(),
  bankName: v.string(),
  bankAddress: v.string(),
  bankCountry: v.nullable(v.string()),
  creditor: v.object({
    account: v.string(),
    name: v.string(),
    address: v.string(),
    zip: v.string(),
    city: v.string(),
    country: v.string(),
  }),
})
export const plansAnswer = v.object({
  currency: v.string(),
  provider: v.picklist(['stripe', 'simulated']),
  publishableKey: v.nullable(v.string()),
  plans: v.array(PLAN_ANSWER),
  bank,
})
export const paymentIntentAnswer = v.object({
  clientSecret: v.string(),
  paymentIntentId: v.string(),
  amount: v.number(),
  currency: v.literal('chf'),
})
/**
 * A bank transfer to make: its reference, the amount in rappen, the QR-bill's description (its message) and the hotel
 * as its payer when its name and address are known (issue 32 item 16).
 */
const transfer = v.object({
  reference: v.string(),
  amount: v.number(),
  description: v.string(),
  debtor: v.nullable(
    v.object({
      name: v.string(),
      address: v.string(),
      buildingNumber: v.optional(v.string()),
      zip: v.string(),
      city: v.string(),
      country: v.string(),
    }),
  ),
})
export const transferAnswer = transfer
export const signUpAnswer = v.object({
  token: v.null(),
  status: v.literal(true),
  message: v.string(),
  user: v.object({ id: v.string(), email: v.string(), status: v.literal('pending') }),
  bankTransfer: v.nullable(transfer),
  documentPass: v.string(),
})
export const renewedAnswer = v.object({
  message: v.string(),
  subscription: v.object({ plan: v.string(), expiresAt: v.string() }),
})
export const autoRenewalCancelledAnswer = v.object({
  autoRenew: v.boolean(),
  endsAt: v.string(),
  inTime: v.boolean(),
})
export const draftAnswer = v.object({ draftId: v.string() })
export const simulatedConfirmAnswer = v.object({ status: v.string(), paymentIntentId: v.string() })
export const webhookAnswer = v.object({ received: v.literal(true), duplicate: v.boolean(), acted: v.boolean() })
