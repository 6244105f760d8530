import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { simulatedIntents } from './schema'

// The payment provider port (docs/architecture.md, the billing module) and its two adapters: the real Stripe API, and the simulated
// TEST MODE provider used when no Stripe key is configured.

type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded'

export type PaymentIntent = {
  id: string
  clientSecret: string
  amount: number
  currency: string
  status: IntentStatus
  metadata: Record<string, string>
  /** The provider customer and card a paid intent saved for off-session renewals (ADR 102), when it did. */
  customer?: string | null
  paymentMethod?: string | null
}

type CreateIntentInput = {
  amount: number
  currency: 'chf'
  email: string
  metadata: Record<string, string>
  idempotencyKey: string
  /** Keep the card for the automatic renewal at term end (off-session). */
  saveCard?: boolean
}

/** An off-session charge of a saved card (auto-renewal). A decline answers an intent that is not 'succeeded'. */
type ChargeSavedInput = {
  amount: number
  currency: 'chf'
  customer: string
  paymentMethod: string
  metadata: Record<string, string>
  idempotencyKey: string
}

type WebhookEvent = { id: string; type: string; intentId: string | null }

export type PaymentGateway = {
  kind: 'stripe' | 'simulated'
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>
  /** null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<PaymentIntent | null>
  chargeSaved(input: ChargeSavedInput): Promise<PaymentIntent>
  /** Throws WebhookSignatureError when the payload is not signed by the provider. */
  verifyWebhook(rawBody: string, signature: string | null): Promise<WebhookEvent>
  /** Gives back `amount` (smallest unit) of a paid intent; answers the provider's refund id. */
  refund(input: { intentId: string; amount: number; idempotencyKey: string }): Promise<{ id: string }>
}

export class WebhookSignatureError extends Error {}

type StripeGatewayOptions = {
  secretKey: string
  webhookSecret?: string
  /** Another API address (a local fake or stripe-mock), e.g. http://127.0.0.1:12111 */
  apiUrl?: string
}

// Spec section 9: the API version label is 'basil'.
const STRIPE_API_VERSION = '2025-08-27.basil'

function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const api = options.apiUrl ? new URL(options.apiUrl) : undefined
  // The SDK is loaded with the first call, not at start (about 0.1 s of the cold start, ADR 115).
  let loaded: Promise<{ Sdk: typeof Stripe; stripe: Stripe }> | undefined
  const sdk = () =>
    (loaded ??= import('stripe').then(({ default: Sdk }) => ({
      Sdk,
      stripe: new Sdk(options.secretKey, {
        apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion,
        telemetry: false,
        maxNetworkRetries: api ? 0 : 2,
        ...(api
          ? { host: api.hostname, port: Number(api.port || 80), protocol: api.protocol.replace(':', '') as 'http' }
          : {}),
      }),
    })))
  const toIntent = (pi: Stripe.PaymentIntent): PaymentIntent => ({
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    amount: pi.amount,
    currency: pi.currency,
    status: pi.status as IntentStatus,
    metadata: { ...(pi.metadata ?? {}) },
    customer: typeof pi.customer === 'string' ? pi.customer : (pi.customer?.id ?? null),
    paymentMethod: typeof pi.payment_method === 'string' ? pi.payment_method : (pi.payment_method?.id ?? null),
  })
  return {
    kind: 'stripe',
    async createIntent(input) {
      const { stripe } = await sdk()
      // A card kept for off-session use needs a customer to attach it to.
      const customer = input.saveCard
        ? await stripe.customers.create(
            { email: input.email, metadata: input.metadata },
            { idempotencyKey: `${input.idempotencyKey}-customer` },
          )
        : undefined
      const pi = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          receipt_email: input.email,
          metadata: input.metadata,
          automatic_payment_methods: { enabled: true },
          ...(customer ? { customer: customer.id, setup_future_usage: 'off_session' as const } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      )
      return toIntent(pi)
    },
    async chargeSaved(input) {
      const { Sdk, stripe } = await sdk()
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency,
            customer: input.customer,
            payment_method: input.paymentMethod,
            off_session: true,
            confirm: true,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        )
        return toIntent(pi)
      } catch (error) {
        // A declined or authentication-requiring card: the intent in the error says so.
        if (error instanceof Sdk.errors.StripeCardError) {
          const pi = (error.raw as { payment_intent?: Stripe.PaymentIntent }).payment_intent
          if (pi) return toIntent(pi)
          return {
            id: '',
            clientSecret: '',
            amount: input.amount,
            currency: input.currency,
            status: 'requires_payment_method',
            metadata: input.metadata,
          }
        }
        throw error
      }
    },
    async retrieveIntent(id) {
      const { Sdk, stripe } = await sdk()
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id))
      } catch (error) {
        if (error instanceof Sdk.errors.StripeInvalidRequestError && error.statusCode === 404) return null
        throw error
      }
    },
    async refund(input) {
      const { stripe } = await sdk()
      const refund = await stripe.refunds.create(
        { payment_intent: input.intentId, amount: input.amount },
        { idempotencyKey: input.idempotencyKey },
      )
      return { id: refund.id }
    },
    async verifyWebhook(rawBody, signature) {
      if (!options.webhookSecret) throw new WebhookSignatureError('No webhook secret is configured.')
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.')
      const { Sdk } = await sdk()
      let event: Stripe.Event
      try {
        // Under Bun the SDK resolves to its worker build: only the async verification works.
        event = await Sdk.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret)
      } catch {
        throw new WebhookSignatureError('The webhook signature is not valid.')
      }
      const object = event.data.object as { object?: string; id?: string }
      return {
        id: event.id,
        type: event.type,
        intentId: object.object === 'payment_intent' ? (object.id ?? null) : null,
      }
    },
  }
}

