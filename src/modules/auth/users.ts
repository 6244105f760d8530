import { eq } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
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
