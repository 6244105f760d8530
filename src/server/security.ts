import { AppError } from '~/kernel/errors'

/** A fresh CSP nonce for one response (128 bits, base64). */
export const createNonce = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')

export type SecurityOptions = {
  /** BASE_URL is https: send HSTS. */
  secure: boolean
  /** Stripe mode: allow Stripe.js, its frames and API. */
  stripe: boolean
}

function contentSecurityPolicy(nonce: string, { stripe }: Pick<SecurityOptions, 'stripe'>): string {
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
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']

/**
 * The hosts the site answers API calls for: BASE_URL's, and when that is a loopback name, the other loopback names
 * with the same port (a developer's http://localhost:3000 opened as http://127.0.0.1:3000).
 */
export function allowedHostsOf(baseUrl: string): ReadonlySet<string> {
  const url = new URL(baseUrl)
  const hosts = new Set([url.host])
  if (LOOPBACK.includes(url.hostname)) for (const name of LOOPBACK) hosts.add(url.port ? `${name}:${url.port}` : name)
  return hosts
}

/**
 * An API request must be addressed to the site itself (issue 20, finding 8): a Host (or, behind a trusted proxy,
 * X-Forwarded-Host) other than BASE_URL's is refused, so a DNS-rebound name or a forged Host cannot vouch for a
 * matching Origin. Requests without a Host header (the renderer's own calls through app.handle) are the server's own.
 */
export function checkRequestHost(request: Request, allowedHosts: ReadonlySet<string>, trustProxy: boolean): void {
  const forwarded = trustProxy ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined
  const host = (forwarded || request.headers.get('host'))?.toLowerCase()
  if (host && !allowedHosts.has(host)) throw new AppError('BAD_ORIGIN', 'errors.otherSite')
}
/**
 * Routes that take multipart bodies: evidence (POST /api/reports, PUT /api/reports/:id), a hotel's ID copy, and a
 * file of arrivals (preview and import).
 */
const isUploadPath = (path: string) =>
  path.includes('/attachments') ||
  /^\/api\/reports(\/[^/]+)?$/.test(path) ||
  path === '/api/verification/documents' ||
  path === '/api/data-requests' ||
  /^\/api\/arrivals\/sheet\/(preview|import)$/.test(path)

/**
 * Cross-site request forgery guard for state-changing API calls: a browser request must come from the site's own
 * origin and send JSON (or multipart for uploads). Clients without an Origin header (curl, bearer clients) pass the
 * origin check; browsers always send one on such requests.
 */
export function checkStateChangingRequest(request: Request, allowedHosts: ReadonlySet<string>, path: string): void {
  if (SAFE_METHODS.has(request.method)) return
  const origin = request.headers.get('origin')
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite === 'cross-site') throw new AppError('BAD_ORIGIN', 'errors.otherSite')
  if (origin) {
    let host: string
    try {
      host = new URL(origin).host
    } catch {
      throw new AppError('BAD_ORIGIN', 'errors.otherSite')
    }
    // Only BASE_URL's own origin: the request's Host header is no proof, the client chooses it.
    if (!allowedHosts.has(host)) {
      throw new AppError('BAD_ORIGIN', 'errors.otherSite')
    }
  }
  const length = request.headers.get('content-length')
  const hasBody = request.body !== null && length !== '0'
  if (!hasBody) return
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  const allowed = type === 'application/json' || (type === 'multipart/form-data' && isUploadPath(path))
  if (!allowed && !path.startsWith('/api/billing/stripe/webhook')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'errors.jsonOnly')
  }
}

export { clientIp } from '~/kernel/rate-limit'
