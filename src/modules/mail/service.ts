import { and, asc, count, eq, gte, inArray, isNull, lt, lte, ne, or } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import type { Clock } from '~/kernel/clock'
import type { Logger } from '~/kernel/log'
import type { OutgoingMessage } from './model'
import { mailOutbox, type OutboxStatus } from './schema'
import type { MailTransport } from './transport'

export type OutboxRow = typeof mailOutbox.$inferSelect

/**
 * Stores a message in the outbox. Call it with the transaction of the change that causes the message, so that
 * either both are kept or neither is. The worker sends it.
 */
export function enqueue(
  deps: { db: DbOrTx; clock: Clock },
  message: OutgoingMessage,
  options: {
    /** Not sent before then (a payment-failed e-mail waits until the payer has left the payment page). */
    notBefore?: Date
    /** What the message is about, for its kind's send check (`MailDeps.stillWanted`). */
    ref?: string
  } = {},
): string {
  const id = newId()
  const now = deps.clock.now().toISOString()
  deps.db
    .insert(mailOutbox)
    .values({
      id,
      ...message,
      attachments: message.attachments?.length ? message.attachments : null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: options.notBefore?.toISOString() ?? now,
      createdAt: now,
      ref: options.ref ?? null,
    })
    .run()
  return id
}

/**
 * Secrets in e-mails (finding 3): a stored body carries SECRET_TOKEN where a link's token belongs; the module that
 * owns the message kind gives a function that issues the token when the message is sent (storing only its hash), so
 * the token is never written to the database, whose old pages could keep it. The issuers are part of the mail deps
 * (`secretIssuers` in src/server/hooks.ts, wired by the server and the CLI; ADR 165), not a registry filled by imports.
 */
export const SECRET_TOKEN = '__SECRET_TOKEN__'
type SecretIssuer = (deps: { db: DbOrTx; clock: Clock }, message: OutboxRow) => string | null
/** The token issuer of each message kind whose body carries SECRET_TOKEN. */
export type SecretIssuers = Readonly<Record<string, SecretIssuer>>

/** The message as it is sent: the token issued now in place of SECRET_TOKEN; null when there is nothing to send. */
function withSecret(deps: MailDeps, row: OutboxRow): OutboxRow | null {
  if (!row.text.includes(SECRET_TOKEN) && !row.html.includes(SECRET_TOKEN)) return row
  const issue = Object.hasOwn(deps.issuers, row.kind) ? deps.issuers[row.kind] : undefined
  if (!issue) throw new Error(`No token issuer registered for ${row.kind} e-mails.`)
  const token = issue(deps, row)
  if (!token) return null
  return { ...row, text: row.text.replaceAll(SECRET_TOKEN, token), html: row.html.replaceAll(SECRET_TOKEN, token) }
}

/** Messages of a kind queued for an address since a moment (per-account caps on mail a stranger can trigger). */
export function countQueuedSince(deps: { db: DbOrTx }, input: { to: string; kind: string; since: string }): number {
  return deps.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, input.to), eq(mailOutbox.kind, input.kind), gte(mailOutbox.createdAt, input.since)))
    .all().length
}

/** Waiting time before attempt n+1: 30 s, 1 min, 2 min … capped at one hour; never gives up. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)

const LOCK_MS = 120_000

/** A kind's check before its message is sent: false withdraws it (the reason it was queued no longer holds). */
type StillWanted = (row: OutboxRow) => boolean | Promise<boolean>

export type MailDeps = {
  db: DbOrTx
  clock: Clock
  transport: MailTransport
  log: Logger
  /** Who issues the link tokens of the kinds that carry SECRET_TOKEN (password reset, e-mail change, invitation). */
  issuers: SecretIssuers
  /**
   * At most this many messages reach one address in 24 hours (security review 3, finding 4: an anonymous caller
   * cannot make the server mail an address without end); the others are withheld, not sent later.
   */
  perAddressPerDay?: number
  /** Send checks by message kind. */
  stillWanted?: Record<string, StillWanted>
}

/** Messages really sent to an address since a moment (withheld ones have no sentAt). */
function sentToSince(db: DbOrTx, to: string, since: string): number {
  return db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), gte(mailOutbox.sentAt, since)))
    .get()!.n
}

/**
 * A message that is not sent: kept as an envelope with its own status and the reason, its bodies emptied, never tried
 * again (issue 32 item 18: not `sent` with an empty sent_at).
 */
