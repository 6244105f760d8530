// The shape and the runner of the hand-written labelled sets (holdout-cases.ts, generalisation-cases.ts):
// exact = under "100% matched"; close = found, never 100 %; found = exact or close; notExact = never 100 %.
import { expect, test } from 'bun:test'
import { openDatabase } from '~/db/client'
import { systemClock } from '~/kernel/clock'
import { matchGuest } from './engine'
import { type GuestFields, guestForm, storedGuest } from './guest'
import { applyIndexChange } from './index-store'

type Label = 'exact' | 'close' | 'found' | 'notExact'
export type LabelledCase<Id extends string> = {
  target: Id | null
  label: Label
  q: GuestFields
  why: string
  never?: string[]
}

/** One test per case: every person is another hotel's approved report; each query is what a receptionist types. */
export function testLabelledCases(people: Record<string, GuestFields>, cases: readonly LabelledCase<string>[]) {
  const h = openDatabase(':memory:')
  const deps = { db: h.db, clock: systemClock }
  for (const [id, guest] of Object.entries(people)) {
    applyIndexChange(deps, {
      reportId: id,
      entry: { reportId: id, companyId: 'other-hotel', status: 'approved', expiresAt: null, guest },
    })
  }
  for (const c of cases) {
    const name = c.target
      ? `${c.why}: ${JSON.stringify(c.q)} finds ${c.target} as ${c.label}`
      : `${c.why}: ${JSON.stringify(c.q)} calls nobody 100 %`
    test(name, () => {
      const r = matchGuest(deps, guestForm(storedGuest(c.q, deps.clock.now())), { companyId: 'searching-hotel' })
      const group = (id: string) =>
        r.exact.some((m) => m.reportId === id) ? 'exact' : r.close.some((m) => m.reportId === id) ? 'close' : 'absent'
      // Nobody but the target is ever 100 %, and the target only when labelled so.
      const wrongExact = r.exact
        .map((m) => m.reportId)
        .filter((id) => id !== c.target || c.label === 'notExact' || c.label === 'close' || c.never?.includes(id))
      expect(wrongExact).toEqual([])
      if (!c.target) return
      const got = group(c.target)
      if (c.label === 'exact') expect(got).toBe('exact')
      else if (c.label === 'close') expect(got).toBe('close')
      else if (c.label === 'found') expect(got).not.toBe('absent')
      else expect(got).not.toBe('exact')
    })
  }
}
