// A hotel's people (ADR 200): who its owner is, whether the hotel lets its people in, and whose subscription counts.
// The guard asks this on every request, so its lookups are prepared once per database handle.
import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { preparedPerDb } from '~/db/prepared'
import { users } from './schema'
import { getUser, type UserRow } from './users'

const ownerByCompany = preparedPerDb((db) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.companyId, sql.placeholder('companyId')), eq(users.teamRole, 'owner')))
    .prepare(),
)

/** The owner of a hotel (the row holding its subscription, billing and verification), if any. */
export function hotelOwner(deps: { db: DbOrTx }, companyId: string | null): UserRow | undefined {
  if (!companyId) return undefined
  return ownerByCompany(deps.db).get({ companyId })
}

/** Staff of a hotel: a member whose team role is `staff` (admins and owners are not). */
export const isStaff = (user: Pick<UserRow, 'role' | 'teamRole'>) => user.role === 'user' && user.teamRole === 'staff'

/**
 * The account whose subscription and payments are the person's hotel's: the owner's row for staff, the person's own
 * otherwise (owners and admins). Billing keeps its rows on the owner (ADR 200).
 */
function hotelAccountId(deps: { db: DbOrTx }, user: UserRow): string {
  if (!isStaff(user)) return user.id
  return hotelOwner(deps, user.companyId)?.id ?? user.id
}

/** hotelAccountId by user id, for the hooks that look subscriptions up by account (src/server/hooks.ts). */
export function hotelAccountOf(deps: { db: DbOrTx }, userId: string): string {
  const user = getUser(deps, userId)
  return user ? hotelAccountId(deps, user) : userId
}

/**
 * Whether the person's hotel lets its people in: for staff the hotel's owner must be approved (a pending, suspended,
 * rejected or closed hotel blocks all its people). The person's own status is checked apart.
 */
export function hotelAdmits(deps: { db: DbOrTx }, user: UserRow): boolean {
  if (!isStaff(user)) return true
  return hotelOwner(deps, user.companyId)?.status === 'approved'
}
