// What other modules ask about members: may this account use member features, and which hotel is a company.
import { inArray } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { AppError, forbidden } from '~/kernel/errors'
import { type ClientServer, clientIp } from '~/kernel/rate-limit'
import { subscriptionActive } from './guard'
import type { AuthHooks } from './hooks'
import { companies, type users } from './schema'

type UserRow = typeof users.$inferSelect
type Person = { id: string; role: string; companyId: string | null }

/** The hotel a hotel account acts for: 403 for an administrator or an account of no hotel. */
export function hotelOfMember(user: Person): string {
  if (user.role !== 'user' || !user.companyId) throw forbidden('security.membersOnly')
  return user.companyId
}

/**
 * Who acts for a hotel, the one shape search, arrivals, API keys and webhooks take: the person (or, on /api/v1, one of
 * the hotel's API keys: `userId` is then the key's id and `keyName` its name), their hotel, and the audit actor.
 */
export type MemberActing = {
  userId: string
  companyId: string
  actor: { type: 'user' | 'api_key'; id: string; ip: string }
  keyName?: string
}

/**
 * Who acts on a member route that the audit log records: the person, their hotel (403 as `hotelOfMember`), and the
 * audit actor with the request's address.
 */
export function memberActing(
  config: { TRUST_PROXY: boolean },
  user: Person,
  request: Request,
  server: ClientServer,
): MemberActing {
  const companyId = hotelOfMember(user)
  const ip = clientIp(request, server, config.TRUST_PROXY)
  return { userId: user.id, companyId, actor: { type: 'user', id: user.id, ip } }
}

/**
 * The `auth: 'member'` rule for a route that admits admins too (evidence downloads): a hotel account (403 otherwise)
 * whose subscription is active (402 otherwise).
 */
export function requireActiveMember(deps: { hooks: AuthHooks }, user: UserRow): void {
  hotelOfMember(user)
  if (!subscriptionActive(deps.hooks, user.id)) throw new AppError('PAYMENT_REQUIRED', 'security.subscriptionRequired')
}

export type HotelLabel = { companyId: string; name: string; city: string }

/** Name and city of hotels by company id (for lists that show who published what). */
export function hotelLabels(deps: { db: DbOrTx }, companyIds: string[]): Map<string, HotelLabel> {
  const ids = [...new Set(companyIds)]
  if (ids.length === 0) return new Map()
  const rows = deps.db
    .select({ companyId: companies.id, name: companies.companyName, city: companies.city })
    .from(companies)
    .where(inArray(companies.id, ids))
    .all()
  return new Map(rows.map((row) => [row.companyId, row]))
}
