// Rate limiting and the client's address: used by every module that takes anonymous or per-member writes.

import type { TranslationKey } from '~/lib/translate-key'
import type { Clock } from './clock'
import { AppError } from './errors'

/** A fixed-window counter per key, in memory (one process), on the given clock. */
export function createRateLimiter({ limit, windowMs, clock }: { limit: number; windowMs: number; clock: Clock }) {
  const hits = new Map<string, { count: number; resetAt: number }>()
  let lastSweep = clock.now().getTime()
  const entryOf = (key: string, now: number) => {
    if (now - lastSweep > windowMs) {
      for (const [k, entry] of hits) if (entry.resetAt <= now) hits.delete(k)
      lastSweep = now
    }
    let entry = hits.get(key)
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs }
      hits.set(key, entry)
    }
    return entry
  }
  const refuse = (entry: { resetAt: number }, now: number, message: TranslationKey) =>
    new AppError('RATE_LIMITED', message, { retryAfterSeconds: Math.ceil((entry.resetAt - now) / 1000) })
  return {
    /** Counts one attempt; throws 429 when the key is over its limit. */
    hit(key: string, message: TranslationKey = 'auth.tooManyRequests'): void {
      const now = clock.now().getTime()
      const entry = entryOf(key, now)
      entry.count += 1
      if (entry.count > limit) throw refuse(entry, now, message)
    },
    /** Throws 429 when the key has used its whole limit in this window, without counting (pair it with `count`). */
    check(key: string, message: TranslationKey = 'auth.tooManyRequests'): void {
      const now = clock.now().getTime()
      const entry = entryOf(key, now)
      if (entry.count >= limit) throw refuse(entry, now, message)
    },
    /** Counts one (a failure, say) without refusing: the next `check` refuses once the limit is used. */
    count(key: string): void {
      entryOf(key, clock.now().getTime()).count += 1
    },
    reset(key: string) {
      hits.delete(key)
    },
    /** The key's window as RateLimit headers tell it: the limit, what is left, and seconds until it starts again. */
    state(key: string): { limit: number; remaining: number; resetSeconds: number } {
      const now = clock.now().getTime()
      const entry = hits.get(key)
      if (!entry || entry.resetAt <= now) return { limit, remaining: limit, resetSeconds: Math.ceil(windowMs / 1000) }
      return {
        limit,
        remaining: Math.max(0, limit - entry.count),
        resetSeconds: Math.max(0, Math.ceil((entry.resetAt - now) / 1000)),
      }
    },
  }
}

/**
 * The client's IP: the socket's address, or with TRUST_PROXY the address the reverse proxy appended last to
 * X-Forwarded-For (only set TRUST_PROXY when a proxy you run sits in front; otherwise clients could choose it).
 */
/** What a route's context calls `server`: it knows the socket's address. */
export type ClientServer = { requestIP(request: Request): { address: string } | null } | null | undefined

export function clientIp(request: Request, server: ClientServer, trustProxy = false): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')
    const last = forwarded?.split(',').at(-1)?.trim()
    if (last) return last
  }
  return server?.requestIP(request)?.address ?? 'unknown'
}

/** `clientIp` with the configuration's TRUST_PROXY: what routes call to know who asks. */
export const clientIpOf =
  (config: { TRUST_PROXY: boolean }) =>
  (request: Request, server: ClientServer): string =>
    clientIp(request, server, config.TRUST_PROXY)

/**
 * Bytes per key in a fixed window (upload budgets), in memory like the rate limiter. An upload reserves what it may
 * write before reading the body (`take`), then `settle`s with what it stored, so concurrent uploads share one budget.
 */
export function createByteBudget({ bytes, windowMs, clock }: { bytes: number; windowMs: number; clock: Clock }) {
  const spent = new Map<string, { bytes: number; resetAt: number }>()
  const entryOf = (key: string, now: number) => {
    let entry = spent.get(key)
    if (!entry || entry.resetAt <= now) {
      if (spent.size > 10_000) for (const [k, e] of spent) if (e.resetAt <= now) spent.delete(k)
      entry = { bytes: 0, resetAt: now + windowMs }
      spent.set(key, entry)
    }
    return entry
  }
  return {
    /** What `key` may still write in this window. */
    left(key: string): number {
      const now = clock.now().getTime()
      return Math.max(0, bytes - entryOf(key, now).bytes)
    },
    /** Seconds until the key's window starts again. */
    retryAfterSeconds(key: string): number {
      const now = clock.now().getTime()
      return Math.max(1, Math.ceil((entryOf(key, now).resetAt - now) / 1000))
    },
    /** Reserves `amount` bytes (at most what is left); answers the amount reserved. */
    take(key: string, amount: number): number {
      const entry = entryOf(key, clock.now().getTime())
      const granted = Math.max(0, Math.min(amount, bytes - entry.bytes))
      entry.bytes += granted
      return granted
    },
    /** Gives back the part of a reservation that was not stored. */
    settle(key: string, reserved: number, used: number) {
      const entry = spent.get(key)
      if (entry) entry.bytes = Math.max(0, entry.bytes - Math.max(0, reserved - used))
    },
  }
}
