import { desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import type { Clock } from '~/kernel/clock'
import type { Locale } from '~/lib/constants'
import { zurichDay } from '~/lib/dates'
import type { MatchGroup } from '~/lib/match-groups'
import { record, SYSTEM } from '~/modules/audit/public'
import { enqueue } from '~/modules/mail/public'
import {
  betterGroup,
  couldMatch,
  type GuestFields,
  type RematchWatcher,
  reportLookupKeys,
  reportReachKeys,
  screenGuest,
} from '~/modules/search/public'
import { arrivalAlertMail } from './mails'
import type { AlertsAnswer } from './model'
import { readByPerson, unseenAlerts } from './reads'
import { type ArrivalGroup, arrivalAlerts, arrivals } from './schema'
import { type ArrivalActor, guestOf } from './service'

// Watched until one day after check-out (issue 22, ADR 210): when an administrator approves a report, the watched
// arrivals it could match are found through their keys (an index look-up, never a scan) and screened again; a new
// match is an alert for the hotel (badge, list, e-mail without guest data).

export type AlertRecipient = { email: string; name: string; locale: Locale }

export type WatchDeps = {
  db: DbOrTx
  /** The one clock and the audit chain's key (ADR 165). */
  clock: Clock
  chainKey: string
  config: { BASE_URL: string; CONTACT_EMAIL: string }
  /** Who is told about a hotel's alert: its owner and the person who added the arrival (deduplicated). */
  recipients: (deps: { db: DbOrTx }, companyId: string, addedBy: string) => AlertRecipient[]
  /** Told of each new alert in its transaction (the hotel's webhooks queue `arrival.match`; src/server/hooks.ts). */
  onAlert?: (deps: { db: DbOrTx; clock: Clock }, companyId: string, alert: NewAlert) => void
  /**
   * The per-report birth-date allowance (ADR 326; search's leftOutOfRematch): of the watched arrivals that reach the
   * report whatever their date, in order, the ids its hotel's allowance leaves out (no alert), dates kept, audited.
   */
  leftOut: (
    deps: { db: DbOrTx; clock: Clock },
    report: ApprovedReport,
    watchers: RematchWatcher[],
  ) => ReadonlySet<string>
}

/** A new alert as others hear of it: references, the group and the link, never the guest. */
type NewAlert = {
  alertId: string
  arrivalId: string
  reservationRef: string | null
  group: MatchGroup
  url: string
}

/** The newly approved report, as the reports module's index entry describes it. */
export type ApprovedReport = { reportId: string; companyId: string; guest: GuestFields }

/** The watched arrivals sharing a key with the report (the query whose plan the tests check: index look-ups only). */
export const watchersQuery = (keys: number[], today: string) =>
  sql`SELECT a.seq, a.id, a.company_id AS companyId, a.created_by AS createdBy, a.reservation_ref AS reservationRef, a.guest, a.match_group AS matchGroup,
       a.first_name AS firstName, a.last_name AS lastName, a.birth_date AS birthDate, a.nationality,
       a.document_number AS documentNumber, a.email, a.phone
  FROM arrivals a
 WHERE a.seq IN (SELECT k.arrival FROM arrival_keys k WHERE k.key IN (SELECT value FROM json_each(${JSON.stringify(keys)})))
   AND a.watch_until >= ${today}`

type Watcher = {
  seq: number
  id: string
  companyId: string
  createdBy: string
  reservationRef: string | null
  guest: string
  matchGroup: ArrivalGroup
  firstName: string
  lastName: string
  birthDate: string
  nationality: string
  documentNumber: string
  email: string
  phone: string
}

export function watchersOf(db: DbOrTx, keys: number[], today: string): Watcher[] {
  if (keys.length === 0) return []
  return db.all<Watcher>(watchersQuery(keys, today))
}

/** The arrivals filed under one range of keys (a dated key, any date; the plan the tests check: an index range). */
export const reachRangeQuery = (from: number, to: number) =>
  sql`SELECT arrival FROM arrival_keys WHERE key >= ${from} AND key < ${to}`

/**
 * The watched arrivals of other hotels that could reach a report whatever their birth date (not withheld, ADR 242): the
 * arrival keys under the report's keys widened to any date (search's reportReachKeys), by index range, then the rows.
 */
function reachersOf(
  db: DbOrTx,
  report: ApprovedReport,
  now: Date,
  today: string,
): (RematchWatcher & { seq: number })[] {
  const keys = reportReachKeys(report.guest, now)
  const seqs = new Set<number>()
  for (const [from, to] of keys.ranges)
    for (const row of db.all<{ arrival: number }>(reachRangeQuery(from, to))) seqs.add(row.arrival)
  for (const row of db.all<{ arrival: number }>(
    sql`SELECT arrival FROM arrival_keys WHERE key IN (SELECT value FROM json_each(${JSON.stringify(keys.plain)}))`,
  ))
    seqs.add(row.arrival)
  if (seqs.size === 0) return []
  return db.all<RematchWatcher & { seq: number }>(
    sql`SELECT a.seq, a.id, a.company_id AS companyId, a.guest FROM arrivals a
         WHERE a.seq IN (SELECT value FROM json_each(${JSON.stringify([...seqs])}))
           AND a.watch_until >= ${today} AND a.company_id <> ${report.companyId} AND a.match_group <> 'withheld'`,
  )
}

/**
 * Re-matches the watched arrivals against a report an administrator just approved, inside the approval's
 * transaction (the report is already in the search index). Each new (arrival, report) match is one alert, one
 * audit entry and one e-mail per recipient; the arrival's flag is raised when the match is stronger.
 */
export function rematchApprovedReport(deps: WatchDeps, report: ApprovedReport): { alerts: number } {
  const now = deps.clock.now()
  const nowIso = now.toISOString()
  const today = zurichDay(now)
  let alerts = 0
  const watchers = watchersOf(deps.db, reportLookupKeys(report.guest, now), today)
  // Every arrival of another hotel reaching the report whatever its date counts against the report's allowance, in
  // creation order, right date or wrong (ADR 326); the watchers are among them (added should a key set ever differ).
  const reaching = new Map(reachersOf(deps.db, report, now, today).map((a) => [a.seq, a]))
  for (const a of watchers)
    if (a.companyId !== report.companyId && a.matchGroup !== 'withheld' && !reaching.has(a.seq)) reaching.set(a.seq, a)
  const leftOut = deps.leftOut(
    deps,
    report,
    [...reaching.values()].sort((x, y) => x.seq - y.seq),
  )
  for (const a of watchers) {
    // A withheld guest is never screened, not even later: an alert would answer what was withheld (ADR 242).
    if (a.matchGroup === 'withheld') continue
    // Over its hotel's allowance for this report: no alert, as if it did not match.
    if (leftOut.has(a.id)) continue
    if (!couldMatch(a.guest, report.guest, now)) continue
    const screening = screenGuest(deps, guestOf(a), { companyId: a.companyId })
    const group = screening.exact.includes(report.reportId)
      ? 'exact'
      : screening.close.includes(report.reportId)
        ? 'close'
        : null
    if (!group) continue
    const alertId = newId()
    const inserted = deps.db
      .insert(arrivalAlerts)
      .values({
        id: alertId,
        companyId: a.companyId,
        arrivalId: a.id,
        reportId: report.reportId,
        matchGroup: group,
        createdAt: nowIso,
      })
      .onConflictDoNothing()
      .returning({ id: arrivalAlerts.id })
      .all()
    if (inserted.length === 0) continue
    alerts++
    const raised = betterGroup(a.matchGroup, group)
    if (raised !== a.matchGroup)
      deps.db.update(arrivals).set({ matchGroup: raised }).where(eq(arrivals.seq, a.seq)).run()
    record(deps, {
      actor: SYSTEM,
      action: 'arrival.alert',
      target: { type: 'company', id: a.companyId },
      details: { group, alert: alertId },
    })
    const url = `${deps.config.BASE_URL}/dashboard/arrivals/alerts?alert=${alertId}`
    for (const to of deps.recipients(deps, a.companyId, a.createdBy))
      enqueue(deps, arrivalAlertMail({ ...to, to: to.email, url, contactEmail: deps.config.CONTACT_EMAIL }))
    deps.onAlert?.(deps, a.companyId, { alertId, arrivalId: a.id, reservationRef: a.reservationRef, group, url })
  }
  return { alerts }
}

/** The hotel's alerts, newest first, with the arrival's name (the hotel's own data) and whether this person saw each. */
export function listAlerts(deps: { db: DbOrTx }, actor: ArrivalActor): AlertsAnswer {
  const rows = deps.db
    .select({ alert: arrivalAlerts, arrival: arrivals })
    .from(arrivalAlerts)
    .innerJoin(arrivals, eq(arrivals.id, arrivalAlerts.arrivalId))
    .where(eq(arrivalAlerts.companyId, actor.companyId))
    .orderBy(desc(arrivalAlerts.createdAt))
    .limit(500)
    .all()
  const read = readByPerson(
    deps,
    actor,
    rows.map((r) => r.alert.id),
  )
  return {
    alerts: rows.map(({ alert, arrival }) => ({
      id: alert.id,
      arrival: {
        id: arrival.id,
        first_name: arrival.firstName,
        last_name: arrival.lastName,
        check_in: arrival.checkIn,
      },
      group: alert.matchGroup,
      created_at: alert.createdAt,
      seen: read.has(alert.id),
    })),
    unseen: unseenAlerts(deps, actor),
  }
}
