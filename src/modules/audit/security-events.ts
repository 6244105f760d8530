// Refused actions (403s, forged or foreign session tokens, cross-site refusals, throttled sign-ins) as audited
// security events. Rate-limited twice so that an attacker cannot fill the disk with them: per source address and in
// total; what is over the limit is only counted and logged once per window.
import type { Logger } from '~/kernel/log'
import { type AuditDeps, record } from './service'

type SecurityEvent = {
  kind: 'forbidden' | 'token_refused' | 'cross_site_refused' | 'sign_in_throttled'
  ip: string
  path?: string
  userId?: string
}

export type SecurityEvents = { record(event: SecurityEvent): void }

export function createSecurityEvents(
  deps: AuditDeps & { log: Logger },
  { perIp = 20, total = 300, windowMs = 10 * 60_000 } = {},
): SecurityEvents {
  let windowStart = 0
  let count = 0
  let dropped = 0
  const byIp = new Map<string, number>()
  return {
    record(event) {
      const now = deps.clock.now().getTime()
      if (now - windowStart >= windowMs) {
        if (dropped) deps.log.warn('security events over the limit were not audited', { dropped })
        windowStart = now
        count = 0
        dropped = 0
        byIp.clear()
      }
      const fromIp = (byIp.get(event.ip) ?? 0) + 1
      byIp.set(event.ip, fromIp)
      if (fromIp > perIp || count >= total) {
        dropped++
        return
      }
      count++
      deps.log.warn('security event', { ...event })
      record(deps, {
        actor: { type: event.userId ? 'user' : 'anonymous', id: event.userId ?? null, ip: event.ip },
        action: `security.${event.kind}`,
        details: { path: event.path?.slice(0, 200) },
      })
    },
  }
}