function withhold(db: DbOrTx, row: OutboxRow, status: 'withdrawn' | 'withheld', reason: string) {
  db.update(mailOutbox)
    .set({ status, sentAt: null, html: '', text: '', attachments: null, lockedUntil: null, lastError: reason })
    .where(eq(mailOutbox.id, row.id))
    .run()
}

/**
 * One delivery pass: sends every due message once. A failure keeps the message and schedules a retry with backoff.
 * Safe to run from several processes (server worker and CLI): each message is claimed before it is sent.
 */
export async function deliverPending(
  deps: MailDeps,
  { limit = 50 } = {},
): Promise<{ sent: number; failed: number; withheld: number }> {
  const { db, transport, log } = deps
  const now = deps.clock.now()
  const nowText = now.toISOString()
  const due = db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, nowText),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, nowText)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .all()
  let sent = 0
  let failed = 0
  let withheld = 0
  const daySince = new Date(now.getTime() - 86_400_000).toISOString()
  for (const row of due) {
    const lockedUntil = new Date(now.getTime() + LOCK_MS).toISOString()
    const claim = db
      .update(mailOutbox)
      .set({ lockedUntil })
      .where(
        and(
          eq(mailOutbox.id, row.id),
          eq(mailOutbox.status, 'pending'),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, nowText)),
        ),
      )
      .returning({ id: mailOutbox.id })
      .all()
    if (claim.length !== 1) continue
    try {
      const check = deps.stillWanted?.[row.kind]
      if (check && !(await check(row))) {
        withhold(db, row, 'withdrawn', 'withdrawn: no longer true')
        withheld++
        continue
      }
      if (deps.perAddressPerDay !== undefined && sentToSince(db, row.to, daySince) >= deps.perAddressPerDay) {
        withhold(db, row, 'withheld', 'withheld: daily limit for this address')
        log.warn('mail withheld: daily limit for the address reached', { id: row.id, kind: row.kind })
        withheld++
        continue
      }
      const message = withSecret(deps, row)
      if (message) await transport.send({ ...message, attachments: message.attachments ?? undefined })
      // The bodies may hold a reset link: once delivered, only the envelope is kept.
      db.update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: now.toISOString(),
          html: '',
          text: '',
          attachments: null,
          lockedUntil: null,
          attempts: row.attempts + 1,
        })
        .where(eq(mailOutbox.id, row.id))
        .run()
      sent++
    } catch (error) {
      const attempts = row.attempts + 1
      const reason = error instanceof Error ? error.message : String(error)
      db.update(mailOutbox)
        .set({
          attempts,
          lastError: reason.slice(0, 500),
          lockedUntil: null,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
        })
        .where(eq(mailOutbox.id, row.id))
        .run()
      log.warn('mail delivery failed, will retry', { id: row.id, kind: row.kind, attempts, error: reason })
      failed++
    }
  }
  return { sent, failed, withheld }
}

export function listOutbox(deps: { db: DbOrTx }, { status }: { status?: OutboxStatus } = {}): OutboxRow[] {
  const q = deps.db.select().from(mailOutbox)
  return (status ? q.where(eq(mailOutbox.status, status)) : q).orderBy(asc(mailOutbox.createdAt)).all()
}

/**
 * How long the envelope of a message no longer pending is kept: its address, kind, subject and reference say who was
 * e-mailed about what (a reported guest's notice, a /your-data confirmation), so they go after this technical log's
 * time, like the webhook delivery log. The daily limits count the last 24 hours only.
 */
const ENVELOPE_DAYS = 30

/**
 * Deletes at most `batchSize` envelopes sent, withdrawn or withheld more than ENVELOPE_DAYS ago (the retention job),
 * and the transport's own copies of messages as old (the .eml files written without SMTP_URL).
 */
export function purgeOldEnvelopes(deps: { db: DbOrTx; transport?: MailTransport }, now: Date, batchSize: number) {
  const before = new Date(now.getTime() - ENVELOPE_DAYS * 86_400_000)
  const files = deps.transport?.forget?.(before) ?? 0
  const cutoff = before.toISOString()
  const ids = deps.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(ne(mailOutbox.status, 'pending'), lt(mailOutbox.createdAt, cutoff)))
    .limit(batchSize)
    .all()
    .map((r) => r.id)
  if (ids.length) deps.db.delete(mailOutbox).where(inArray(mailOutbox.id, ids)).run()
  return { envelopes: ids.length, files, more: ids.length === batchSize }
}
