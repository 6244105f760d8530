// Reading accounts for the operator (admin console, CLI): pending applications with their declaration, and the
// member search. Never answers password hashes or session data.
import { and, asc, type Column, count, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { decodeCursor, keyPage } from '~/kernel/keyset'
import { companies, complianceDeclarations, type UserStatus, users } from './schema'

export type DeclarationRow = typeof complianceDeclarations.$inferSelect

/** What the operator may see of an account: everything but the password hash. */
export type MemberSummary = {
  id: string
  email: string
  fName: string
  lName: string
  phone: string
  role: 'admin' | 'user'
  status: UserStatus
  statusReason: string | null
  locale: string
  createdAt: string
  company: {
    id: string
    name: string
    street: string
    buildingNo: string
    zipCode: string
    city: string
    country: string
    stars: number
    association: boolean
    uid: string | null
  } | null
}

const summaryColumns = {
  id: users.id,
  email: users.email,
  fName: users.fName,
  lName: users.lName,
  phone: users.phone,
  role: users.role,
  status: users.status,
  statusReason: users.statusReason,
  locale: users.locale,
  createdAt: users.createdAt,
  companyId: companies.id,
  companyName: companies.companyName,
  street: companies.streetName,
  buildingNo: companies.buildingNo,
  zipCode: companies.zipCode,
  city: companies.city,
  country: companies.country,
  stars: companies.stars,
  association: companies.isPartOfAssociation,
  uid: companies.uid,
}
const selectSummaries = (db: DbOrTx) =>
  db.select(summaryColumns).from(users).leftJoin(companies, eq(users.companyId, companies.id))
type SummaryRow = ReturnType<ReturnType<typeof selectSummaries>['all']>[number]

function toSummary(row: SummaryRow): MemberSummary {
  return {
    id: row.id,
    email: row.email,
    fName: row.fName,
    lName: row.lName,
    phone: row.phone,
    role: row.role,
    status: row.status,
    statusReason: row.statusReason,
    locale: row.locale,
    createdAt: row.createdAt,
    company: row.companyId
      ? {
          id: row.companyId,
          name: row.companyName ?? '',
          street: row.street ?? '',
          buildingNo: row.buildingNo ?? '',
          zipCode: row.zipCode ?? '',
          city: row.city ?? '',
          country: row.country ?? '',
          stars: row.stars ?? 0,
          association: Boolean(row.association),
          uid: row.uid,
        }
      : null,
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * A search first asks the trigram index (migration 0017, kept by triggers) for at most this
 * many matching accounts: fewer, and the page is read from those by primary key and sorted (a rare name, an e-mail);
 * more, and the text is frequent (a city, "hotel"), so walking the list order and filtering fills a page sooner.
 */
const SEARCH_ID_CAP = 500

/**
 * Hotel accounts matching a search over name, e-mail, company and city (case-insensitive), optionally of one status;
 * newest first (or oldest first), a page at a time by key (ADR 130): the page after `after` reads the range of
 * users(role, [status,] created_at, id) past that position, so a deep page costs what the first one does.
 */
export function searchMembers(
  deps: { db: DbOrTx },
  input: MemberSearch,
): { members: MemberSummary[]; next: string | null } {
  const limit = input.limit ?? 25
  const rows = membersStatement(deps, { ...input, limit, ids: matchingIds(deps, input.q) }).all()
  const page = keyPage(rows, limit, (r) => [r.createdAt, r.id])
  return { members: page.items.map(toSummary), next: page.next }
}

export type MemberSearch = { q?: string; status?: UserStatus; limit?: number; after?: string; oldestFirst?: boolean }

/**
 * The accounts whose text contains `q` by the trigram index, or undefined when `q` is frequent. Under 3 characters
 * the index reads every row, still one short text each instead of five columns over a join.
 */
export function matchingIds(deps: { db: DbOrTx }, q: string | undefined): string[] | undefined {
  const text = q?.trim().toLowerCase()
  if (!text || /[%_\\]/.test(text)) return undefined
  const rows = deps.db.all<{ id: string }>(
    sql`SELECT user_id AS id FROM member_search WHERE body LIKE ${`%${text}%`} LIMIT ${SEARCH_ID_CAP + 1}`,
  )
  return rows.length > SEARCH_ID_CAP ? undefined : rows.map((r) => r.id)
}

/**
 * The page's query (one row more than the page), unexecuted: the scale test reads its plan. `ids`: the accounts the
 * trigram index found for `q` (then `q` itself is not matched again).
 */
export function membersStatement(deps: { db: DbOrTx }, input: MemberSearch & { ids?: string[] }) {
  const q = input.q?.trim()
  const pattern = q ? `%${escapeLike(q.toLowerCase())}%` : undefined
  const text = (column: Column) => sql`lower(${column}) LIKE ${pattern} ESCAPE '\\'`
  const position = input.after ? decodeCursor(input.after) : undefined
  const past = position
    ? input.oldestFirst
      ? sql`(${users.createdAt}, ${users.id}) > (${position[0]}, ${position[1]})`
      : sql`(${users.createdAt}, ${users.id}) < (${position[0]}, ${position[1]})`
    : undefined
  const where = and(
    eq(users.role, 'user'),
    // A hotel is listed by its owner; its staff appear in its team (ADR 200).
    eq(users.teamRole, 'owner'),
    input.status ? eq(users.status, input.status) : undefined,
    past,
    input.ids
      ? inArray(users.id, input.ids)
      : pattern
        ? or(text(users.email), text(users.fName), text(users.lName), text(companies.companyName), text(companies.city))
        : undefined,
  )
  const order = input.oldestFirst ? asc : desc
  return selectSummaries(deps.db)
    .where(where)
    .orderBy(order(users.createdAt), order(users.id))
    .limit((input.limit ?? 25) + 1)
}

/** How many hotel accounts there are (of one status): a count over the covering index, cheap at any size. */
export function countMembers(deps: { db: DbOrTx }, input: { status?: UserStatus } = {}): number {
  return deps.db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.role, 'user'),
        eq(users.teamRole, 'owner'),
        input.status ? eq(users.status, input.status) : undefined,
      ),
    )
    .get()!.n
}

