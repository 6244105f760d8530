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
import type { AuditRow } from './audit'

const clock = fixedClock('2026-11-26T10:00:00.000Z')
const t = await createTestApp({}, { clock })
const db = t.db.db

async function adminPage(query: string) {
  const admin = await createTestAdmin(db)
  const session = await signIn(t.request, admin.user.email, admin.password)
  const res = await t.request(`/api/admin/audit?${query}`, { headers: { cookie: session.cookie } })
  expect(res.status).toBe(200)
  return ((await res.json()) as { entries: AuditRow[] }).entries
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
    const started = await t.request('/api/user/mfa/totp', jsonInit('POST', undefined, owner.bearer))
    const { secret } = (await started.json()) as { secret: string }
    const confirmed = await t.request(
      '/api/user/mfa/totp/confirm',
      jsonInit('POST', { code: totpCodeAt(secret, clock.now()) }, owner.bearer),
    )
    expect(confirmed.status).toBe(200)
    const called = await t.request(
      '/api/v1/search',
      jsonInit('POST', { first_name: 'Johann', last_name: 'Mueller', birth_date: '1980-03-12' }, hotel.auth),
    )
    expect(called.status).toBe(200)

    const entries = await adminPage('')
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
    const entries = await adminPage(`targetId=${staff.user.id}`)
    expect(entries).toEqual([])
    suspendUser(testDeps(db, clock), { email: staff.user.email, reason: 'left', actor: { type: 'operator' } })
    const [entry] = await adminPage(`targetId=${staff.user.id}`)
    expect(entry).toMatchObject({ action: 'auth.user.suspended', actorName: null, hotelName: 'Hotel Bellevue' })
  })
})

describe('what the console’s audit answers send to the browser', () => {
  test('a page and an entry show the address an entry keeps but not its keyed hash, which stays in the chain', async () => {
    const admin = await createTestAdmin(db)
    const session = await signIn(t.request, admin.user.email, admin.password)
    const headers = { cookie: session.cookie }
    const page = await t.request('/api/admin/audit', { headers })
    const { entries } = (await page.json()) as { entries: Record<string, unknown>[] }
    expect(entries.length).toBeGreaterThan(0)
    for (const entry of entries) {
      expect(entry).toHaveProperty('ip')
      expect(entry).not.toHaveProperty('ipHash')
    }
    const seq = entries[0]!.seq as number
    const one = await t.request(`/api/admin/audit/${seq}`, { headers })
    expect(one.status).toBe(200)
    const detail = (await one.json()) as Record<string, unknown>
    expect(detail).toMatchObject({ seq, hash: expect.any(String), prevHash: expect.any(String) })
    expect(detail).not.toHaveProperty('ipHash')
    const stored = listEntries(testDeps(db), { limit: 10_000 }).find((e) => e.seq === seq)
    expect(stored).toHaveProperty('ipHash')
    expect(verifyChain(testDeps(db))).toMatchObject({ ok: true })
  })
})
