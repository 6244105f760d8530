import { describe, expect, test } from 'bun:test'
import { openDatabase } from '~/db/client'
import { systemClock } from '~/kernel/clock'
import { matchGuest } from './engine'
import { cases as generalisation, people as generalisationPeople } from './generalisation-cases'
import { type GuestFields, guestForm, storedGuest } from './guest'
import { cases as holdout, people as holdoutPeople } from './holdout-cases'
import { applyIndexChange } from './index-store'
import { couldMatch, reportLookupKeys, screenGuest, watchGuest } from './screening'

// Arrivals are re-matched from the report's side (ADR 210): a newly approved report looks up the keys a watched guest
// was filed under. Every pair a search from the guest finds must also be found that way round.

const sets = [
  ['the hold-out set', holdoutPeople, holdout],
  ['the generalisation set', generalisationPeople, generalisation],
] as const

for (const [name, people, cases] of sets) {
  describe(`re-matching from the report's side on ${name}`, () => {
    const h = openDatabase(':memory:')
    for (const [id, guest] of Object.entries(people))
      applyIndexChange(
        { db: h.db, clock: systemClock },
        { reportId: id, entry: { reportId: id, companyId: 'other-hotel', status: 'approved', expiresAt: null, guest } },
      )
    test('every report a search from the guest finds shares a key with the guest and passes the pair test', () => {
      const today = systemClock.now()
      const missed: string[] = []
      for (const c of cases) {
        const found = matchGuest({ db: h.db, clock: systemClock }, guestForm(storedGuest(c.q, today)), {
          companyId: 'hotel',
        })
        const watched = watchGuest(c.q, today)
        const filed = new Set(watched.keys)
        for (const m of [...found.exact, ...found.close]) {
          const report = people[m.reportId as keyof typeof people] as GuestFields
          const shares = reportLookupKeys(report, today).some((k) => filed.has(k))
          if (!shares || !couldMatch(watched.guest, report, today))
            missed.push(`${JSON.stringify(c.q)} -> ${m.reportId}`)
        }
      }
      expect(missed).toEqual([])
    })
  })
}

describe('screening a guest', () => {
  test('answers groups of report ids and never a score; the hotel’s own pending reports flag nothing', () => {
    const h = openDatabase(':memory:')
    const guest = { firstName: 'Johann', lastName: 'Müller', birthDate: '1980-03-12' }
    const entry = (reportId: string, companyId: string, status: string) => ({
      reportId,
      entry: { reportId, companyId, status, expiresAt: null, guest },
    })
    applyIndexChange({ db: h.db, clock: systemClock }, entry('r1', 'other', 'approved'))
    applyIndexChange({ db: h.db, clock: systemClock }, entry('r2', 'mine', 'pending'))
    const screening = screenGuest(
      { db: h.db, clock: systemClock },
      { ...guest, lastName: 'Mueller' },
      { companyId: 'mine' },
    )
    expect(screening).toEqual({ group: 'exact', exact: ['r1'], close: [] })
    expect(screenGuest({ db: h.db, clock: systemClock }, { lastName: 'Mueller' }, { companyId: 'mine' })).toEqual({
      group: 'none',
      exact: [],
      close: [],
    })
  })
})
