// A hotel's webhooks (issue 23, ADR 211): its owner registers an address and gets the signing secret once; events
// are queued in the transaction of the change that causes them and delivered by the outbox worker (deliver.ts).
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import type { Clock } from '~/kernel/clock'
import { AppError, notFound } from '~/kernel/errors'
import { encryptSecret, secretBoxKey } from '~/kernel/secret-box'
import { type Actor, record } from '~/modules/audit/public'
import type {
  ArrivalMatchData,
  CreateWebhookInput,
  DeliveryView,
  WebhookEvent,
  WebhookMode,
  WebhookPayload,
  WebhookView,
} from './model'
import { webhookDeliveries, webhooks } from './schema'
import { newSigningSecret, SECRET_PREFIX } from './signing'
import { checkTargetUrl } from './target'

export type WebhookDeps = {
  db: DbOrTx
  clock: Clock
  /** The audit chain's key (ADR 165). */
  chainKey: string
  /** The server's session secret: the signing secrets are encrypted under a key derived from it. */
  sessionSecret: string
  /** Loopback and private targets allowed (development and tests; target.ts). */
  allowPrivate: boolean
}

/** Webhooks per hotel: one per receiving system; a handful is plenty, dozens would be a mistake or an attack. */
export const MAX_WEBHOOKS = 5
/** Registrations and tests a minute per address (the screen and /api/v1): a few are needed, a loop is stopped. */
export const WEBHOOK_WRITES = { limit: 10, windowMs: 60_000 }
/** Deliveries shown in a webhook's log. */
const LOG_LENGTH = 50

export const webhookKeyOf = (sessionSecret: string) => secretBoxKey(sessionSecret, 'webhook-signing-secret-v1')

type WebhookRow = typeof webhooks.$inferSelect
type DeliveryRow = typeof webhookDeliveries.$inferSelect

const viewOf = (row: WebhookRow): WebhookView => ({
  id: row.id,
  url: row.url,
  secretPrefix: row.secretPrefix,
  createdAt: row.createdAt,
})

const deliveryViewOf = (row: DeliveryRow): DeliveryView => ({
  id: row.id,
  event: row.event as WebhookEvent,
  status: row.status,
  attempts: row.attempts,
  lastStatus: row.lastStatus,
  lastError: row.lastError,
  responseExcerpt: row.responseExcerpt,
  createdAt: row.createdAt,
  lastAttemptAt: row.lastAttemptAt,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt : null,
  deliveredAt: row.deliveredAt,
})

/** Registers an address for the hotel and answers the signing secret: the one time it is shown. Audited. */
export function createWebhook(
  deps: WebhookDeps,
  input: CreateWebhookInput & { companyId: string; userId: string; actor: Actor; mode?: WebhookMode },
): { secret: string; webhook: WebhookView } {
  const mode = input.mode ?? 'live'
  const url = checkTargetUrl(input.url, deps.allowPrivate)
  const secret = newSigningSecret()
  const row: WebhookRow = {
    id: newId(),
    companyId: input.companyId,
    createdBy: input.userId,
    url,
    secretEnc: encryptSecret(webhookKeyOf(deps.sessionSecret), secret),
    secretPrefix: secret.slice(0, SECRET_PREFIX.length + 4),
    mode,
    createdAt: deps.clock.now().toISOString(),
  }
  deps.db.transaction((tx) => {
    const mine = and(eq(webhooks.companyId, input.companyId), eq(webhooks.mode, mode))
    const n = tx.select({ n: count() }).from(webhooks).where(mine).get()?.n ?? 0
    if (n >= MAX_WEBHOOKS) throw new AppError('CONFLICT', 'webhooks.errors.tooMany', { params: { max: MAX_WEBHOOKS } })
    tx.insert(webhooks).values(row).run()
    record(
      { ...deps, db: tx },
      {
        actor: input.actor,
        action: 'webhook.create',
        target: { type: 'webhook', id: row.id },
        details: { companyId: input.companyId, host: new URL(url).host, mode },
      },
    )
  })
  return { secret, webhook: viewOf(row) }
}

/** The hotel's webhooks of one mode: the screen and live keys see the live ones, test keys the test ones. */
export function listWebhooks(deps: { db: DbOrTx }, companyId: string, mode: WebhookMode = 'live'): WebhookView[] {
  return deps.db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.companyId, companyId), eq(webhooks.mode, mode)))
    .orderBy(asc(webhooks.createdAt), asc(webhooks.id))
    .all()
    .map(viewOf)
}

