// What other modules ask about members: may this account use member features, and which hotel is a company.
import { inArray } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { AppError, forbidden } from '~/kernel/errors'
import { subscriptionActive } from './guard'
import type { AuthHooks } from './hooks'
import { companies, type users } from './schema'

type UserRow = typeof users.$inferSelect

/**
 * The `auth: 'member'` rule for a route that admits admins too (evidence downloads): a hotel account (403 otherwise)
 * whose subscription is active (402 otherwise).
 */
export function requireActiveMember(deps: { hooks: AuthHooks }, user: UserRow): void {
  if (user.role !== 'user' || !user.companyId) throw forbidden('security.membersOnly')
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
