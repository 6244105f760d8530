// The webhook outbox worker (ADR 211), on mail's pattern: due deliveries are claimed (safe with several processes),
// signed at sending time, POSTed to the addresses checked for the attempt and no other (ADR 240) with a short
// timeout, no redirect followed and at most 1 KB of the answer read; a 2xx delivers, anything else is tried again
// with exponential back-off until 24 hours after the event, then the delivery is marked failed.
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { Logger } from '~/kernel/log'
import { decryptSecret } from '~/kernel/secret-box'
import type { DeliveryView, WebhookMode } from './model'
import { webhookDeliveries, webhooks } from './schema'
import { postPinned } from './send'
import { deliveryView, queueTestEvent, webhookKeyOf } from './service'
import { SIGNATURE_HEADER, signatureHeader, standardHeaders } from './signing'
import { pinTarget, type Resolver } from './target'

export type DeliverDeps = {
  db: DbOrTx
  clock: Clock
  log: Logger
  sessionSecret: string
  allowPrivate: boolean
  /** Resolves a receiver's name once per attempt; the delivery connects to exactly what it answered (ADR 240). */
  resolve: Resolver
  /** How long a receiver has for the whole exchange: connection, headers and answer (default 5 s). */
  timeoutMs?: number
}

/** Retries end this long after the event was queued. */
export const RETRY_WINDOW_MS = 24 * 3_600_000
/** Waiting time before attempt n+1: 1 min, 2 min, 4 min … at most 2 hours (about 17 attempts in 24 hours). */
export const webhookRetryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 7_200_000)
/** Characters of the receiver's answer kept for the log. */
const EXCERPT_CHARS = 200
/** Bytes of the answer read at most: enough for the excerpt, the rest is never read. */
const ANSWER_BYTES = 1024
const LOCK_MS = 60_000
const DEFAULT_TIMEOUT_MS = 5_000

type DeliveryRow = typeof webhookDeliveries.$inferSelect
type Attempt = { ok: boolean; status: number | null; error: string | null; excerpt: string | null }

/** The receiver's answer as the log keeps it: its first characters, or nothing. */
function excerptOf(body: Buffer): string | null {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(body).trim()
  return text ? text.slice(0, EXCERPT_CHARS) : null
}

/** The event's id (`evt_…`, the body's `id`): Standard Webhooks' `webhook-id`, unchanged across retries. */
const eventIdOf = (row: DeliveryRow): string => (JSON.parse(row.payload) as { id: string }).id

async function attempt(deps: DeliverDeps, url: string, secret: string, row: DeliveryRow): Promise<Attempt> {
  const target = await pinTarget(url, deps.allowPrivate, deps.resolve)
  if (!target.ok) return { ok: false, status: null, error: target.reason, excerpt: null }
  const timestamp = Math.floor(deps.clock.now().getTime() / 1000)
  try {
    const res = await postPinned({
      url,
      addresses: target.addresses,
      signal: AbortSignal.timeout(deps.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      maxBytes: ANSWER_BYTES,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'KnowYourGuest-Webhooks/1',
        'kyg-event': row.event,
        [SIGNATURE_HEADER]: signatureHeader(secret, timestamp, row.payload),
        ...standardHeaders(secret, eventIdOf(row), timestamp, row.payload),
      },
      body: row.payload,
    })
    const excerpt = excerptOf(res.body)
    if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status, error: null, excerpt }
    const error = res.status >= 300 && res.status < 400 ? 'redirect not followed' : `HTTP ${res.status}`
    return { ok: false, status: res.status, error, excerpt }
  } catch (caught) {
    const timeout = caught instanceof Error && (caught.name === 'TimeoutError' || caught.name === 'AbortError')
    const error = timeout ? 'no answer in time' : caught instanceof Error ? caught.message : String(caught)
    return { ok: false, status: null, error: error.slice(0, 300), excerpt: null }
  }
}

