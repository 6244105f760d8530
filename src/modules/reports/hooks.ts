import type { DbOrTx } from '~/db/client'
import type { GuestFields, ReportIndexEntry } from './model'

/** A report the reporting hotel marked settled, as the guest's side needs it for the removal notice (issue 34). */
type SettledReport = {
  reportId: string
  companyId: string
  checkIn: string
  checkOut: string
  category: string
  /** Whether it was published (approved) when settled: only then was the guest told of it. */
  wasPublished: boolean
  guest: GuestFields
}

/** An administrator's hold of the guest's notice at approval: the reason and who held it. */
type NoticeHold = { reason: string; admin: { id: string; ip?: string | null } }

/** A report an administrator approved, as the guest's notice needs it (issue 34, section 1). */
type PublishedReport = {
  reportId: string
  companyId: string
  checkIn: string
  checkOut: string
  category: string
  amountOwed: number | null
  expiresAt: string
  guest: GuestFields
}

/**
 * What other modules plug into reports without reports importing them (search wires its index in
 * src/server/hooks.ts, used by both the server and the CLI).
 */
export type ReportHooks = {
  /**
   * Called inside the transaction of every change that alters what search may find: create, edit, approve, reject
   * (the entry with its new status), delete, settlement and expiry (entry null). `was` is the entry before the
   * change where the change can withdraw a published report (edit, changed decision, deletion, settlement, expiry),
   * so that arrival matches made with it are withdrawn too. Throwing rolls the change back.
   */
  onIndexChange(
    deps: { db: DbOrTx },
    change: { reportId: string; entry: ReportIndexEntry | null; was?: ReportIndexEntry },
  ): void
  /**
   * Called in the transaction of every approval (the guest's notice, issue 34: the guest side writes it once);
   * `hold` when the approving administrator holds the notice back from the start, with the reason.
   */
  onPublished?(deps: { db: DbOrTx }, report: PublishedReport, hold?: NoticeHold): void
  /** Called in the transaction of a settlement, before the personal data goes (the guest's removal notice). */
  onSettled?(deps: { db: DbOrTx }, report: SettledReport): void
}

export const defaultReportHooks: ReportHooks = {
  onIndexChange: () => {},
}
