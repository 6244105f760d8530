// Where a webhook may point (ADRs 211, 240; SSRF): an https address of a public host. Loopback (http or https) and
// private networks only where the operator says so with WEBHOOK_ALLOW_PRIVATE_TARGETS=true (development and tests;
// security review 4, finding 6). Checked when the owner registers the address, and before every delivery against
// what the name resolves to then: the delivery connects to exactly the addresses checked (pinned, send.ts), so a name
// that changes its answer cannot slip past the check.
import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'
import { AppError } from '~/kernel/errors'
import type { TranslationKey } from '~/lib/translate-key'

/** What a host name resolves to (every address). The server's is the system's; tests pass a stub, never real DNS. */
export type Resolver = (host: string) => Promise<string[]>

export const systemResolver: Resolver = async (host) => (await lookup(host, { all: true })).map((a) => a.address)

/**
 * Whether private, loopback and link-local targets are allowed: only when WEBHOOK_ALLOW_PRIVATE_TARGETS says so, never
 * because of BASE_URL or NODE_ENV (security review 4, finding 6: a missing BASE_URL read as a local server).
 */
export function privateTargetsAllowed(config: { WEBHOOK_ALLOW_PRIVATE_TARGETS: boolean }): boolean {
  return config.WEBHOOK_ALLOW_PRIVATE_TARGETS
}

/** The host of a URL as a resolver and an address check take it: no IPv6 brackets, no final root dot. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '')

// Public IPv6 is global unicast (2000::/3). ipaddr.js names the special ranges it knows and calls the rest "unicast",
// which outside 2000::/3 includes the IPv4-compatible ::a.b.c.d (::7f00:1 is 127.0.0.1) and unallocated space.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3')
const PRIVATE_RANGES = new Set(['loopback', 'private', 'uniqueLocal'])
/** Cloud metadata services outside link-local (AWS's IPv6 one is unique-local): never, even on a local server. */
const METADATA = new Set(['fd00:ec2::254'])

/**
 * Public unicast only; with `allowPrivate`, loopback and private networks too. Never link-local (cloud metadata),
 * unspecified (`0.0.0.0`, `::`), broadcast, multicast, carrier-grade NAT, reserved or documentation ranges, never an
 * IPv6 address that carries an IPv4 one (mapped `::ffff:…`, compatible `::a.b.c.d`, NAT64, 6to4, Teredo). Only the
 * canonical text of an address counts (`net.isIP`): `2130706433`, `0x7f.1`, `0177.0.0.1` or a zone (`%eth0`) are not
 * addresses here, whatever a lenient parser would make of them.
 */
export function addressAllowed(address: string, allowPrivate: boolean): boolean {
  const family = isIP(address)
  if (family === 0 || address.includes('%')) return false
  const parsed = ipaddr.parse(address)
  if (METADATA.has(parsed.toString())) return false
  const range = parsed.range()
  if (range === 'unicast') return family === 4 || parsed.match(GLOBAL_UNICAST_V6)
  return allowPrivate && PRIVATE_RANGES.has(range)
}

const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost')
/** `localhost` is loopback by definition (RFC 6761): it is pinned there, never asked of a resolver. */
const LOOPBACK_ADDRESSES = ['127.0.0.1', '::1']

const refuse = (message: TranslationKey) => new AppError('VALIDATION', message, { field: 'url' })

/** The address as stored, or a 400 naming why it is refused (its message a translation key). */
export function checkTargetUrl(raw: string, allowPrivate: boolean): string {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw refuse('webhooks.errors.urlInvalid')
  }
  if (url.username || url.password) throw refuse('webhooks.errors.urlCredentials')
  const host = hostOf(url)
  const literal = isIP(host) !== 0
  const loopback = isLoopbackName(host) || (literal && ipaddr.parse(host).range() === 'loopback')
  if (url.protocol === 'http:') {
    if (!(loopback && allowPrivate)) throw refuse('webhooks.errors.urlNotHttps')
  } else if (url.protocol !== 'https:') throw refuse('webhooks.errors.urlNotHttps')
  if (loopback && !allowPrivate) throw refuse('webhooks.errors.urlPrivate')
  if (literal && !addressAllowed(host, allowPrivate)) throw refuse('webhooks.errors.urlPrivate')
  url.hash = ''
  return url.toString()
}

export type PinnedTarget = { ok: true; addresses: string[] } | { ok: false; reason: string }

/**
 * The addresses a delivery may connect to: the name resolved once, every address it has allowed, else the reason (a
 * delivery is then not attempted). The caller connects to these and nothing else (send.ts), never resolving again.
 */
export async function pinTarget(url: string, allowPrivate: boolean, resolve: Resolver): Promise<PinnedTarget> {
  const host = hostOf(new URL(url))
  if (isLoopbackName(host))
    return allowPrivate
      ? { ok: true, addresses: LOOPBACK_ADDRESSES }
      : { ok: false, reason: 'refused: loopback address' }
  let addresses: string[]
  try {
    addresses = isIP(host) !== 0 ? [host] : await resolve(host)
  } catch {
    return { ok: false, reason: `could not resolve ${host}` }
  }
  if (addresses.length === 0) return { ok: false, reason: `could not resolve ${host}` }
  if (addresses.some((a) => !addressAllowed(a, allowPrivate)))
    return { ok: false, reason: `refused: ${host} resolves to a non-public address` }
  return { ok: true, addresses: [...addresses] }
}