function finish(deps: DeliverDeps, row: DeliveryRow, outcome: Attempt, now: Date, final = false) {
  const attempts = row.attempts + 1
  const common = {
    attempts,
    lockedUntil: null,
    lastStatus: outcome.status,
    lastError: outcome.error,
    responseExcerpt: outcome.excerpt,
    lastAttemptAt: now.toISOString(),
  }
  if (outcome.ok) {
    deps.db
      .update(webhookDeliveries)
      .set({ ...common, status: 'delivered', deliveredAt: now.toISOString() })
      .where(eq(webhookDeliveries.id, row.id))
      .run()
    return 'delivered' as const
  }
  const next = now.getTime() + webhookRetryDelayMs(attempts)
  const givesUp = final || next > Date.parse(row.createdAt) + RETRY_WINDOW_MS
  deps.db
    .update(webhookDeliveries)
    .set({ ...common, status: givesUp ? 'failed' : 'pending', nextAttemptAt: new Date(next).toISOString() })
    .where(eq(webhookDeliveries.id, row.id))
    .run()
  deps.log.warn(givesUp ? 'webhook delivery failed for good' : 'webhook delivery failed, will retry', {
    delivery: row.id,
    attempts,
    error: outcome.error,
  })
  return givesUp ? ('failed' as const) : ('retry' as const)
}

/**
 * One pass: every due delivery (or only those named) is claimed and tried once. Answers the counts. A delivery whose
 * secret cannot be read (the session secret changed) fails at once: nothing unsigned is ever sent.
 */
export async function deliverWebhooks(
  deps: DeliverDeps,
  { limit = 50, ids }: { limit?: number; ids?: string[] } = {},
): Promise<{ delivered: number; retry: number; failed: number }> {
  const now = deps.clock.now()
  const nowText = now.toISOString()
  const unlocked = or(isNull(webhookDeliveries.lockedUntil), lte(webhookDeliveries.lockedUntil, nowText))
  const due = deps.db
    .select({ delivery: webhookDeliveries, url: webhooks.url, secretEnc: webhooks.secretEnc })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, nowText),
        unlocked,
        ids ? inArray(webhookDeliveries.id, ids) : undefined,
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit)
    .all()
  const counts = { delivered: 0, retry: 0, failed: 0 }
  const key = webhookKeyOf(deps.sessionSecret)
  for (const { delivery, url, secretEnc } of due) {
    const claimed = deps.db
      .update(webhookDeliveries)
      .set({ lockedUntil: new Date(now.getTime() + LOCK_MS).toISOString() })
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, 'pending'), unlocked))
      .returning({ id: webhookDeliveries.id })
      .all()
    if (claimed.length !== 1) continue
    const secret = decryptSecret(key, secretEnc)
    const outcome: Attempt = secret
      ? await attempt(deps, url, secret, delivery)
      : { ok: false, status: null, error: 'signing secret unreadable (session secret changed)', excerpt: null }
    counts[finish(deps, delivery, outcome, now, !secret)]++
  }
  return counts
}

/**
 * The owner's test (the settings screen, `POST /api/v1/webhooks/{id}/test`): a `webhook.test` queued like any event
 * (retried if the receiver is down) and tried at once, answering the delivery as it stands after that attempt.
 */
export async function sendTestEvent(
  deps: DeliverDeps,
  companyId: string,
  webhookId: string,
  mode: WebhookMode = 'live',
): Promise<DeliveryView> {
  const id = queueTestEvent(deps, companyId, webhookId, mode)
  await deliverWebhooks(deps, { ids: [id] })
  return deliveryView(deps, id)
}

/** The delivery log is technical data: entries older than 30 days go (the retention job). */
export function purgeOldDeliveries(deps: { db: DbOrTx }, now: Date, batchSize: number) {
  const cutoff = new Date(now.getTime() - 30 * 86_400_000).toISOString()
  const ids = deps.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(lt(webhookDeliveries.createdAt, cutoff))
    .limit(batchSize)
    .all()
    .map((r) => r.id)
  if (ids.length) deps.db.delete(webhookDeliveries).where(inArray(webhookDeliveries.id, ids)).run()
  return { deliveries: ids.length, more: ids.length === batchSize }
}
