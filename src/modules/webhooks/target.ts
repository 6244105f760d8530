// Where a webhook may point (ADR 211, SSRF): an https address of a public host. Loopback (http or https) and private
// networks only where the server itself runs locally (development and tests). Checked when the owner registers the
// address, and again before every delivery against what the name resolves to then (a name may change its address).
import { lookup } from 'node:dns/promises'
import ipaddr from 'ipaddr.js'
import { AppError } from '~/kernel/errors'
import type { TranslationKey } from '~/lib/translate-key'

/** Whether private and loopback targets are allowed: NODE_ENV development or test, or a server on loopback itself. */
export function privateTargetsAllowed(config: { NODE_ENV: string; BASE_URL: string }): boolean {
  if (config.NODE_ENV === 'development' || config.NODE_ENV === 'test') return true
  const host = new URL(config.BASE_URL).hostname
  return host === 'localhost' || (ipaddr.isValid(stripBrackets(host)) && rangeOf(stripBrackets(host)) === 'loopback')
}

const stripBrackets = (host: string) => host.replace(/^\[(.*)\]$/, '$1')
const rangeOf = (address: string) => ipaddr.process(address).range()

/** Public unicast only; with `allowPrivate`, loopback and private networks too. Never link-local, never 0.0.0.0. */
export function addressAllowed(address: string, allowPrivate: boolean): boolean {
  if (!ipaddr.isValid(address)) return false
  const range = rangeOf(address)
  if (range === 'unicast') return true
  return allowPrivate && (range === 'loopback' || range === 'private' || range === 'uniqueLocal')
}

const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost')

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
  const host = stripBrackets(url.hostname)
  const literal = ipaddr.isValid(host)
  const loopback = isLoopbackName(host) || (literal && rangeOf(host) === 'loopback')
  if (url.protocol === 'http:') {
    if (!(loopback && allowPrivate)) throw refuse('webhooks.errors.urlNotHttps')
  } else if (url.protocol !== 'https:') throw refuse('webhooks.errors.urlNotHttps')
  if (loopback && !allowPrivate) throw refuse('webhooks.errors.urlPrivate')
  if (literal && !addressAllowed(host, allowPrivate)) throw refuse('webhooks.errors.urlPrivate')
  url.hash = ''
  return url.toString()
}

/** What a host name resolves to, all of it allowed; else the reason (a delivery is then not attempted). */
export async function resolveTarget(
  url: string,
  allowPrivate: boolean,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const host = stripBrackets(new URL(url).hostname)
  if (isLoopbackName(host)) return allowPrivate ? { ok: true } : { ok: false, reason: 'refused: loopback address' }
  let addresses: string[]
  try {
    addresses = ipaddr.isValid(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address)
  } catch {
    return { ok: false, reason: `could not resolve ${host}` }
  }
  const bad = addresses.find((a) => !addressAllowed(a, allowPrivate))
  if (addresses.length === 0) return { ok: false, reason: `could not resolve ${host}` }
  return bad ? { ok: false, reason: `refused: ${host} resolves to a non-public address` } : { ok: true }
}
