import { and, asc, count, eq, gte, inArray, lte } from 'drizzle-orm'
import * as v from 'valibot'
import type { Db, DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import type { Clock } from '~/kernel/clock'
import { notFound } from '~/kernel/errors'
import { issueKey } from '~/kernel/i18n'
import { ARRIVAL_MSG, ARRIVAL_WINDOW_DAYS, type ArrivalFields, arrivalFields } from '~/lib/arrival-fields'
import { addDays, zurichDay } from '~/lib/dates'
import { MSG } from '~/lib/fields'
import { toE164 } from '~/lib/phone'
import type { TranslationKey } from '~/lib/translate-key'
import { type AuditDeps, record } from '~/modules/audit/public'
import type { MemberActing } from '~/modules/auth/public'
import {
  type GuestFields,
  isMatchGroup,
  keepScreenings,
  planScreenings,
  type SearchAnswer,
  type SearchDeps,
  screenGuest,
  searchGuests,
  watchedKeys,
  watchGuest,
} from '~/modules/search/public'
import { reserveDailyAllowance } from './limits'
import type { ArrivalView, RowResult } from './model'
import { recordLook, removeReadsOf } from './reads'
import { type ArrivalGroup, type ArrivalSource, arrivalAlerts, arrivalKeys, arrivals } from './schema'

export type ArrivalDeps = {
  db: Db
  clock: Clock
  /** The audit chain's key (ADR 165). */
  chainKey: string
  /** The guest search (opening a flagged arrival is a search by that person, limited and audited as one). */
  search: SearchDeps
  config: { ARRIVALS_DAILY_LIMIT: number; ARRIVALS_DAILY_LIMIT_PER_PERSON?: number }
}

/** Who acts for the hotel: a person, or one of its API keys (/api/v1, issue 23); the audit names either. */
export type ArrivalActor = MemberActing
const viaKey = (actor: ArrivalActor) => (actor.keyName ? { apiKey: actor.keyName } : {})

/** Whether a re-sent reservation names another guest than the stored arrival: a new screening (ADR 241). */
const guestDiffers = (row: ArrivalRow, f: ArrivalFields) =>
  row.firstName !== f.first_name ||
  row.lastName !== f.last_name ||
  row.birthDate !== f.birth_date ||
  row.nationality !== f.nationality ||
  row.documentNumber !== f.document_number ||
  row.email !== f.email ||
  row.phone !== f.phone

/** Whether a re-sent reservation says something else than the stored arrival (then it is updated). */
const differs = (row: ArrivalRow, f: ArrivalFields) =>
  guestDiffers(row, f) || row.checkIn !== f.check_in || row.checkOut !== f.check_out

/** One row of a batch: its number as the person sees it (a file's line) and its fields as given. */
export type BatchRow = { row: number; fields: Record<string, unknown> }

export const NOT_FOUND = 'arrivals.errors.notFound'

type ArrivalRow = typeof arrivals.$inferSelect

export const guestOf = (
  a: Pick<ArrivalRow, 'firstName' | 'lastName' | 'birthDate' | 'nationality' | 'documentNumber' | 'email' | 'phone'>,
): GuestFields => ({
  firstName: a.firstName,
  lastName: a.lastName,
  birthDate: a.birthDate,
  nationality: a.nationality,
  documentNumber: a.documentNumber,
  email: a.email,
  phone: a.phone,
})

export const viewOf = (a: ArrivalRow): ArrivalView => ({
  id: a.id,
  reservation_ref: a.reservationRef,
  first_name: a.firstName,
  last_name: a.lastName,
  birth_date: a.birthDate,
  nationality: a.nationality,
  document_number: a.documentNumber,
  email: a.email,
  phone: a.phone,
  check_in: a.checkIn,
  check_out: a.checkOut,
  group: a.matchGroup,
  source: a.source,
  created_at: a.createdAt,
})

/** A row's result as the service gives it: a refusal carries its message as a key, translated when answered. */
export type RowOutcome =
  | Exclude<RowResult, { status: 'refused' }>
  | { row: number; status: 'refused'; field: string; message: TranslationKey }

type Checked = { ok: true; fields: ArrivalFields } | { ok: false; field: string; message: TranslationKey }

/** The field rules, then what needs the clock: check-in within the coming days, check-out not past, birth not ahead. */
export function checkArrival(input: Record<string, unknown>, today: string): Checked {
  const result = v.safeParse(arrivalFields, input)
  if (!result.success) {
    const issue = result.issues[0]
    const field = issue.path?.map((p) => String(p.key)).join('.') || 'row'
    return { ok: false, field, message: issueKey(issue.message) }
  }
  const a = result.output
  if (a.check_out < today) return { ok: false, field: 'check_out', message: ARRIVAL_MSG.checkOutPast }
  if (a.check_in > addDays(today, ARRIVAL_WINDOW_DAYS))
    return { ok: false, field: 'check_in', message: ARRIVAL_MSG.checkInTooLate }
  if (a.birth_date && a.birth_date > today)
    return { ok: false, field: 'birth_date', message: ARRIVAL_MSG.birthDateFuture }
  if (a.phone) {
    // The one phone rule (ADR 197): kept in E.164, as reports keep a guest's phone.
    const phone = toE164(a.phone)
    if (!phone) return { ok: false, field: 'phone', message: MSG.phoneInvalid }
    a.phone = phone
  }
  return { ok: true, fields: a }
}

const existingRefs = (db: DbOrTx, companyId: string, refs: string[]) =>
  refs.length === 0
    ? new Map<string, ArrivalRow>()
    : new Map(
        db
          .select()
          .from(arrivals)
          .where(and(eq(arrivals.companyId, companyId), inArray(arrivals.reservationRef, refs)))
          .all()
          .map((a) => [a.reservationRef as string, a]),
      )

/**
 * Adds a batch of arrivals for a hotel (a file, a paste, the form, an API call): every row checked on its own, the
 * good ones matched with the search engine and stored in one transaction with their match keys, the bad ones
 * answered by row number with the reason (a translation key). A row is never half stored. A reservation reference
 * the hotel already used answers that arrival again (`exists`), so a re-sent batch adds nothing twice. Over the
 * hotel's daily allowance the whole batch is refused (429) and nothing is stored. One audit entry with counts only.
 * With `updateKnown` (the API: a re-sent reservation updates it), a known reference whose fields changed is
 * re-matched and replaced (`updated`, same id); one that did not change answers `exists`.
 */
export function addArrivals(
  deps: ArrivalDeps,
  actor: ArrivalActor,
  rows: BatchRow[],
  source: ArrivalSource,
  { updateKnown = false }: { updateKnown?: boolean } = {},
): { results: RowOutcome[]; added: number; refused: number; flagged: number } {
  const now = deps.clock.now()
  const nowIso = now.toISOString()
  const today = zurichDay(now)
  const results: RowOutcome[] = []
  const good: { row: number; fields: ArrivalFields }[] = []
  const seenRefs = new Set<string>()
  for (const { row, fields } of rows) {
    const checked = checkArrival(fields, today)
    if (!checked.ok) {
      results.push({ row, status: 'refused', field: checked.field, message: checked.message })
      continue
    }
    const ref = checked.fields.reservation_ref
    if (ref && seenRefs.has(ref)) {
      results.push({ row, status: 'refused', field: 'reservation_ref', message: ARRIVAL_MSG.duplicateRef })
      continue
    }
    if (ref) seenRefs.add(ref)
    good.push({ row, fields: checked.fields })
  }
  const known = existingRefs(deps.db, actor.companyId, [...seenRefs])
  const fresh = good.filter((g) => {
    const existing = known.get(g.fields.reservation_ref)
    return !existing || (updateKnown && differs(existing, g.fields))
  })
  // Every screening is counted (ADR 241): a new guest, or a known reference re-sent with another guest. A re-sent one
  // whose stay alone changed keeps its group and is not screened again.
  const screens = fresh.map((g) => {
    const replaces = known.get(g.fields.reservation_ref)
    return !replaces || guestDiffers(replaces, g.fields)
  })
  const guests = fresh.map((g) => guestOfFields(g.fields))
  // The birth-date allowance (ADR 242), decided from the batch alone before any match, in the batch's order.
  const screened = guests.filter((_, i) => screens[i])
  const plan = planScreenings(deps.search, actor.companyId, screened)
  let next = 0
  // Synchronous from here to the commit: no approval can run between the match and the insert.
  const matched = fresh.map((g, i) => {
    const guest = guests[i] as GuestFields
    const replaces = known.get(g.fields.reservation_ref)
    let group: ArrivalGroup = replaces?.matchGroup ?? 'none'
    if (screens[i]) {
      const withheld = plan.withheld[next] === true
      // The reports the plan left out for this guest (ADR 326) are screened as if they did not match.
      const hidden = plan.hidden[next++]
      group = withheld ? 'withheld' : screenGuest(deps, guest, { companyId: actor.companyId, hidden }).group
    }
    return { ...g, guest, group, id: replaces?.id ?? newId(), replaces }
  })
  deps.db.transaction((tx) => {
    const added = matched.filter((m) => !m.replaces).length
    reserveDailyAllowance(
      { db: tx, config: deps.config },
      actor.companyId,
      today,
      screened.length,
      `${actor.actor.type}:${actor.userId}`,
    )
    keepScreenings(deps.search, tx, actor, plan)
    for (const m of matched) {
      if (m.replaces) removeArrivals(tx, [m.replaces])
      const watched = watchGuest(m.guest, now)
      const inserted = tx
        .insert(arrivals)
        .values({
          id: m.id,
          companyId: actor.companyId,
          createdBy: actor.userId,
          reservationRef: m.fields.reservation_ref || null,
          firstName: m.fields.first_name,
          lastName: m.fields.last_name,
          birthDate: m.fields.birth_date,
          nationality: m.fields.nationality,
          documentNumber: m.fields.document_number,
          email: m.fields.email,
          phone: m.fields.phone,
          checkIn: m.fields.check_in,
          checkOut: m.fields.check_out,
          watchUntil: addDays(m.fields.check_out, 1),
          guest: watched.guest,
          matchGroup: m.group,
          source,
          createdAt: nowIso,
        })
        .returning({ seq: arrivals.seq })
        .get()
      // A withheld guest is kept but never watched: a later alert would answer what was withheld.
      const keys = m.group === 'withheld' ? [] : [...new Set(watched.keys)]
      for (let i = 0; i < keys.length; i += 400)
        tx.insert(arrivalKeys)
          .values(keys.slice(i, i + 400).map((key) => ({ key, arrival: inserted.seq })))
          .onConflictDoNothing()
          .run()
    }
    const updated = matched.length - added
    const withheld = matched.filter((m) => m.group === 'withheld').length
    const counts = {
      added,
      ...(updated ? { updated } : {}),
      refused: results.length,
      existing: good.length - fresh.length,
      screened: screened.length,
      ...(withheld ? { withheld } : {}),
    }
    const flagged = { exact: 0, close: 0 }
    for (const m of matched) if (isMatchGroup(m.group)) flagged[m.group]++
    record(
      { ...deps, db: tx },
      {
        actor: actor.actor,
        action: 'arrival.add',
        target: { type: 'company', id: actor.companyId },
        details: { source, ...counts, flagged, ...viaKey(actor) },
      },
    )
  })
  const replaced = new Set(matched.map((m) => m.row))
  for (const g of good) {
    const existing = known.get(g.fields.reservation_ref)
    if (existing && !replaced.has(g.row))
      results.push({ row: g.row, status: 'exists', id: existing.id, group: existing.matchGroup })
  }
  for (const m of matched)
    results.push({ row: m.row, status: m.replaces ? 'updated' : 'added', id: m.id, group: m.group })
  results.sort((a, b) => a.row - b.row)
  return {
    results,
    added: matched.filter((m) => !m.replaces).length,
    refused: results.filter((r) => r.status === 'refused').length,
    flagged: matched.filter((m) => isMatchGroup(m.group)).length,
  }
}

const guestOfFields = (f: ArrivalFields): GuestFields => ({
  firstName: f.first_name,
  lastName: f.last_name,
  birthDate: f.birth_date,
  nationality: f.nationality,
  documentNumber: f.document_number,
  email: f.email,
  phone: f.phone,
})

/** The most arrivals one list answers; `total` says how many the range holds, so a longer list is never cut silently. */
const ARRIVALS_LIST_MAX = 5000

/**
 * The hotel's arrivals staying in [from, to] (check-in on or before `to`, check-out on or after `from`), at most
 * ARRIVALS_LIST_MAX of them, and how many there are in all.
 */
export function listArrivals(
  deps: { db: DbOrTx; clock: Clock },
  actor: ArrivalActor,
  range: { from?: string; to?: string } = {},
): { from: string; to: string; total: number; arrivals: ArrivalView[] } {
  const today = zurichDay(deps.clock.now())
  const from = range.from ?? today
  const to = range.to ?? addDays(today, ARRIVAL_WINDOW_DAYS)
  const staying = and(eq(arrivals.companyId, actor.companyId), lte(arrivals.checkIn, to), gte(arrivals.checkOut, from))
  const rows = deps.db
    .select()
    .from(arrivals)
    .where(staying)
    .orderBy(asc(arrivals.checkIn), asc(arrivals.lastName), asc(arrivals.firstName))
    .limit(ARRIVALS_LIST_MAX)
    .all()
  const total =
    rows.length < ARRIVALS_LIST_MAX
      ? rows.length
      : (deps.db.select({ n: count() }).from(arrivals).where(staying).get()?.n ?? rows.length)
  return { from, to, total, arrivals: rows.map(viewOf) }
}

/** One of the hotel's arrivals; another hotel's (or a deleted one) answers 404, never 403. */
function ownArrival(deps: { db: DbOrTx }, actor: ArrivalActor, id: string): ArrivalRow {
  const row = deps.db
    .select()
    .from(arrivals)
    .where(and(eq(arrivals.id, id), eq(arrivals.companyId, actor.companyId)))
    .get()
  if (!row) throw notFound(NOT_FOUND)
  return row
}

export const getArrival = (deps: { db: DbOrTx }, actor: ArrivalActor, id: string): ArrivalView =>
  viewOf(ownArrival(deps, actor, id))

/** One of the hotel's arrivals by its reservation reference (the API's way); 404 when the hotel has none with it. */
export function getArrivalByReference(deps: { db: DbOrTx }, actor: ArrivalActor, reference: string): ArrivalView {
  const row = deps.db
    .select()
    .from(arrivals)
    .where(and(eq(arrivals.companyId, actor.companyId), eq(arrivals.reservationRef, reference)))
    .get()
  if (!row) throw notFound(NOT_FOUND)
  return viewOf(row)
}

/**
 * The reports matching an arrival, as the guest search shows them: it is a search by this person (limits, birth-date
 * allowance, the audit entry with identifiers as keyed hashes), so opening a flagged arrival shows no more than
 * typing the guest into the search would.
 */
export function arrivalMatches(deps: ArrivalDeps, actor: ArrivalActor, id: string): SearchAnswer {
  const a = ownArrival(deps, actor, id)
  const answer = searchGuests(deps.search, actor, {
    first_name: a.firstName,
    last_name: a.lastName,
    birth_date: a.birthDate || undefined,
    nationality: a.nationality || undefined,
    document_number: a.documentNumber || undefined,
    email: a.email || undefined,
    phone: a.phone || undefined,
  })
  // Searched (not refused by a limit): this person looked, and the arrival's alerts are read by them.
  recordLook(deps, actor, a.id)
  return answer
}

/** Removes arrivals with their keys, alerts, reads and looks (deletion by the hotel, or retention). */
export function removeArrivals(tx: DbOrTx, rows: ArrivalRow[]): void {
  for (const row of rows) {
    const keys = watchedKeys(row.guest)
    for (let i = 0; i < keys.length; i += 400)
      tx.delete(arrivalKeys)
        .where(and(eq(arrivalKeys.arrival, row.seq), inArray(arrivalKeys.key, keys.slice(i, i + 400))))
        .run()
    const alerts = tx
      .select({ id: arrivalAlerts.id })
      .from(arrivalAlerts)
      .where(eq(arrivalAlerts.arrivalId, row.id))
      .all()
    removeReadsOf(
      tx,
      row.id,
      alerts.map((a) => a.id),
    )
    tx.delete(arrivalAlerts).where(eq(arrivalAlerts.arrivalId, row.id)).run()
    tx.delete(arrivals).where(eq(arrivals.seq, row.seq)).run()
  }
}

function deleteOne(deps: AuditDeps & { db: Db }, actor: ArrivalActor, row: ArrivalRow): void {
  deps.db.transaction((tx) => {
    removeArrivals(tx, [row])
    record(
      { ...deps, db: tx },
      {
        actor: actor.actor,
        action: 'arrival.delete',
        target: { type: 'company', id: actor.companyId },
        details: { arrivals: 1, ...viaKey(actor) },
      },
    )
  })
}

/** The hotel deletes one of its arrivals (a cancelled booking). */
export function deleteArrival(deps: AuditDeps & { db: Db }, actor: ArrivalActor, id: string): void {
  deleteOne(deps, actor, ownArrival(deps, actor, id))
}

/** The same by the hotel's reservation reference (the API's way); 404 when the hotel has none with it. */
export function deleteArrivalByReference(deps: AuditDeps & { db: Db }, actor: ArrivalActor, reference: string): void {
  const row = deps.db
    .select()
    .from(arrivals)
    .where(and(eq(arrivals.companyId, actor.companyId), eq(arrivals.reservationRef, reference)))
    .get()
  if (!row) throw notFound(NOT_FOUND)
  deleteOne(deps, actor, row)
}