/** One of the hotel's webhooks; another hotel's answers 404 (never 403: its existence is not told). */
function ownWebhook(deps: { db: DbOrTx }, companyId: string, id: string, mode: WebhookMode = 'live'): WebhookRow {
  const row = deps.db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.companyId, companyId), eq(webhooks.mode, mode)))
    .get()
  if (!row) throw notFound('webhooks.errors.notFound')
  return row
}

/** Removes a webhook with its delivery log (nothing more is sent to it). Audited. */
export function deleteWebhook(
  deps: WebhookDeps,
  input: { companyId: string; id: string; actor: Actor; mode?: WebhookMode },
): void {
  deps.db.transaction((tx) => {
    const row = ownWebhook({ db: tx }, input.companyId, input.id, input.mode)
    tx.delete(webhookDeliveries).where(eq(webhookDeliveries.webhookId, row.id)).run()
    tx.delete(webhooks).where(eq(webhooks.id, row.id)).run()
    record(
      { ...deps, db: tx },
      {
        actor: input.actor,
        action: 'webhook.delete',
        target: { type: 'webhook', id: row.id },
        details: { companyId: row.companyId, host: new URL(row.url).host },
      },
    )
  })
}

/** The webhook's latest deliveries, newest first. */
export function listDeliveries(deps: { db: DbOrTx }, companyId: string, id: string): DeliveryView[] {
  const hook = ownWebhook(deps, companyId, id)
  return deps.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, hook.id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(LOG_LENGTH)
    .all()
    .map(deliveryViewOf)
}

function queue(
  deps: { db: DbOrTx; clock: Clock },
  hook: Pick<WebhookRow, 'id' | 'companyId'>,
  payload: WebhookPayload,
) {
  const id = newId()
  deps.db
    .insert(webhookDeliveries)
    .values({
      id,
      webhookId: hook.id,
      companyId: hook.companyId,
      event: payload.type,
      payload: JSON.stringify(payload),
      alertId: 'alert_id' in payload.data ? payload.data.alert_id : null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: payload.created,
      createdAt: payload.created,
    })
    .run()
  return id
}

/**
 * Queues `arrival.match` for each of the hotel's webhooks. Call it in the transaction that records the alert (the
 * arrivals module's port, wired in src/server/hooks.ts), so the event exists exactly when the alert does.
 */
export function queueArrivalMatch(
  deps: { db: DbOrTx; clock: Clock },
  companyId: string,
  data: ArrivalMatchData,
  mode: WebhookMode = 'live',
) {
  const created = deps.clock.now().toISOString()
  const hooks = deps.db
    .select({ id: webhooks.id, companyId: webhooks.companyId })
    .from(webhooks)
    .where(and(eq(webhooks.companyId, companyId), eq(webhooks.mode, mode)))
    .all()
  const livemode = mode === 'live'
  for (const hook of hooks) queue(deps, hook, { id: `evt_${newId()}`, type: 'arrival.match', created, livemode, data })
  return hooks.length
}

/**
 * The alerts went with their report (settled, deleted, expired, withdrawn; issue 34): their `arrival.match` events
 * not yet delivered go too, so no receiver is told of a match that no longer exists (a retrying endpoint would
 * otherwise get it minutes later). Call it in the transaction that removes the alerts; answers how many went.
 */
export function withdrawMatchDeliveries(deps: { db: DbOrTx }, alertIds: string[]): number {
  let gone = 0
  for (let i = 0; i < alertIds.length; i += 500)
    gone += deps.db
      .delete(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.event, 'arrival.match'),
          eq(webhookDeliveries.status, 'pending'),
          inArray(webhookDeliveries.alertId, alertIds.slice(i, i + 500)),
        ),
      )
      .returning({ id: webhookDeliveries.id })
      .all().length
  return gone
}

/** Queues a `webhook.test` event for one of the hotel's webhooks and answers its delivery id. */
export function queueTestEvent(
  deps: { db: DbOrTx; clock: Clock },
  companyId: string,
  id: string,
  mode: WebhookMode = 'live',
): string {
  const hook = ownWebhook(deps, companyId, id, mode)
  const created = deps.clock.now().toISOString()
  const livemode = mode === 'live'
  return queue(deps, hook, {
    id: `evt_${newId()}`,
    type: 'webhook.test',
    created,
    livemode,
    data: { webhook_id: hook.id },
  })
}

export function deliveryView(deps: { db: DbOrTx }, id: string): DeliveryView {
  const row = deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)).get()
  if (!row) throw notFound('webhooks.errors.notFound')
  return deliveryViewOf(row)
}
