// The hotel's arrivals a page at a time (issue 33, item 5): the public API lists them by keyset, in a stable order
// (check-in, then the order they were added), so a range of any size can be read to its end and a row added or deleted
// between two pages never shifts the others.
import { and, asc, count, eq, gt, gte, lte, or } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { ARRIVAL_WINDOW_DAYS } from '~/lib/arrival-fields'
import { addDays, zurichDay } from '~/lib/dates'
import type { ArrivalView } from './model'
import { arrivals } from './schema'
import { type ArrivalActor, viewOf } from './service'

/** Where the next page starts: after this check-in day and row. */
export type ArrivalsPosition = { checkIn: string; seq: number }

export type ArrivalsPage = {
  from: string
  to: string
  total: number
  arrivals: ArrivalView[]
  /** Where the next page starts, or null when this page is the last. */
  next: ArrivalsPosition | null
}

/**
 * The hotel's arrivals staying in [from, to] (check-in on or before `to`, check-out on or after `from`) after
 * `after`, at most `limit` of them, and how many the range holds in all.
 */
export function pageArrivals(
  deps: { db: DbOrTx; clock: Clock },
  actor: ArrivalActor,
  query: { from?: string; to?: string; after?: ArrivalsPosition; limit: number },
): ArrivalsPage {
  const today = zurichDay(deps.clock.now())
  const from = query.from ?? today
  const to = query.to ?? addDays(today, ARRIVAL_WINDOW_DAYS)
  const staying = and(eq(arrivals.companyId, actor.companyId), lte(arrivals.checkIn, to), gte(arrivals.checkOut, from))
  const after = query.after
  const rows = deps.db
    .select()
    .from(arrivals)
    .where(
      after
        ? and(
            staying,
            or(
              gt(arrivals.checkIn, after.checkIn),
              and(eq(arrivals.checkIn, after.checkIn), gt(arrivals.seq, after.seq)),
            ),
          )
        : staying,
    )
    .orderBy(asc(arrivals.checkIn), asc(arrivals.seq))
    .limit(query.limit + 1)
    .all()
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  const total = deps.db.select({ n: count() }).from(arrivals).where(staying).get()?.n ?? 0
  return {
    from,
    to,
    total,
    arrivals: page.map(viewOf),
    next: rows.length > query.limit && last ? { checkIn: last.checkIn, seq: last.seq } : null,
  }
}
