import type { Clock } from '~/kernel/clock'
import { AppError } from '~/kernel/errors'

/**
 * A growing delay per account after failed sign-ins: the first two failures cost nothing, then each further attempt
 * must wait 1 s, 2 s, 4 s … up to a minute after the last failure. Keyed by the e-mail as typed (lower-cased), so
 * unknown e-mails behave exactly like known ones. In memory (one process); forgotten 15 minutes after the last failure.
 */
export function createAccountThrottle({
  clock,
  freeFailures = 2,
  baseMs = 1000,
  maxMs = 60_000,
  forgetMs = 15 * 60_000,
}: {
  clock: Clock
  freeFailures?: number
  baseMs?: number
  maxMs?: number
  forgetMs?: number
}) {
  const failures = new Map<string, { count: number; last: number }>()
  const waitMs = (count: number) =>
    count <= freeFailures ? 0 : Math.min(baseMs * 2 ** (count - freeFailures - 1), maxMs)
  const sweep = (now: number) => {
    if (failures.size < 1000) return
    for (const [key, entry] of failures) if (now - entry.last > forgetMs) failures.delete(key)
  }
  return {
    /** Throws 429 while the account must still wait. */
    check(key: string) {
      const now = clock.now().getTime()
      const entry = failures.get(key)
      if (!entry) return
      if (now - entry.last > forgetMs) {
        failures.delete(key)
        return
      }
      const readyAt = entry.last + waitMs(entry.count)
      if (now < readyAt) {
        throw new AppError('RATE_LIMITED', 'auth.accountThrottled', {
          retryAfterSeconds: Math.ceil((readyAt - now) / 1000),
        })
      }
    },
    fail(key: string) {
      const now = clock.now().getTime()
      sweep(now)
      const entry = failures.get(key)
      failures.set(key, { count: (entry?.count ?? 0) + 1, last: now })
    },
    succeed(key: string) {
      failures.delete(key)
    },
  }
}
