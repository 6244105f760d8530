// Issue 21: every audit entry names the person and the hotel, and the console shows them by name at read time (the
// chain keeps ids and is never rewritten): a staff person's sign-in and search, an owner's second factor and a hotel's
// API key calling /api/v1.
import { describe, expect, test } from 'bun:test'
import { fixedClock } from '~/kernel/clock'
import { createHotelWithKey } from '~/modules/apikeys/testing'
import { listEntries, verifyChain } from '~/modules/audit/public'
import { testDeps } from '~/modules/audit/testing'
import { suspendUser } from '~/modules/auth/public'
import { createStaff, createTestAdmin, jsonInit, signIn, totpCodeAt } from '~/modules/auth/testing'
import { createTestApp } from '~/server/testing'

const clock = fixedClock('2026-11-26T10:00:00.000Z')
const t = await createTestApp({}, { clock })
const db = t.db.db

async function adminPage(query: { targetId?: string } = {}) {
  const admin = await createTestAdmin(db)
  const session = await signIn(t.request, admin.user.email, admin.password)
  const res = await t.browser(session).api.admin.audit.get({ query })
  expect(res.status).toBe(200)
  return res.data!.entries
}

describe('the audit trail names the person and the hotel', () => {
  test('a staff person’s sign-in and search, the owner’s second factor and the hotel’s API key name who and which hotel', async () => {
    const hotel = await createHotelWithKey(db, ['search'], { name: 'Protel front desk' })
    const staff = await createStaff(db, hotel.user)
    const staffSession = await signIn(t.request, staff.user.email, staff.password)
    const searched = await t.request(
      '/api/search',
      jsonInit('POST', { first_name: 'Johann', last_name: 'Mueller', birth_date: '12.03.1980' }, staffSession.bearer),
    )
    expect(searched.status).toBe(200)
    const owner = await signIn(t.request, hotel.user.email, hotel.password)
    const totp = t.api(owner.bearer).api.user.mfa.totp
    const started = await totp.post()
    const { secret } = started.data!
    const confirmed = await totp.confirm.post({ code: totpCodeAt(secret, clock.now()) })
    expect(confirmed.status).toBe(200)
    const called = await t.request(
      '/api/v1/search',
      jsonInit('POST', { first_name: 'Johann', last_name: 'Mueller', birth_date: '1980-03-12' }, hotel.auth),
    )
    expect(called.status).toBe(200)

    const entries = await adminPage()
    const one = (action: string, actorId: string) => entries.find((e) => e.action === action && e.actorId === actorId)
    expect(one('auth.login.success', staff.user.id)).toMatchObject({
      actorName: 'Lea Keller',
      hotelName: 'Hotel Bellevue',
    })
    expect(one('search.query', staff.user.id)).toMatchObject({ actorName: 'Lea Keller', hotelName: 'Hotel Bellevue' })
    expect(one('auth.mfa.added', hotel.user.id)).toMatchObject({
      actorName: 'Anna Muster',
      hotelId: hotel.companyId,
      hotelName: 'Hotel Bellevue',
    })
    expect(one('api.call', hotel.apiKey.id)).toMatchObject({
      actorType: 'api_key',
      actorName: 'Protel front desk',
      hotelId: hotel.companyId,
      hotelName: 'Hotel Bellevue',
    })
    // Every entry of a hotel's person or key names both; the names are joined at read time, the chain is whole.
    for (const entry of entries.filter((e) => e.actorType === 'user' || e.actorType === 'api_key')) {
      expect(entry.actorName).toBeTruthy()
      expect(entry.hotelName).toBe('Hotel Bellevue')
    }
    expect(verifyChain(testDeps(db))).toMatchObject({ ok: true })
  })

  test('an operator’s entry about a person names the person’s hotel (the target’s)', async () => {
    const hotel = await createHotelWithKey(db, ['search'])
    const staff = await createStaff(db, hotel.user)
    const res = await t.request('/api/admin/audit', {})
    expect(res.status).toBe(401)
    const entries = await adminPage({ targetId: staff.user.id })
    expect(entries).toEqual([])
    suspendUser(testDeps(db, clock), { email: staff.user.email, reason: 'left', actor: { type: 'operator' } })
    const [entry] = await adminPage({ targetId: staff.user.id })
    expect(entry).toMatchObject({ action: 'auth.user.suspended', actorName: null, hotelName: 'Hotel Bellevue' })
  })
})

describe('what the console’s audit answers send to the browser', () => {
  test('a page and an entry show the address an entry keeps but not its keyed hash, which stays in the chain', async () => {
    const admin = await createTestAdmin(db)
    const session = await signIn(t.request, admin.user.email, admin.password)
    const audit = t.browser(session).api.admin.audit
    const { entries } = (await audit.get()).data!
    expect(entries.length).toBeGreaterThan(0)
    for (const entry of entries) {
      expect(entry).toHaveProperty('ip')
      expect(entry).not.toHaveProperty('ipHash')
    }
    const seq = entries[0]!.seq
    const one = await audit({ seq }).get()
    expect(one.status).toBe(200)
    const detail = one.data!
    expect(detail).toMatchObject({ seq, hash: expect.any(String), prevHash: expect.any(String) })
    expect(detail).not.toHaveProperty('ipHash')
    const stored = listEntries(testDeps(db), { limit: 10_000 }).find((e) => e.seq === seq)
    expect(stored).toHaveProperty('ipHash')
    expect(verifyChain(testDeps(db))).toMatchObject({ ok: true })
  })
})
