import { describe, expect, test } from 'bun:test'
import { openDatabase } from '~/db/client'
import { matchGuest } from './engine'
import { cases, people } from './generalisation-cases'
import { guestForm, storedGuest } from './guest'
import { applyIndexChange } from './index-store'

// The second hand-written set (generalisation-cases.ts): every person is another hotel's approved report.
const h = openDatabase(':memory:')
const deps = { db: h.db }
for (const [id, guest] of Object.entries(people)) {
  applyIndexChange(deps, {
    reportId: id,
    entry: { reportId: id, companyId: 'other-hotel', status: 'approved', expiresAt: null, guest },
  })
}

describe('the matcher on forms the generator does not make', () => {
  for (const c of cases) {
    const name = c.target
      ? `${c.why}: ${JSON.stringify(c.q)} finds ${c.target} as ${c.label}`
      : `${c.why}: ${JSON.stringify(c.q)} calls nobody 100 %`
    test(name, () => {
      const r = matchGuest(deps, guestForm(storedGuest(c.q)), { companyId: 'searching-hotel' })
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
})
