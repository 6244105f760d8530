import { and, asc, count, eq, inArray, isNull, notExists, sql } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { getUser } from '~/modules/auth/public'
import type { LooksAnswer } from './model'
import { arrivalAlertReads, arrivalAlerts, arrivalLooks } from './schema'
import type { ArrivalActor } from './service'

// Alerts belong to people (issue 32 item 2): each person has their own read state, and the hotel sees who of them
// opened a flagged arrival's reports and when (ADR 250).

/** The hotel's alerts this person has not opened. */
const unreadBy = (actor: ArrivalActor) =>
  and(
    eq(arrivalAlerts.companyId, actor.companyId),
    notExists(
      sql`(SELECT 1 FROM ${arrivalAlertReads} WHERE ${arrivalAlertReads.alertId} = ${arrivalAlerts.id} AND ${arrivalAlertReads.userId} = ${actor.userId})`,
    ),
  )

/** How many of the hotel's alerts this person has not opened yet (the tab's badge). */
export const unseenAlerts = (deps: { db: DbOrTx }, actor: ArrivalActor): number =>
  deps.db.select({ n: count() }).from(arrivalAlerts).where(unreadBy(actor)).get()?.n ?? 0

/** The ids among `ids` this person has opened. */
export function readByPerson(deps: { db: DbOrTx }, actor: ArrivalActor, ids: string[]): Set<string> {
  if (ids.length === 0) return new Set()
  const rows = deps.db
    .select({ id: arrivalAlertReads.alertId })
    .from(arrivalAlertReads)
    .where(and(eq(arrivalAlertReads.userId, actor.userId), inArray(arrivalAlertReads.alertId, ids)))
    .all()
  return new Set(rows.map((r) => r.id))
}

/**
 * Marks the hotel's alerts as read by this person (all of them, those given, or those of one arrival); another
 * hotel's ids are ignored. The alert's own `seen_at` keeps when anyone of the hotel first opened it.
 */
export function markAlertsSeen(
  deps: { db: DbOrTx; clock: Clock },
  actor: ArrivalActor,
  which: { ids?: string[]; arrivalId?: string } = {},
): void {
  const at = deps.clock.now().toISOString()
  const mine = and(
    unreadBy(actor),
    which.ids ? inArray(arrivalAlerts.id, which.ids) : undefined,
    which.arrivalId ? eq(arrivalAlerts.arrivalId, which.arrivalId) : undefined,
  )
  const ids = deps.db.select({ id: arrivalAlerts.id }).from(arrivalAlerts).where(mine).all()
  if (ids.length === 0) return
  deps.db
    .insert(arrivalAlertReads)
    .values(ids.map(({ id }) => ({ alertId: id, userId: actor.userId, seenAt: at })))
    .onConflictDoNothing()
    .run()
  deps.db
    .update(arrivalAlerts)
    .set({ seenAt: at })
    .where(
      and(
        isNull(arrivalAlerts.seenAt),
        inArray(
          arrivalAlerts.id,
          ids.map((r) => r.id),
        ),
      ),
    )
    .run()
}

/** A person opened an arrival's reports: their first and last look, and its alerts read by them. */
export function recordLook(deps: { db: DbOrTx; clock: Clock }, actor: ArrivalActor, arrivalId: string): void {
  const at = deps.clock.now().toISOString()
  deps.db
    .insert(arrivalLooks)
    .values({ arrivalId, userId: actor.userId, firstAt: at, lastAt: at })
    .onConflictDoUpdate({ target: [arrivalLooks.arrivalId, arrivalLooks.userId], set: { lastAt: at } })
    .run()
  markAlertsSeen(deps, actor, { arrivalId })
}

/** Who of the hotel looked at an arrival (first look first), by name; a removed person's name stays unknown. */
export function looksAt(deps: { db: DbOrTx }, arrivalId: string): LooksAnswer {
  const rows = deps.db
    .select()
    .from(arrivalLooks)
    .where(eq(arrivalLooks.arrivalId, arrivalId))
    .orderBy(asc(arrivalLooks.firstAt))
    .limit(100)
    .all()
  return {
    looks: rows.map((r) => {
      const person = getUser(deps, r.userId)
      return {
        name: person ? `${person.fName} ${person.lName}`.trim() || person.email : '',
        first_at: r.firstAt,
        last_at: r.lastAt,
      }
    }),
  }
}

/** The read state of alerts that go (their report left the search, or their arrival was deleted). */
export function removeAlertReads(tx: DbOrTx, alertIds: string[]): void {
  for (let i = 0; i < alertIds.length; i += 400)
    tx.delete(arrivalAlertReads)
      .where(inArray(arrivalAlertReads.alertId, alertIds.slice(i, i + 400)))
      .run()
}

/** An arrival's reads and looks go with it (deletion by the hotel, or retention). */
export function removeReadsOf(tx: DbOrTx, arrivalId: string, alertIds: string[]): void {
  tx.delete(arrivalLooks).where(eq(arrivalLooks.arrivalId, arrivalId)).run()
  removeAlertReads(tx, alertIds)
}
