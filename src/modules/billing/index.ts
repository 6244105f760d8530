import { Elysia } from 'elysia'
import { AppError, notFound } from '~/server/errors'
import { createRateLimiter } from '~/server/security'
import { createSimulatedGateway, WebhookSignatureError } from './gateway'
import { createPaymentIntentBody, registrationDraftBody, simulatedConfirmBody } from './model'
import {
  type BillingDeps,
  bankDetails,
  createPaymentIntent,
  handleWebhookEvent,
  listPlans,
  MESSAGES,
  planOrThrow,
  saveRegistrationDraft,
} from './service'

const clientIp = (server: { requestIP(r: Request): { address: string } | null } | null, request: Request) =>
  server?.requestIP(request)?.address ?? null

/** Billing routes: plans, payment intents, the simulated TEST MODE card, registration drafts, Stripe webhooks. */
export function billingPlugin(deps: BillingDeps) {
  const { config, gateway } = deps
  const draftLimiter = createRateLimiter({ limit: 10, windowMs: 60_000 })
  const intentLimiter = createRateLimiter({ limit: 20, windowMs: 60_000 })
  const simulated = gateway.kind === 'simulated' ? createSimulatedGateway(deps) : null

  return new Elysia({ name: 'billing' })
    .get('/api/billing/plans', () => ({
      currency: 'chf',
      provider: gateway.kind,
      publishableKey: gateway.kind === 'stripe' ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      plans: listPlans(deps).map((p) => ({ ...p, price: p.priceRappen / 100 })),
      bank: bankDetails(config),
    }))
    .post(
      '/api/user/create-payment-intent',
      async ({ body, request, server }) => {
        const ip = clientIp(server, request)
        intentLimiter.hit(ip ?? 'unknown')
        if (body.metadata.isRenewal) throw new AppError('UNAUTHENTICATED', 'Please sign in again.')
        const plan = planOrThrow(deps, body.metadata.plan)
        const intent = await createPaymentIntent(deps, {
          amount: body.amount,
          currency: body.currency,
          email: body.customer_email,
          plan,
          purpose: 'registration',
          actor: { type: 'anonymous', ip },
        })
        return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: intent.amount, currency: 'chf' }
      },
      { body: createPaymentIntentBody },
    )
    .post(
      '/api/billing/registration-drafts',
      async ({ body, request, server }) => {
        draftLimiter.hit(clientIp(server, request) ?? 'unknown')
        return saveRegistrationDraft(deps, body)
      },
      { body: registrationDraftBody },
    )
    .post(
      '/api/billing/simulated/confirm',
      async ({ body }) => {
        if (!simulated) throw notFound(MESSAGES.notFound)
        const intent = await simulated.confirm(body.paymentIntentId, body.clientSecret, body.outcome)
        if (!intent) throw notFound(MESSAGES.intentNotFound)
        if (body.outcome === 'declined') {
          throw new AppError('PAYMENT_REQUIRED', MESSAGES.paymentFailed, { decline: 'card_declined' })
        }
        return { status: intent.status, paymentIntentId: intent.id }
      },
      { body: simulatedConfirmBody },
    )
    .post(
      '/api/billing/stripe/webhook',
      async ({ body, request }) => {
        if (gateway.kind !== 'stripe') throw notFound(MESSAGES.stripeOff)
        let event: Awaited<ReturnType<typeof gateway.verifyWebhook>>
        try {
          event = await gateway.verifyWebhook(String(body ?? ''), request.headers.get('stripe-signature'))
        } catch (error) {
          if (error instanceof WebhookSignatureError) throw new AppError('VALIDATION', error.message)
          throw error
        }
        const result = await handleWebhookEvent(deps, event)
        return { received: true, ...result }
      },
      { parse: 'text' },
    )
}
