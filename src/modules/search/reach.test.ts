import { describe, expect, test } from 'bun:test'
import { createTestDb } from '~/db/testing'
import { fixedClock } from '~/kernel/clock'
import * as generalisation from './generalisation-cases'
import { type GuestFields, type GuestForm, guestForm, type StoredGuest, storedGuest } from './guest'
import * as holdout from './holdout-cases'
import { applyIndexChange, othersUnder } from './index-store'
import { anyDateKeys } from './keys'
import { reachableReports, reaches } from './reach'

const NOW = '2026-11-29T10:00:00.000Z'
const DATES = ['1975-05-17', '2001-09-30']

/** The reach as ADR 326 first computed it: every entry under the question's keys with any date, each scored. */
function everyEntryScored(
  deps: { db: ReturnType<typeof createTestDb>['db']; clock: ReturnType<typeof fixedClock> },
  companyId: string,
  ask: GuestForm,
) {
  const now = deps.clock.now().toISOString()
  return othersUnder(deps.db, anyDateKeys(ask), { companyId, now }).flatMap((row) =>
    reaches(ask, guestForm(JSON.parse(row.guest) as StoredGuest)) ? [row.reportId] : [],
  )
}

describe('the reach of a dated question (ADRs 326, 344)', () => {
  test('scoring each profile of report once reaches exactly the reports that scoring each report reached, for every labelled question with every date and with its identifiers', () => {
    const { db } = createTestDb()
    const clock = fixedClock(NOW)
    const people: [string, GuestFields][] = [
      ...Object.entries(holdout.people),
      ...Object.entries(generalisation.people).map(([id, g]): [string, GuestFields] => [`g-${id}`, g]),
    ]
    // Each person three times: as reported, on another date, and without the identifiers; plus one undated.
    let n = 0
    const kellers: string[] = []
    const report = (companyId: string, guest: GuestFields) => {
      const reportId = `r${n++}`
      if (guest.lastName === 'Keller') kellers.push(reportId)
      applyIndexChange(
        { db, clock },
        { reportId, entry: { reportId, companyId, status: 'approved', expiresAt: null, guest } },
      )
    }
    for (const [, g] of people) {
      report('writer', g)
      report('writer', { ...g, birthDate: '1962-07-04' })
      report('other', { firstName: g.firstName, lastName: g.lastName, birthDate: g.birthDate, nationality: 'Italy' })
      report('writer', { ...g, birthDate: '' })
      report('hotel-a', g)
    }
    // Same names, told apart only by what the question also has: a different surname reaches with the same first
    // name and date only through the address, the document, the e-mail or the phone.
    const keller = { firstName: 'Hans', lastName: 'Keller', birthDate: '1971-02-03', nationality: 'Switzerland' }
    const at = { streetName: 'Seestrasse', buildingNo: '1', zipCode: '8002', city: 'Zürich' }
    const ids = {
      documentType: 'passport',
      documentNumber: 'X1234567',
      email: 'h@example.ch',
      phone: '+41 79 555 12 12',
    }
    report('writer', { ...keller, ...at })
    report('writer', { ...keller, ...at, buildingNo: '3', zipCode: '3000', city: 'Bern' })
    report('writer', { ...keller, ...ids })
    report('writer', { ...keller, documentType: 'passport', documentNumber: 'Y7654321' })
    report('writer', { ...keller, email: 'k@example.ch', phone: '+41 79 555 99 99' })
    report('writer', keller)
    const brunner = { firstName: 'Hans', lastName: 'Zwyssig', birthDate: '1990-10-10' }
    const directed: GuestFields[] = [
      { ...brunner, ...at },
      { ...brunner, documentType: ids.documentType, documentNumber: ids.documentNumber },
      { ...brunner, email: ids.email },
      { ...brunner, phone: ids.phone },
    ]
    const questions: GuestFields[] = [
      ...directed,
      ...[...holdout.cases, ...generalisation.cases].map((c) => c.q),
      ...people.map(([, g]) => g),
    ]
    let compared = 0
    let reached = 0
    for (const q of questions)
      for (const birthDate of [q.birthDate, ...DATES]) {
        if (!birthDate) continue
        for (const fields of [
          { ...q, birthDate },
          { firstName: q.firstName, lastName: q.lastName, birthDate },
        ]) {
          const ask = guestForm(storedGuest(fields, clock.now()))
          const fast = reachableReports({ db, clock }, 'hotel-a', ask)
          expect(fast.sort()).toEqual(everyEntryScored({ db, clock }, 'hotel-a', ask).sort())
          compared++
          reached += fast.length
        }
      }
    // The directed questions reach the one Keller report their identifier or address agrees with, not the others.
    for (const q of directed) {
      const reached = reachableReports({ db, clock }, 'hotel-a', guestForm(storedGuest(q, clock.now())))
      expect(reached.filter((id) => kellers.includes(id))).toHaveLength(1)
    }
    expect(compared).toBeGreaterThan(1000)
    expect(reached).toBeGreaterThan(1000)
  })
})
