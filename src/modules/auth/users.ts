import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { preparedPerDb } from '~/db/prepared'
import { LOCALES, type Locale } from '~/lib/constants'
import { type companies, users } from './schema'

export type UserRow = typeof users.$inferSelect
export type CompanyRow = typeof companies.$inferSelect

/** An e-mail as accounts store and compare it: trimmed and lower-cased (search folds e-mails further to match them). */
export const canonicalEmail = (email: string) => email.trim().toLowerCase()

/** A stored language, or EN when it is missing or unknown. */
export const asLocale = (value: string | null | undefined): Locale =>
  (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : 'en'

export function findUserByEmail(deps: { db: DbOrTx }, email: string): UserRow | undefined {
  return deps.db
    .select()
    .from(users)
    .where(eq(users.email, canonicalEmail(email)))
    .get()
}

// Read on every signed-in page (the current user's answer, the hotel's account behind the subscription lookup):
// prepared once per database handle.
const userById = preparedPerDb((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(),
)

export function getUser(deps: { db: DbOrTx }, id: string): UserRow | undefined {
  return userById(deps.db).get({ id })
}
