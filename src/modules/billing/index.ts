import { Elysia } from 'elysia'
import { AppError, notFound, unauthenticated } from '~/kernel/errors'
import { requestLocale, serverLL } from '~/kernel/i18n'
import { clientIpOf } from '~/kernel/rate-limit'
import { BODY, noBody } from '~/kernel/routes'
import type { AuthGuard } from '~/modules/auth/public'
import { assertStrongPassword } from '~/modules/auth/public'
import { issueDocumentPass, unusableDocumentPass } from '~/modules/verification/public'
import { createSimulatedGateway, WebhookSignatureError } from './gateway'
import { cancelAutoRenewal } from './lifecycle'
import {
  autoRenewalCancelledAnswer,
  createPaymentIntentBody,
  draftAnswer,
  paymentIntentAnswer,
  plansAnswer,
  registrationDraftBody,
  renewedAnswer,
  signUpAnswer,
  signUpBody,
  simulatedConfirmAnswer,
  simulatedConfirmBody,
  transferAnswer,
  updateSubscriptionBody,
  webhookAnswer,
} from './model'
import { signUp } from './registration'
import { assertRenewalOpen, notifyPaymentFailed, renewalPlanOf, renewByCard, requestRenewalTransfer } from './renewal'
import {
  type BillingDeps,
  bankDetails,
  createPaymentIntent,
  listPlans,
  MESSAGES,
  planOrThrow,
  recordSimulatedOutcome,
  saveRegistrationDraft,
} from './service'
import { handleWebhookEvent } from './webhooks'

/**
 * Billing routes: plans, payment intents (registration and renewal), the spec's sign-up and renewal calls, the
 * simulated TEST MODE card, registration drafts, renewal by bank transfer and Stripe webhooks.
 */
/** What billing needs (ADR 341): its services' dependencies, the configuration narrowed to billing's settings. */
export type BillingNeeds = BillingDeps

