// The personal reference of a notice, as a guest quotes it on /your-data (issue 34, section 3; ADR 305): which report
// it was given for. Only the register's routing reads it, never an anonymous answer.
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { guestNotices } from './schema'

export function reportOfReference(deps: { db: DbOrTx }, reference: string): string | null {
  const row = deps.db
    .select({ reportId: guestNotices.reportId })
    .from(guestNotices)
    .where(eq(guestNotices.reference, reference))
    .get()
  return row?.reportId ?? null
}
