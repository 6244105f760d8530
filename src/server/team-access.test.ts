// A hotel's people (issue 21, ADR 200): staff use the hotel's member features, the owner alone manages it, and the
// hotel's state gates everyone in it. The owner-only test runs over the route inventory, so a new owner-only route is
// covered by declaring it.
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { users } from '~/modules/auth/schema'
import { createMember, createStaff, createTestAdmin, jsonInit, signIn } from '~/modules/auth/testing'
import { createActiveMember } from '~/modules/reports/testing'
import { createTestApp, refusalIn } from './testing'

const t = await createTestApp()
const owner = await createActiveMember(t.db.db)
const staff = await createStaff(t.db.db, owner.user)
const staffAuth = (await signIn(t.request, staff.user.email, staff.password)).bearer
const ownerAuth = (await signIn(t.request, owner.user.email, owner.password)).bearer

type Detail = Record<string, unknown> | undefined
const ownerOnlyRoutes = () =>
  t.app.routes
    .filter((r) => r.path.startsWith('/api') && (r.hooks as { detail?: Detail }).detail?.['x-owner-only'])
    .map((r) => ({ method: r.method, path: r.path }))

const call = (method: string, path: string, headers: Record<string, string>) =>
  t.request(
    path.replace(/:[^/]+/g, 'x1'),
    method === 'GET' || method === 'HEAD' ? { method, headers } : jsonInit(method, {}, headers),
  )

describe('owner-only routes', () => {
  test('the routes that manage the hotel declare themselves owner-only', () => {
    const declared = ownerOnlyRoutes().map((r) => `${r.method} ${r.path}`)
    for (const route of [
      'POST /api/user/close-account',
      'PUT /api/user/update-user-subscription',
      'POST /api/billing/renewal/bank-transfer',
      'POST /api/billing/auto-renewal/cancel',
      'POST /api/user/create-payment-intent',
      'POST /api/team/hand-over',
      'POST /api/member/api-keys/',
      'POST /api/member/webhooks/',
      'POST /api/member/webhooks/:id/test',
    ])
      expect(declared).toContain(route)
  })

  test('staff get 403 from every route declared owner-only, before its body is validated', async () => {
    const answers: string[] = []
    for (const route of ownerOnlyRoutes()) {
      const res = await call(route.method, route.path, staffAuth)
      answers.push(`${route.method} ${route.path} ${res.status} ${(await refusalIn(res)).code}`)
    }
    expect(answers).toEqual(ownerOnlyRoutes().map((r) => `${r.method} ${r.path} 403 FORBIDDEN`))
  })

  test('the owner passes the owner-only check of every such route', async () => {
    for (const route of ownerOnlyRoutes()) {
      const res = await call(route.method, route.path, ownerAuth)
      const refused = res.status === 403 ? (await refusalIn(res)).message : 'not refused as staff'
      expect(`${route.method} ${route.path} ${refused}`).toBe(`${route.method} ${route.path} not refused as staff`)
    }
  })

  test('a stranger still gets 401, not 403, from an owner-only route', async () => {
    const res = await call('POST', '/api/user/close-account', {})
    expect(res.status).toBe(401)
  })
})

describe('what staff may do', () => {
  test('staff search the guests, list the hotel reports and see its requests', async () => {
    const asStaff = t.api(staffAuth).api
    const search = await asStaff.search.post({ last_name: 'Muster', first_name: 'Max', birth_date: '1980-04-12' })
    expect(search.status).toBe(200)
    expect((await asStaff.reports.mine.get()).status).toBe(200)
    expect((await asStaff.member['data-requests'].get()).status).toBe(200)
    const me = (await asStaff.user['get-current-user'].get()).data!
    // `subscription` is billing's, passed on by auth as any object: matched, not read by a field.
    expect(me.subscription).toMatchObject({ status: 'active' })
  })

  test('staff change their own name but not the hotel data', async () => {
    const update = t.api(staffAuth).api.user.update({ id: staff.user.id })
    const own = await update.put({ f_name: 'Leonie', city: 'Zurich' })
    expect(own.status).toBe(200)
    const hotel = await update.put({ city: 'Basel' })
    expect(hotel.status).toBe(403)
    const me = (await t.api(ownerAuth).api.user['get-current-user'].get()).data!
    expect(me.companyData[0]?.city).toBe('Zurich')
  })
})

describe('the hotel gates its people', () => {
  test('a suspended hotel ends its staff sessions at once and refuses their sign-in', async () => {
    const hotel = await createActiveMember(t.db.db)
    const person = await createStaff(t.db.db, hotel.user)
    const auth = (await signIn(t.request, person.user.email, person.password)).bearer
    expect((await t.request('/api/reports/mine', { headers: auth })).status).toBe(200)
    t.db.db.update(users).set({ status: 'suspended' }).where(eq(users.id, hotel.user.id)).run()
    expect((await t.request('/api/reports/mine', { headers: auth })).status).toBe(401)
    const again = await t.api().api.user.login.post({ email: person.user.email, password: person.password })
    expect(again.status).toBe(403)
  })

  test('an expired hotel answers its staff 402 on member features', async () => {
    const hotel = await createActiveMember(t.db.db, {}, { expired: true })
    const person = await createStaff(t.db.db, hotel.user)
    const auth = (await signIn(t.request, person.user.email, person.password)).bearer
    expect((await t.request('/api/reports/mine', { headers: auth })).status).toBe(402)
  })

  test('one suspended person is signed out while the rest of the hotel works on', async () => {
    const hotel = await createMember(t.db.db)
    const person = await createStaff(t.db.db, hotel.user)
    const colleague = await createStaff(t.db.db, hotel.user)
    const auth = (await signIn(t.request, person.user.email, person.password)).bearer
    const other = (await signIn(t.request, colleague.user.email, colleague.password)).bearer
    t.db.db.update(users).set({ status: 'suspended' }).where(eq(users.id, person.user.id)).run()
    expect((await t.request('/api/user/get-current-user', { headers: auth })).status).toBe(401)
    expect((await t.request('/api/user/get-current-user', { headers: other })).status).toBe(200)
  })
})

describe('the admin and a hotel’s team', () => {
  test('the hotel’s detail lists its people, and suspending one person leaves the rest of the hotel working', async () => {
    const admin = await createTestAdmin(t.db.db)
    const adminAuth = (await signIn(t.request, admin.user.email, admin.password)).bearer
    const hotel = await createActiveMember(t.db.db)
    const person = await createStaff(t.db.db, hotel.user)
    const auth = (await signIn(t.request, person.user.email, person.password)).bearer
    const ownerSession = (await signIn(t.request, hotel.user.email, hotel.password)).bearer
    const detail = (await t.api(adminAuth).api.admin.hotels({ id: hotel.user.id }).get()).data!
    expect(detail.team.map((p) => `${p.teamRole} ${p.email} ${p.status}`)).toEqual([
      `owner ${hotel.user.email} approved`,
      `staff ${person.user.email} approved`,
    ])
    const res = await t
      .api(adminAuth)
      .api.admin.hotels({ id: person.user.id })
      .suspend.post({ reason: 'Shared the account' })
    expect(res.status).toBe(200)
    expect((await t.request('/api/reports/mine', { headers: auth })).status).toBe(401)
    expect((await t.request('/api/reports/mine', { headers: ownerSession })).status).toBe(200)
  })
})
