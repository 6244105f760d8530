// Rate limiting and the client's address: used by every module that takes anonymous or per-member writes.
import { AppError } from './errors'

/** A fixed-window counter per key, in memory (one process). */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const hits = new Map<string, { count: number; resetAt: number }>()
  let lastSweep = Date.now()
  return {
    /** Counts one attempt; throws 429 when the key is over its limit. */
    hit(key: string, message = 'Too many attempts. Please wait a minute and try again.', now = Date.now()): void {
      if (now - lastSweep > windowMs) {
        for (const [k, entry] of hits) if (entry.resetAt <= now) hits.delete(k)
        lastSweep = now
      }
      let entry = hits.get(key)
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs }
        hits.set(key, entry)
      }
      entry.count += 1
      if (entry.count > limit) {
        throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: Math.ceil((entry.resetAt - now) / 1000) })
      }
    },
    reset(key: string) {
      hits.delete(key)
    },
  }
}
export type RateLimiter = ReturnType<typeof createRateLimiter>

/**
 * The client's IP: the socket's address, or with TRUST_PROXY the address the reverse proxy appended last to
 * X-Forwarded-For (only set TRUST_PROXY when a proxy you run sits in front; otherwise clients could choose it).
 */
export function clientIp(
  request: Request,
  server: { requestIP(request: Request): { address: string } | null } | null | undefined,
  trustProxy = false,
): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')
    const last = forwarded?.split(',').at(-1)?.trim()
    if (last) return last
  }
  return server?.requestIP(request)?.address ?? 'unknown'
}