const randomToken = (bytes: number) => Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString('hex')

export function createSimulatedGateway(deps: { db: DbOrTx; clock: Clock; chainKey: string }): PaymentGateway & {
  /** What the TEST MODE card form does: succeed or decline the intent, given its client secret. */
  confirm(id: string, clientSecret: string, outcome: 'succeeded' | 'declined'): Promise<PaymentIntent | null>
} {
  const { db } = deps
  const toIntent = (row: typeof simulatedIntents.$inferSelect): PaymentIntent => ({
    id: row.id,
    clientSecret: row.clientSecret,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
    customer: row.paymentMethod ? `cus_sim_${row.id.slice(7)}` : null,
    paymentMethod: row.paymentMethod,
  })
  const find = (id: string) => db.select().from(simulatedIntents).where(eq(simulatedIntents.id, id)).get()
  return {
    kind: 'simulated',
    async createIntent(input) {
      const existing = db
        .select()
        .from(simulatedIntents)
        .where(eq(simulatedIntents.idempotencyKey, input.idempotencyKey))
        .get()
      if (existing) return toIntent(existing)
      const id = `pi_sim_${randomToken(12)}`
      const row = {
        id,
        clientSecret: `${id}_secret_${randomToken(12)}`,
        amount: input.amount,
        currency: input.currency,
        status: 'requires_payment_method' as const,
        metadata: JSON.stringify(input.metadata),
        idempotencyKey: input.idempotencyKey,
        paymentMethod: null,
        createdAt: deps.clock.now().toISOString(),
      }
      db.insert(simulatedIntents).values(row).run()
      return toIntent(row)
    },
    async chargeSaved(input) {
      const existing = db
        .select()
        .from(simulatedIntents)
        .where(eq(simulatedIntents.idempotencyKey, input.idempotencyKey))
        .get()
      if (existing) return toIntent(existing)
      const id = `pi_sim_${randomToken(12)}`
      // TEST MODE: a saved card whose id says 'declined' is refused, every other one pays.
      const declined = input.paymentMethod.includes('declined')
      const row = {
        id,
        clientSecret: `${id}_secret_${randomToken(12)}`,
        amount: input.amount,
        currency: input.currency,
        status: declined ? ('requires_payment_method' as const) : ('succeeded' as const),
        metadata: JSON.stringify(input.metadata),
        idempotencyKey: input.idempotencyKey,
        paymentMethod: input.paymentMethod,
        createdAt: deps.clock.now().toISOString(),
      }
      db.insert(simulatedIntents).values(row).run()
      return toIntent(row)
    },
    async retrieveIntent(id) {
      const row = find(id)
      return row ? toIntent(row) : null
    },
    async verifyWebhook() {
      throw new WebhookSignatureError('The simulated provider sends no webhooks.')
    },
    async refund(input) {
      const row = find(input.intentId)
      if (row?.status !== 'succeeded') throw new Error(`Simulated intent ${input.intentId} is not paid.`)
      if (input.amount <= 0 || input.amount > row.amount) throw new Error('The refund amount exceeds the payment.')
      return { id: `re_sim_${randomToken(12)}` }
    },
    async confirm(id, clientSecret, outcome) {
      const row = find(id)
      if (!row || row.clientSecret !== clientSecret) return null
      // A paid intent stays paid; a declined one can be tried again with another card.
      if (row.status === 'requires_payment_method' && outcome === 'succeeded') {
        // The test card is kept for the automatic renewal, as Stripe does with setup_future_usage.
        const paymentMethod = `pm_sim_${randomToken(8)}`
        db.update(simulatedIntents).set({ status: 'succeeded', paymentMethod }).where(eq(simulatedIntents.id, id)).run()
        return toIntent({ ...row, status: 'succeeded', paymentMethod })
      }
      return toIntent(row)
    },
  }
}

/** Stripe when both keys are configured, otherwise the simulated TEST MODE provider. */
export function createGateway(
  config: {
    STRIPE_SECRET_KEY?: string
    STRIPE_PUBLISHABLE_KEY?: string
    STRIPE_WEBHOOK_SECRET?: string
    STRIPE_API_URL?: string
  },
  deps: { db: DbOrTx; clock: Clock; chainKey: string },
): PaymentGateway {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY) {
    return createStripeGateway({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiUrl: config.STRIPE_API_URL,
    })
  }
  return createSimulatedGateway(deps)
}
