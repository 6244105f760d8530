import { AppError } from './errors'

/** A fresh CSP nonce for one response (128 bits, base64). */
export const createNonce = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')

export type SecurityOptions = {
  /** BASE_URL is https: send HSTS. */
  secure: boolean
  /** Stripe mode: allow Stripe.js, its frames and API. */
  stripe: boolean
}

export function contentSecurityPolicy(nonce: string, { stripe }: Pick<SecurityOptions, 'stripe'>): string {
  const stripeScript = stripe ? ' https://js.stripe.com' : ''
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${stripeScript}`,
    // React style attributes and toast styles are inline; scripts stay nonce-only.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${stripe ? ' https://*.stripe.com' : ''}`,
    "font-src 'self'",
    `connect-src 'self'${stripe ? ' https://api.stripe.com' : ''}`,
    `frame-src ${stripe ? 'https://js.stripe.com https://hooks.stripe.com' : "'none'"}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ]
  return directives.join('; ')
}

/** Headers every response carries. The CSP is per request because of its nonce. */
export function securityHeaders(nonce: string, options: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(nonce, options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=(), payment=(self)',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  }
  if (options.secure) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains'
  return headers
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cross-site request forgery guard for state-changing API calls: a browser request must come from the site's own
 * origin and send JSON (or multipart for uploads). Clients without an Origin header (curl, bearer clients) pass the
 * origin check; browsers always send one on such requests.
 */
export function checkStateChangingRequest(request: Request, allowedHosts: ReadonlySet<string>, path: string): void {
  if (SAFE_METHODS.has(request.method)) return
  const origin = request.headers.get('origin')
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite === 'cross-site') throw new AppError('BAD_ORIGIN', 'Requests from other sites are not accepted.')
  if (origin) {
    let host: string
    try {
      host = new URL(origin).host
    } catch {
      throw new AppError('BAD_ORIGIN', 'Requests from other sites are not accepted.')
    }
    const ownHost = request.headers.get('host')
    if (!allowedHosts.has(host) && host !== ownHost) {
      throw new AppError('BAD_ORIGIN', 'Requests from other sites are not accepted.')
    }
  }
  const length = request.headers.get('content-length')
  const hasBody = request.body !== null && length !== '0'
  if (!hasBody) return
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  const allowed = type === 'application/json' || (type === 'multipart/form-data' && path.includes('/attachments'))
  if (!allowed && !path.startsWith('/api/billing/stripe/webhook')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request as JSON.')
  }
}

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
