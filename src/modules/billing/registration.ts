import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { newId } from '~/db/ids'
import { AppError, validation } from '~/kernel/errors'
import { issueKey } from '~/kernel/i18n'
import type { Locale } from '~/lib/constants'
import * as f from '~/lib/fields'
import type { Actor } from '~/modules/audit/public'
import { record } from '~/modules/audit/public'
import {
  asLocale,
  assertStrongPassword,
  createPendingMember,
  discardPendingRegistration,
  findUserByEmail,
  hashPassword,
} from '~/modules/auth/public'
import { enqueue } from '~/modules/mail/public'
import type { PaymentIntent } from './gateway'
import { TAKEN_INTENT_ACTION } from './intents'
import { accountExistsMail, registrationReceivedMail } from './mails'
import type { SignUpBody } from './model'
import { newBankReference } from './payments'
import { type Plan, planById, planFor } from './plans'
import { hotelDebtor, type TransferView, transferView } from './qr-bill'
import { payments } from './schema'
import {
  type BillingDeps,
  createBankTransfer,
  extendSubscription,
  MESSAGES,
  recordCardPayment,
  takeRegistrationDraft,
  verifyPaidIntent,
} from './service'

// Version of the compliance declaration text the member signs (locales/*/billing.ts compliance.text).
const COMPLIANCE_DECLARATION_VERSION = '2026-11-22'

type SignUpResult = {
  token: null
  status: true
  message: string
  user: { id: string; email: string; status: 'pending' }
  bankTransfer: TransferView | null
}

/** The answer, and whether an account was created (false: the address had one; the answer looks the same). */
export type SignUpOutcome = { answer: SignUpResult; created: boolean }

/**
 * The registration call: company, pending user, signed compliance declaration and the payment, in one transaction.
 * Card: the intent is fetched from the provider and must be paid, for this plan's price, by this e-mail, and unused.
 * Bank transfer: a pending payment with a unique reference. Nothing is created when any check fails.
 */
export async function signUp(
  deps: BillingDeps,
  input: { body: SignUpBody; locale: Locale; ip: string | null; message: string },
): Promise<SignUpOutcome> {
  const { body } = input
  const actor: Actor = { type: 'anonymous', ip: input.ip }
  const plan = planFor(deps.config, body.stars, body.is_part_of_association)
  if (!plan || (body.selectedPlan && planById(deps.config, body.selectedPlan)?.id !== plan.id)) {
    throw validation('selectedPlan', MESSAGES.unknownPlan)
  }
  const existing = findUserByEmail(deps, body.email)
  const abandoned = existing?.status === 'pending' && isAbandonedRegistration(deps, existing.id)
  const card = body.paymentMethod === 'stripe'
  if (card && !body.paymentIntent) throw validation('paymentIntent', MESSAGES.paymentMissing)

  // The slow parts (provider call, password hashing) happen before the transaction opens.
  const intent = card
    ? await verifyPaidIntent(deps, {
        intentId: body.paymentIntent!,
        plan,
        purpose: 'registration',
        email: body.email,
        actor,
      })
    : null
  let passwordHash: string | undefined
  if (body.password !== undefined && body.password !== '') {
    const password = v.safeParse(f.password, body.password)
    if (!password.success) throw validation('password', issueKey(password.issues[0].message))
    await assertStrongPassword(password.output, [body.email, body.f_name, body.l_name, body.company_name])
    passwordHash = await hashPassword(password.output)
  } else if (!body.draftId) {
    throw validation('password', 'validation.required')
  }
  if (existing && !abandoned) {
    return { answer: await addressTaken(deps, { ...input, existing, plan, intent, actor }), created: false }
  }

  const result = deps.db.transaction((tx) => {
    const txDeps = { ...deps, db: tx }
    if (existing && abandoned) {
      // An unpaid registration of this e-mail (ADR 040): its transfer is closed and the hotel starts again.
      tx.update(payments)
        .set({ status: 'failed' })
        .where(and(eq(payments.userId, existing.id), eq(payments.status, 'pending')))
        .run()
      discardPendingRegistration(txDeps, { userId: existing.id, actor })
    }
    const hash = passwordHash ?? takeRegistrationDraft(txDeps, { draftId: body.draftId ?? '', email: body.email })
    if (!hash) throw new AppError('CONFLICT', MESSAGES.draftMissing, { field: 'draftId' })
    const { user } = createPendingMember(txDeps, {
      f_name: body.f_name,
      l_name: body.l_name,
      email: body.email,
      phone: body.phone,
      passwordHash: hash,
      locale: input.locale,
      company: {
        company_name: body.company_name,
        street_name: body.street_name,
        building_no: body.building_no,
        room_no: body.room_no,
        zip_code: body.zip_code,
        city: body.city,
        country: body.country,
        stars: body.stars,
        is_part_of_association: body.is_part_of_association,
        uid: body.uid,
      },
      declaration: { fullName: body.compliance.fullName, version: COMPLIANCE_DECLARATION_VERSION, ip: input.ip },
      actor,
    })
    let bankTransfer: SignUpResult['bankTransfer'] = null
    if (intent) {
      recordCardPayment(txDeps, { userId: user.id, plan, purpose: 'registration', intentId: intent.id, actor })
      // The first year waits for the approval (ADR 227).
      extendSubscription(txDeps, { userId: user.id, plan, actor, card: intent, awaitingApproval: true })
    } else {
      const payment = createBankTransfer(txDeps, { userId: user.id, plan, purpose: 'registration', actor })
      const bill = { reference: payment.bankReference!, amountRappen: payment.amountRappen, date: deps.clock.now() }
      bankTransfer = transferView({ ...bill, locale: input.locale, plan, debtor: bodyDebtor(body) })
    }
    enqueue(
      txDeps,
      registrationReceivedMail({
        locale: input.locale,
        to: user.email,
        config: deps.config,
        amount: plan.priceRappen,
        ...(bankTransfer
          ? { bankTransfer: { reference: bankTransfer.reference, config: deps.config, date: deps.clock.now(), plan } }
          : { paidBy: { name: `${body.f_name} ${body.l_name}`.trim() } }),
      }),
    )
    record(txDeps, {
      actor,
      action: 'billing.registration.completed',
      target: { type: 'user', id: user.id },
      details: {
        plan: plan.id,
        method: card ? deps.gateway.kind : 'bank_transfer',
        reference: bankTransfer?.reference,
      },
    })
    return {
      token: null,
      status: true as const,
      message: input.message,
      user: { id: user.id, email: user.email, status: 'pending' as const },
      bankTransfer,
    }
  })
  deps.mailQueued?.()
  return { answer: result, created: true }
}

