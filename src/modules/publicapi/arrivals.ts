// /api/v1 arrivals over the arrivals module's front door (issue 23): a batch is all or nothing (one bad reservation
// refuses it, naming the reservation and field), a re-sent reservation updates its arrival, a cancelled one is
// forgotten at once. Listed with their groups only, never with anything of another hotel's report.

import type { Clock } from '~/kernel/clock'
import { AppError } from '~/kernel/errors'
import { ARRIVAL_MSG, ARRIVAL_WINDOW_DAYS } from '~/lib/arrival-fields'
import { addDays, zurichDay } from '~/lib/dates'
import { isMatchGroup } from '~/lib/match-groups'
import type { TranslationKey } from '~/lib/translate-key'
import type { ApiCaller } from '~/modules/apikeys/public'
import {
  type ArrivalDeps,
  type ArrivalsPosition,
  addArrivals,
  arrivalMatches,
  checkArrival,
  deleteArrivalByReference,
  getArrivalByReference,
  pageArrivals,
} from '~/modules/arrivals/public'
import type { SearchResult } from '~/modules/search/public'
import {
  type ArrivalDetail,
  type ArrivalMatchV1,
  type ArrivalsBatch,
  type ArrivalsPageV1,
  type BatchResult,
  countryNameOf,
  MAX_BATCH,
  PAGE_DEFAULT,
} from './model'

/** 413 before validation: a batch over MAX_BATCH is refused whole, whatever its reservations say. */
export function refuseOversizedBatch(body: unknown) {
  const list = (body as { reservations?: unknown } | null)?.reservations
  if (Array.isArray(list) && list.length > MAX_BATCH)
    throw new AppError('PAYLOAD_TOO_LARGE', 'api.errors.batchTooLarge', { params: { max: MAX_BATCH } })
}

export function sendArrivals(deps: ArrivalDeps, caller: ApiCaller, body: ArrivalsBatch): BatchResult {
  const today = zurichDay(deps.clock.now())
  const seen = new Set<string>()
  // The API takes a nationality as its ISO code; the app keeps the country's name, as its forms do.
  const reservations = body.reservations.map((r) =>
    r.nationality ? { ...r, nationality: countryNameOf(r.nationality) ?? r.nationality } : r,
  )
  for (const r of reservations) {
    const refused = (field: string, message: TranslationKey) =>
      new AppError('VALIDATION', message, { field, reservationRef: r.reservation_ref })
    if (seen.has(r.reservation_ref)) throw refused('reservation_ref', ARRIVAL_MSG.duplicateRef)
    seen.add(r.reservation_ref)
    const checked = checkArrival(r, today)
    if (!checked.ok) throw refused(checked.field, checked.message)
  }
  const rows = reservations.map((fields, i) => ({ row: i + 1, fields }))
  const { results } = addArrivals(deps, caller.acting, rows, 'api', { updateKnown: true })
  return {
    arrivals: results.map((result) => {
      const ref = body.reservations[result.row - 1]?.reservation_ref ?? ''
      // Checked above; a refusal here would be a rule the check does not know: answered, nothing stored for it.
      if (result.status === 'refused')
        throw new AppError('VALIDATION', result.message, { field: result.field, reservationRef: ref })
      const status = result.status === 'exists' ? 'unchanged' : result.status
      return { reservation_ref: ref, status, group: result.group }
    }),
  }
}

/** The opaque cursor of a page's end: its last check-in day and row, base64url. */
/** The opaque cursor of a page's next position (the live list's and the sandbox's). */
export const cursorOf = (at: ArrivalsPosition) => Buffer.from(`${at.checkIn}:${at.seq}`).toString('base64url')
/** The position a cursor stands for; a cursor that is not one is refused (400). */
function positionOf(cursor: string): ArrivalsPosition {
  const match = /^(\d{4}-\d{2}-\d{2}):(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString())
  if (!match) throw new AppError('VALIDATION', 'api.errors.cursor', { field: 'cursor' })
  return { checkIn: match[1] as string, seq: Number(match[2]) }
}

export type ArrivalsQuery = { from?: string; to?: string; limit?: number; cursor?: string }

/** A list call's days (from today for the window by default), position and page size (the live list's and the
 * sandbox's); a range that ends before it starts is refused. */
export function listWindow(clock: Clock, query: ArrivalsQuery) {
  const from = query.from ?? zurichDay(clock.now())
  const to = query.to ?? addDays(from, ARRIVAL_WINDOW_DAYS)
  if (from > to) throw new AppError('VALIDATION', 'api.errors.range', { field: 'to' })
  const after = query.cursor ? positionOf(query.cursor) : undefined
  return { from, to, after, limit: query.limit ?? PAGE_DEFAULT }
}

export function listArrivalsOf(deps: ArrivalDeps, caller: ApiCaller, query: ArrivalsQuery): ArrivalsPageV1 {
  const list = pageArrivals(deps, caller.acting, listWindow(deps.clock, query))
  return {
    from: list.from,
    to: list.to,
    total: list.total,
    next_cursor: list.next ? cursorOf(list.next) : null,
    arrivals: list.arrivals.map((a) => ({
      reservation_ref: a.reservation_ref,
      check_in: a.check_in,
      check_out: a.check_out,
      group: a.group,
      alert: isMatchGroup(a.group),
    })),
  }
}

export function forgetArrival(deps: ArrivalDeps, caller: ApiCaller, reference: string) {
  deleteArrivalByReference(deps, caller.acting, reference)
  return { reservation_ref: reference, deleted: true as const }
}

const matchOf = (group: ArrivalMatchV1['group'], r: SearchResult): ArrivalMatchV1 => ({
  group,
  matched: r.matched,
  published_by: { hotel_name: r.publishedBy.hotelName, city: r.publishedBy.city },
  published_at: r.publishedAt,
  check_in: r.checkIn,
  check_out: r.checkOut,
  category: r.category,
  amount_owed: r.amountOwed,
  message: r.message,
})

/**
 * One arrival by its reference. A flagged one (exact, close) comes with its matches exactly as the web's opened
 * arrival finds them: the same search in the key's name, so the same limits, screening count and audit (ADR 263).
 */
export function arrivalOf(deps: ArrivalDeps, caller: ApiCaller, reference: string): ArrivalDetail {
  const a = getArrivalByReference(deps, caller.acting, reference)
  const flagged = isMatchGroup(a.group)
  const found = flagged ? arrivalMatches(deps, caller.acting, a.id) : undefined
  return {
    reservation_ref: a.reservation_ref,
    check_in: a.check_in,
    check_out: a.check_out,
    group: a.group,
    alert: flagged,
    matches: found
      ? [...found.exact.map((r) => matchOf('exact', r)), ...found.close.map((r) => matchOf('close', r))]
      : [],
  }
}
