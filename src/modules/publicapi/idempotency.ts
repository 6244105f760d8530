// Idempotent writes (issue 23): a client that did not get an answer sends the same request again with the same
// `Idempotency-Key` and gets the first answer, not a second write; the same key with another request is refused.
import { and, eq, lt } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { AppError } from '~/kernel/errors'
import { apiIdempotency } from './schema'

export const IDEMPOTENCY_HEADER = 'idempotency-key'
const KEPT_MS = 24 * 60 * 60 * 1000
const MAX_KEY_LENGTH = 200

type Deps = { db: DbOrTx; clock: Clock }

const hashOf = (text: string) => new Bun.CryptoHasher('sha256').update(text).digest('hex')

/**
 * Runs `write` once per (hotel, key): without a key it just runs; with one, a stored answer of the last 24 hours is
 * answered again for the same request, and another request under the same key is refused (409, nothing done).
 */
export function idempotent<T>(
  deps: Deps,
  input: { companyId: string; key: string | null; request: string },
  write: () => T,
): { answer: T; replayed: boolean } {
  if (!input.key) return { answer: write(), replayed: false }
  if (input.key.length > MAX_KEY_LENGTH)
    throw new AppError('VALIDATION', 'api.errors.idempotencyKeyTooLong', { field: IDEMPOTENCY_HEADER })
  const now = deps.clock.now()
  const since = new Date(now.getTime() - KEPT_MS).toISOString()
  const requestHash = hashOf(input.request)
  const stored = deps.db
    .select()
    .from(apiIdempotency)
    .where(and(eq(apiIdempotency.companyId, input.companyId), eq(apiIdempotency.key, input.key)))
    .get()
  if (stored && stored.createdAt > since) {
    if (stored.requestHash !== requestHash)
      throw new AppError('CONFLICT', 'api.errors.idempotencyMismatch', { field: IDEMPOTENCY_HEADER })
    return { answer: JSON.parse(stored.answer) as T, replayed: true }
  }
  const answer = write()
  deps.db.transaction((tx) => {
    tx.delete(apiIdempotency)
      .where(and(eq(apiIdempotency.companyId, input.companyId), lt(apiIdempotency.createdAt, since)))
      .run()
    tx.insert(apiIdempotency)
      .values({
        companyId: input.companyId,
        key: input.key as string,
        requestHash,
        status: 200,
        answer: JSON.stringify(answer),
        createdAt: now.toISOString(),
      })
      .onConflictDoUpdate({
        target: [apiIdempotency.companyId, apiIdempotency.key],
        set: { requestHash, answer: JSON.stringify(answer), createdAt: now.toISOString() },
      })
      .run()
  })
  return { answer, replayed: false }
}