/**
 * A sign-up with the address of an existing account (security review 3, finding 5): nothing is created, a card payment
 * made for it is refunded, the owner is told by e-mail, and the caller gets an answer shaped like a new
 * registration's (an id and a bank reference that name nothing), so the answer says nothing about the address (ADR 186).
 */
async function addressTaken(
  deps: BillingDeps,
  input: {
    body: SignUpBody
    message: string
    locale: Locale
    existing: { id: string; email: string; locale: string | null }
    plan: Plan
    intent: PaymentIntent | null
    actor: Actor
  },
): Promise<SignUpResult> {
  const { intent, plan } = input
  let refundId: string | null = null
  if (intent) {
    try {
      refundId = (
        await deps.gateway.refund({
          intentId: intent.id,
          amount: intent.amount,
          idempotencyKey: `kyg-taken-${intent.id}`,
        })
      ).id
    } catch (error) {
      deps.log.error('refund of a sign-up for a taken address failed', { intentId: intent.id, error: String(error) })
    }
  }
  deps.db.transaction((tx) => {
    record(
      { ...deps, db: tx },
      {
        actor: input.actor,
        action: 'billing.registration.address_taken',
        target: { type: 'user', id: input.existing.id },
        details: { plan: plan.id, intentId: intent?.id, refundId },
      },
    )
    if (intent) {
      // The intent counts as used, like one that paid for a registration (verifyPaidIntent).
      record(
        { ...deps, db: tx },
        { actor: input.actor, action: TAKEN_INTENT_ACTION, target: { type: 'payment_intent', id: intent.id } },
      )
    }
    enqueue(
      { ...deps, db: tx },
      accountExistsMail({
        locale: asLocale(input.existing.locale),
        to: input.existing.email,
        config: deps.config,
        refundedAmount: refundId ? intent!.amount : null,
      }),
    )
  })
  deps.mailQueued?.()
  return {
    token: null,
    status: true,
    message: input.message,
    user: { id: newId(), email: input.body.email, status: 'pending' },
    bankTransfer: intent
      ? null
      : transferView({
          reference: newBankReference(),
          amountRappen: plan.priceRappen,
          locale: input.locale,
          date: deps.clock.now(),
          plan,
          debtor: bodyDebtor(input.body),
        }),
  }
}

/**
 * The hotel as the page's QR-bill payer, from the form the applicant sent (their own words back to them, issue 32
 * item 16). The registration e-mail's PDF still carries none: it goes to an unconfirmed address (ADR 228).
 */
function bodyDebtor(body: SignUpBody) {
  return hotelDebtor({
    companyName: body.company_name,
    streetName: body.street_name,
    buildingNo: body.building_no ?? '',
    zipCode: body.zip_code,
    city: body.city,
    country: body.country,
  })
}

/**
 * A pending registration whose payment never arrived (no payment, or only a failed one, or a bank transfer asked
 * for more than 30 days ago): its e-mail can register again (sign-up).
 */
export function isAbandonedRegistration(
  deps: Pick<BillingDeps, 'db' | 'clock' | 'chainKey'>,
  userId: string,
  now = deps.clock.now(),
): boolean {
  const rows = deps.db.select().from(payments).where(eq(payments.userId, userId)).all()
  const registration = rows.filter((p) => p.purpose === 'registration')
  if (registration.some((p) => p.status === 'succeeded')) return false
  const cutoff = new Date(now.getTime() - 30 * 86_400_000).toISOString()
  return !registration.some((p) => p.status === 'pending' && p.createdAt > cutoff)
}