export function billingPlugin(deps: BillingNeeds, guard: AuthGuard) {
  const { config, gateway } = deps
  const anonymousWrite = (limit: number) => ({ limit, windowMs: 60_000 })
  const simulated = gateway.kind === 'simulated' ? createSimulatedGateway(deps) : null
  const ipOf = clientIpOf(config)

  return new Elysia({ name: 'billing' })
    .use(guard)
    .get(
      '/api/billing/plans',
      () => ({
        currency: 'chf',
        provider: gateway.kind,
        publishableKey: gateway.kind === 'stripe' ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
        plans: listPlans(deps).map((p) => ({ ...p, price: p.priceRappen / 100 })),
        bank: bankDetails(config),
      }),
      { anonymous: true, bodyLimit: BODY.none, response: plansAnswer },
    )
    .post(
      '/api/user/create-payment-intent',
      async ({ body, request, server, viewer }) => {
        const ip = ipOf(request, server)
        const locale = requestLocale(request)
        let intent: Awaited<ReturnType<typeof createPaymentIntent>>
        if (body.metadata.isRenewal) {
          // Renewals need a signed-in member; registrations are anonymous (one path for both, spec section 7).
          const user = viewer
          if (!user) throw unauthenticated('auth.notSignedIn')
          assertRenewalOpen(deps, user.id)
          intent = await createPaymentIntent(deps, {
            amount: body.amount,
            currency: body.currency,
            email: body.customer_email,
            plan: renewalPlanOf(deps, user.id),
            purpose: 'renewal',
            userId: user.id,
            locale,
            actor: { type: 'user', id: user.id, ip },
          })
        } else {
          // The same answer whether the address has an account or not (security review 3, finding 5): a sign-up paid
          // for an existing account's address is refunded and the owner told (registration.ts, ADR 186).
          intent = await createPaymentIntent(deps, {
            amount: body.amount,
            currency: body.currency,
            email: body.customer_email,
            plan: planOrThrow(deps, body.metadata.plan),
            purpose: 'registration',
            locale,
            actor: { type: 'anonymous', ip },
          })
        }
        const currency = 'chf' as const
        return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: intent.amount, currency }
      },
      {
        optionalAuth: true,
        owner: true,
        bodyLimit: BODY.json,
        rateLimit: anonymousWrite(10),
        body: createPaymentIntentBody,
        response: paymentIntentAnswer,
      },
    )
    .post(
      '/api/user/sign-up',
      async ({ body, request, server }) => {
        const ip = ipOf(request, server)
        const locale = requestLocale(request)
        const { answer, created } = await signUp(deps, {
          body,
          locale,
          ip,
          message: serverLL(locale).auth.loginPending(),
        })
        // The pending hotel uploads its representative's ID with this pass (it has no session yet); an address that
        // had an account gets a pass that opens nothing, so the answer looks the same (finding 5 of review 3).
        return { ...answer, documentPass: created ? issueDocumentPass(deps, answer.user.id) : unusableDocumentPass() }
      },
      { anonymous: true, bodyLimit: BODY.json, rateLimit: anonymousWrite(5), body: signUpBody, response: signUpAnswer },
    )
    .put(
      '/api/user/update-user-subscription',
      async ({ body, currentUser, request, server }) =>
        renewByCard(deps, {
          userId: currentUser.id,
          intentId: body.paymentId,
          actor: { type: 'user', id: currentUser.id, ip: ipOf(request, server) },
          message: serverLL(requestLocale(request)).billing.renewal.renewed(),
        }),
      { auth: 'user', owner: true, bodyLimit: BODY.json, body: updateSubscriptionBody, response: renewedAnswer },
    )
    .post(
      '/api/billing/renewal/bank-transfer',
      ({ currentUser, request, server }) =>
        requestRenewalTransfer(deps, {
          userId: currentUser.id,
          actor: { type: 'user', id: currentUser.id, ip: ipOf(request, server) },
        }),
      { auth: 'user', owner: true, bodyLimit: BODY.json, body: noBody, response: transferAnswer },
    )
    .post(
      '/api/billing/auto-renewal/cancel',
      ({ currentUser, request, server }) =>
        cancelAutoRenewal(deps, {
          userId: currentUser.id,
          actor: { type: 'user', id: currentUser.id, ip: ipOf(request, server) },
        }),
      { auth: 'user', owner: true, bodyLimit: BODY.json, body: noBody, response: autoRenewalCancelledAnswer },
    )
    .post(
      '/api/billing/registration-drafts',
      async ({ body }) => {
        await assertStrongPassword(body.password, [body.email])
        return saveRegistrationDraft(deps, body)
      },
      {
        anonymous: true,
        bodyLimit: BODY.json,
        rateLimit: anonymousWrite(10),
        body: registrationDraftBody,
        response: draftAnswer,
      },
    )
    .post(
      '/api/billing/simulated/confirm',
      async ({ body, request, server }) => {
        if (!simulated) throw notFound(MESSAGES.notFound)
        const intent = await simulated.confirm(body.paymentIntentId, body.clientSecret, body.outcome)
        if (!intent) throw notFound(MESSAGES.intentNotFound)
        recordSimulatedOutcome(deps, { intent, outcome: body.outcome, ip: ipOf(request, server) })
        if (body.outcome === 'declined') {
          // What Stripe's payment_intent.payment_failed webhook does in the real set-up.
          notifyPaymentFailed(deps, intent)
          throw new AppError('PAYMENT_REQUIRED', MESSAGES.paymentFailed, { decline: 'card_declined' })
        }
        return { status: intent.status, paymentIntentId: intent.id }
      },
      {
        anonymous: true,
        bodyLimit: BODY.json,
        rateLimit: anonymousWrite(20),
        body: simulatedConfirmBody,
        response: simulatedConfirmAnswer,
      },
    )
    .post(
      '/api/billing/stripe/webhook',
      async ({ body, request }) => {
        if (gateway.kind !== 'stripe') throw notFound(MESSAGES.stripeOff)
        let event: Awaited<ReturnType<typeof gateway.verifyWebhook>>
        try {
          event = await gateway.verifyWebhook(String(body ?? ''), request.headers.get('stripe-signature'))
        } catch (error) {
          if (error instanceof WebhookSignatureError) throw new AppError('VALIDATION', MESSAGES.webhookSignature)
          throw error
        }
        return { received: true, ...(await handleWebhookEvent(deps, event)) }
      },
      // Stripe signs the raw text (so no body schema: the signature check is the validation); its events are small.
      // Rate-limited per address like every anonymous write.
      {
        anonymous: true,
        bodyLimit: { bytes: BODY.json, parse: 'text' },
        rateLimit: anonymousWrite(120),
        response: webhookAnswer,
      },
    )
}