export function memberSummary(deps: { db: DbOrTx }, userId: string): MemberSummary | undefined {
  const row = selectSummaries(deps.db).where(eq(users.id, userId)).get()
  return row ? toSummary(row) : undefined
}

export function memberSummaries(deps: { db: DbOrTx }, userIds: string[]): Map<string, MemberSummary> {
  if (userIds.length === 0) return new Map()
  const rows = selectSummaries(deps.db).where(inArray(users.id, userIds)).all()
  return new Map(rows.map((r) => [r.id, toSummary(r)]))
}

/** The compliance declaration the member signed at registration (the latest, if several). */
export function declarationOf(deps: { db: DbOrTx }, userId: string): DeclarationRow | undefined {
  return deps.db
    .select()
    .from(complianceDeclarations)
    .where(eq(complianceDeclarations.userId, userId))
    .orderBy(desc(complianceDeclarations.acceptedAt))
    .limit(1)
    .get()
}

/** How many hotels wait for a decision (the console overview). */
export function countPendingHotels(deps: { db: DbOrTx }): number {
  return countMembers(deps, { status: 'pending' })
}

/** The accounts that wait for a decision (their ID copies count against the pending uploads' total budget). */
export function pendingAccountIds(deps: { db: DbOrTx }): string[] {
  return deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.status, 'pending'))
    .all()
    .map((row) => row.id)
}

/** The hotel account of a company (reports name the company; requests are forwarded to its account). */
export function memberOfCompany(deps: { db: DbOrTx }, companyId: string): MemberSummary | undefined {
  const row = selectSummaries(deps.db)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'user'), eq(users.teamRole, 'owner')))
    .orderBy(desc(users.createdAt))
    .limit(1)
    .get()
  return row ? toSummary(row) : undefined
}

/**
 * Everyone of a hotel, whatever their status (removed people included), owner first then by arrival: for the admin
 * console and the CLI. A removed person's address was released (ADR 201): the row keeps a placeholder that is no one's
 * address, so it is shown as none, and the person as removed.
 */
export function peopleOfHotel(deps: { db: DbOrTx }, companyId: string) {
  return deps.db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'user')))
    .orderBy(asc(users.createdAt))
    .all()
    .sort((a, b) => (a.teamRole === b.teamRole ? 0 : a.teamRole === 'owner' ? -1 : 1))
    .map((person) => {
      const removed = person.statusReason === 'removed'
      return {
        id: person.id,
        fName: person.fName,
        lName: person.lName,
        email: removed ? '' : person.email,
        teamRole: person.teamRole,
        status: removed ? ('removed' as const) : person.status,
        createdAt: person.createdAt,
      }
    })
}
