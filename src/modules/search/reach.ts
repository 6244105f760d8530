// Which reports a dated question could list whatever its date (the per-report birth-date allowance, ADR 326): the
// search's own scorer, the report's date put into the question, over every entry a question with any date could meet
// (keys.ts anyDateKeys). ADR 344 makes it cheap without changing its answer: the scorer reads the report's date only
// as "the same" once it is the question's, and reads a field of the report only where the question has that field,
// so reports alike in what the scorer can read of them are reached alike. A question scores each such profile once
// (a common surname's thousands of reports are a few hundred profiles: names and nationality for a name-only
// question) instead of each report.
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { type GuestForm, guestForm, hasMinimumInput, type StoredGuest } from './guest'
import { othersUnder } from './index-store'
import { anyDateKeys } from './keys'
import { scoreCandidate } from './score'

/** Whether a question could list this report, close or 100 %, were its birth date the report's own (the scorer). */
export const reaches = (ask: GuestForm, report: GuestForm): boolean =>
  Boolean(ask.d && report.d && hasMinimumInput(ask) && scoreCandidate({ ...ask, d: report.d }, report))

/**
 * What of a report the scorer reads against this question, its date being the report's (score.ts): the names always;
 * the document number and type, e-mail, phone, address and nationality only where the question has them (each term
 * of the scorer needs the question's side non-empty); the date not at all (two equal dates are "the same" whatever
 * they are; only whether the report has one counts, and an undated report is never reached).
 */
function profileOf(ask: GuestForm): (report: StoredGuest) => string {
  const doc = Boolean(ask.doc)
  const e = Boolean(ask.e)
  const p = Boolean(ask.p)
  const address = Boolean(ask.s)
  const n = Boolean(ask.n)
  return (r) =>
    JSON.stringify([
      r.f,
      r.l,
      doc ? r.doc : 0,
      doc ? r.dt : 0,
      e ? r.e : 0,
      p ? r.p : 0,
      address ? r.s : 0,
      address ? r.b : 0,
      address ? r.z : 0,
      address ? r.c : 0,
      n ? r.n : 0,
    ])
}

/**
 * The reports of other hotels a question could list, close or 100 %, were its birth date the report's own: only
 * reports with a birth date (one without is not a date to learn, and the question's date changes nothing of it).
 * Each profile of report (profileOf) is scored once.
 */
export function reachableReports(deps: { db: DbOrTx; clock: Clock }, companyId: string, ask: GuestForm): string[] {
  if (!ask.d || !hasMinimumInput(ask)) return []
  const now = deps.clock.now().toISOString()
  const profile = profileOf(ask)
  const seen = new Map<string, boolean>()
  const out: string[] = []
  for (const row of othersUnder(deps.db, anyDateKeys(ask), { companyId, now })) {
    const stored = JSON.parse(row.guest) as StoredGuest
    if (!stored.d) continue
    const key = profile(stored)
    let reached = seen.get(key)
    if (reached === undefined) {
      reached = reaches(ask, guestForm(stored))
      seen.set(key, reached)
    }
    if (reached) out.push(row.reportId)
  }
  return out
}
