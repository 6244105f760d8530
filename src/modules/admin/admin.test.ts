import { describe, expect, test } from 'bun:test'
import { listEntries, verifyChain } from '~/modules/audit/public'
import { testDeps } from '~/modules/audit/testing'
import { createMember, createTestAdmin, jsonInit, signIn } from '~/modules/auth/testing'
import { signUpAnswer, signUpBody } from '~/modules/billing/testing'
import { listOutbox } from '~/modules/mail/public'
import { answerIn, createTestApp } from '~/server/testing'

type App = Awaited<ReturnType<typeof createTestApp>>

const registration = (email: string, overrides: Record<string, unknown> = {}) =>
  signUpBody(email, { uid: 'CHE-116.281.710', password: 'secret-pass-1', paymentMethod: 'banktransfer', ...overrides })

async function setup() {
  const app = await createTestApp()
  const admin = await createTestAdmin(app.db.db)
  const adminSession = await signIn(app.request, admin.user.email, admin.password)
  const member = await createMember(app.db.db)
  const memberSession = await signIn(app.request, member.user.email, member.password)
  const as = (session: { cookie: string } | null) => ({
    get: (path: string) => app.request(path, { headers: session ? { cookie: session.cookie } : {} }),
    post: (path: string, body: unknown = {}) =>
      app.request(path, jsonInit('POST', body, session ? { cookie: session.cookie, origin: app.config.BASE_URL } : {})),
    send: (method: string, path: string, body: unknown = {}) =>
      app.request(path, jsonInit(method, body, session ? { cookie: session.cookie, origin: app.config.BASE_URL } : {})),
  })
  return {
    app,
    admin,
    member,
    // Raw requests by path, for the walk over every admin route and the CSV export; typed calls go through `byAdmin`
    // and `byMember` (Eden's treaty over the app, ADR 323).
    asAdmin: as(adminSession),
    asMember: as(memberSession),
    anonymous: as(null),
    byAdmin: app.browser(adminSession).api,
    byMember: app.browser(memberSession).api,
  }
}

async function registerByTransfer(app: App, email: string, overrides: Record<string, unknown> = {}) {
  const res = await app.request('/api/user/sign-up', jsonInit('POST', registration(email, overrides)))
  expect(res.status).toBe(200)
  const { bankTransfer } = await answerIn(signUpAnswer, res)
  if (!bankTransfer) throw new Error('a sign-up by bank transfer answers its transfer')
  return bankTransfer.reference
}

// Eden types a body by its schema's output, where a field with a default is required: the typed calls send the
// defaults a form leaves out, which the server would fill in the same (ADR 323).
const noReports: string[] = []
const requestDefaults = {
  requesterEmail: '',
  requesterAddress: '',
  locale: 'en' as const,
  details: '',
  reportIds: noReports,
  hotelEmail: '',
}

const idOf = (app: App, email: string) =>
  (app.db.sqlite.query('SELECT id FROM users WHERE email = ?').get(email) as { id: string }).id

describe('admin API access', () => {
  test('every /api/admin route answers 401 to an anonymous visitor and 403 to a member', async () => {
    const { app, anonymous, asMember } = await setup()
    const routes = app.app.routes.filter((r) => r.path.startsWith('/api/admin'))
    expect(routes.length).toBeGreaterThan(20)
    for (const route of routes) {
      const path = route.path.replace(/:[a-z]+/g, '1')
      for (const [who, client, status] of [
        ['anonymous', anonymous, 401],
        ['member', asMember, 403],
      ] as const) {
        // Every method the route has (a PUT or DELETE too), not only GET and POST.
        const res = route.method === 'GET' ? await client.get(path) : await client.send(route.method, path, {})
        expect(`${route.method} ${route.path} ${who} ${res.status}`).toBe(
          `${route.method} ${route.path} ${who} ${status}`,
        )
      }
    }
  })

  test('no admin answer carries a password hash or a session token', async () => {
    const { app, asAdmin, member } = await setup()
    await registerByTransfer(app, 'dora@alpina.ch')
    for (const path of [
      '/api/admin/hotels/applications',
      '/api/admin/hotels/members',
      `/api/admin/hotels/${member.user.id}`,
      '/api/admin/audit',
      '/api/admin/audit/export',
    ]) {
      const text = await (await asAdmin.get(path)).text()
      expect(text).not.toMatch(/password|argon2|\$argon|kyg_session/i)
      // A signed token (base64url JSON, "eyJ…", with its dots), matched by case: a random payment reference such as
      // "KYG-EYJ3-…" once failed a looser pattern.
      expect(text).not.toMatch(/eyJ[\w-]{8,}\.[\w-]+/)
    }
  })
})

describe('hotels', () => {
  test('an unpaid hotel cannot be approved; after the transfer is confirmed it can, and gets the access e-mail', async () => {
    const { app, byAdmin } = await setup()
    const reference = await registerByTransfer(app, 'dora@alpina.ch')
    const id = idOf(app, 'dora@alpina.ch')
    const { applications } = (await byAdmin.admin.hotels.applications.get()).data!
    const application = applications.find((a) => a.id === id)!
    expect(application.company?.uid).toBe('CHE-116.281.710')
    expect(application.declaration?.fullName).toBe('Anna Meier')
    expect(application.payment).toMatchObject({ status: 'pending', reference })

    const refused = await byAdmin.admin.hotels({ id }).approve.post({ note: '', withoutDocument: '' })
    expect(refused.status).toBe(402)
    const overview = (await byAdmin.admin.overview.get()).data!
    expect(overview.hotelsPending).toBe(1)
    expect(overview.transfersWaiting).toBe(1)

    expect((await byAdmin.admin.payments.transfers({ reference }).confirm.post({ note: '' })).status).toBe(200)
    const approval = { note: 'UID checked', withoutDocument: 'ID shown at the front desk' }
    expect((await byAdmin.admin.hotels({ id }).approve.post(approval)).status).toBe(200)
    expect(listOutbox(app.db).some((m) => m.to === 'dora@alpina.ch' && m.kind === 'access-granted')).toBe(true)
    const approved = listEntries(app.db).find((e) => e.action === 'auth.hotel.approved')!
    expect(approved.actorType).toBe('admin')
    expect(JSON.parse(approved.details)).toMatchObject(approval)
  })

  test('a rejection needs a reason, which the hotel receives in its language', async () => {
    const { app, byAdmin } = await setup()
    await registerByTransfer(app, 'eva@alpina.ch')
    app.db.sqlite.run("UPDATE users SET locale = 'de' WHERE email = 'eva@alpina.ch'")
    const id = idOf(app, 'eva@alpina.ch')
    expect((await byAdmin.admin.hotels({ id }).reject.post({ reason: ' ', transferRefunded: false })).status).toBe(400)
    expect(
      (await byAdmin.admin.hotels({ id }).reject.post({ reason: 'Kein Hotelbetrieb', transferRefunded: false })).status,
    ).toBe(200)
    const mail = listOutbox(app.db).find((m) => m.kind === 'application-rejected')!
    expect(mail.to).toBe('eva@alpina.ch')
    expect(mail.text).toContain('Grund: Kein Hotelbetrieb')
  })

  test('suspending a member ends its sessions at once; reactivating needs a reason too', async () => {
    const { app, byAdmin, byMember, member } = await setup()
    const hotel = byAdmin.admin.hotels({ id: member.user.id })
    expect((await byMember.user['get-current-user'].get()).status).toBe(200)
    // @ts-expect-error: a suspension without its reason, refused
    expect((await hotel.suspend.post({})).status).toBe(400)
    expect((await hotel.suspend.post({ reason: 'Shared account' })).status).toBe(200)
    expect((await byMember.user['get-current-user'].get()).status).toBe(401)
    expect((await hotel.reactivate.post({ reason: 'Cleared' })).status).toBe(200)
    const actions = listEntries(app.db).map((e) => [e.action, JSON.parse(e.details).reason])
    expect(actions).toContainEqual(['auth.user.suspended', 'Shared account'])
    expect(actions).toContainEqual(['auth.user.reactivated', 'Cleared'])
  })

  test('members are found by name, e-mail or city', async () => {
    const { byAdmin, member } = await setup()
    for (const q of ['muster', member.user.email.slice(0, 6), 'zuri']) {
      const found = (await byAdmin.admin.hotels.members.get({ query: { q } })).data!
      expect(`${q} ${found.members.length}`).toBe(`${q} 1`)
    }
    const none = (await byAdmin.admin.hotels.members.get({ query: { q: 'geneva' } })).data!
    expect(none.members.length).toBe(0)
  })

  test('a subscription is extended or corrected with a reason, audited, and a typed day ends at midnight in Zurich', async () => {
    const { app, byAdmin } = await setup()
    const reference = await registerByTransfer(app, 'fred@alpina.ch')
    await byAdmin.admin.payments.transfers({ reference }).confirm.post({ note: '' })
    const subscription = byAdmin.admin.hotels({ id: idOf(app, 'fred@alpina.ch') }).subscription
    const set = await subscription.post({ action: 'set', expiresOn: '2030-01-31', reason: 'Goodwill after outage' })
    expect(set.data?.expiresAt).toBe('2030-01-31T22:59:59.999Z')
    const extended = await subscription.post({ action: 'extend', reason: 'Prize' })
    expect(extended.data?.expiresAt).toBe('2031-01-31T22:59:59.999Z')
    expect(listEntries(app.db).filter((e) => e.action === 'subscription.corrected')).toHaveLength(2)
  })
})

describe('payments', () => {
  test('a bank transfer is refunded with a reason, never more than was paid', async () => {
    const { app, byAdmin } = await setup()
    const reference = await registerByTransfer(app, 'gina@alpina.ch')
    await byAdmin.admin.payments.transfers({ reference }).confirm.post({ note: '' })
    const list = (await byAdmin.admin.payments.get({ query: { kind: 'transfer' } })).data!
    const payment = list.payments[0]!
    const refund = byAdmin.admin.payments({ id: payment.id }).refund
    expect((await refund.post({ reason: '' })).status).toBe(400)
    const tooMuch = await refund.post({ amount: payment.amountRappen + 1, reason: 'Double payment' })
    expect(tooMuch.status).toBe(400)
    const ok = await refund.post({ amount: 1000, reason: 'Double payment' })
    expect(ok.status).toBe(200)
    const after = (await byAdmin.admin.payments.get({ query: { kind: 'transfer' } })).data!
    expect(after.payments[0]!.refundedRappen).toBe(1000)
    expect(listEntries(app.db).some((e) => e.action === 'payment.refunded')).toBe(true)
  })
})

describe('audit', () => {
  test('entries filter by actor and date; the CSV export is audited; the chain verifies', async () => {
    const { app, asAdmin, byAdmin, admin } = await setup()
    await byAdmin.admin.hotels({ id: idOf(app, admin.user.email) }).suspend.post({ reason: 'x' })
    const today = new Date().toISOString().slice(0, 10)
    const ofAdmin = (await byAdmin.admin.audit.get({ query: { actor: admin.user.email, from: today, to: today } }))
      .data!
    expect(ofAdmin.entries.length).toBeGreaterThan(0)
    expect(ofAdmin.entries.every((e) => e.actorId === admin.user.id)).toBe(true)
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    const none = (await byAdmin.admin.audit.get({ query: { from: yesterday, to: yesterday } })).data!
    expect(none.entries).toEqual([])
    const csv = await asAdmin.get('/api/admin/audit/export?actor=operator')
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const text = await csv.text()
    expect(text.split('\n')[0]).toBe(
      'seq,at,actor_type,actor_id,actor_email,actor_name,hotel,action,target_type,target_id,details,ip,hash',
    )
    expect(text).toContain('auth.admin.created')
    expect(listEntries(app.db)[0]!.action).toBe('audit.exported')
    const verified = (await byAdmin.admin.audit.verify.post()).data!
    expect(verified.ok).toBe(true)
    expect(verifyChain(testDeps(app.db.db)).ok).toBe(true)
  })

  test('pages by key: the next page starts below the last entry of the previous one', async () => {
    const { app, byAdmin } = await setup()
    for (let i = 0; i < 60; i++) app.db.sqlite.run('SELECT 1')
    const { record } = await import('~/modules/audit/public')
    for (let i = 0; i < 60; i++)
      record(testDeps(app.db.db), { actor: { type: 'system' }, action: 'storage.disk_low', details: { i } })
    const first = (await byAdmin.admin.audit.get({ query: { action: 'storage.disk_low' } })).data!
    expect(first.entries).toHaveLength(50)
    const second = (await byAdmin.admin.audit.get({ query: { action: 'storage.disk_low', before: first.next! } })).data!
    expect(second.entries).toHaveLength(10)
    expect(second.next).toBeNull()
    expect(second.entries[0]!.seq).toBeLessThan(first.entries[49]!.seq)
  })
})

describe('data-subject requests', () => {
  test('recorded, forwarded to the hotel, answered in its member area, closed; the overview counts it while due', async () => {
    const { app, byAdmin, byMember, member } = await setup()
    const today = new Date().toISOString().slice(0, 10)
    const created = await byAdmin.admin.requests.post({
      ...requestDefaults,
      receivedOn: today,
      channel: 'letter',
      kind: 'access',
      requesterName: 'Max Gast',
      requesterAddress: 'Hauptstrasse 1\n3000 Bern',
      locale: 'de',
      hotelEmail: member.user.email,
    })
    expect(created.status).toBe(200)
    const request = created.data!
    expect(request.dueOn).toBe(new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10))
    // Not yet forwarded: the hotel does not see it.
    expect((await byMember.member['data-requests'].get()).data!.length).toBe(0)
    expect((await byAdmin.admin.requests({ id: request.id }).forward.post({ note: '' })).status).toBe(200)
    const mail = listOutbox(app.db).find((m) => m.kind === 'data-request-forwarded')!
    expect(mail.to).toBe(member.user.email)
    expect(mail.text).toContain(`/dashboard/requests/${request.id}`)
    const open = (await byMember.member['data-requests'].get()).data!
    expect(open.map((r) => r.id)).toEqual([request.id])
    const answered = await byMember.member['data-requests']({ id: request.id }).answer.post({
      answer: 'Checked, accurate.',
    })
    expect(answered.status).toBe(200)
    let overview = (await byAdmin.admin.overview.get()).data!
    expect(overview.requestsDue).toBe(0)
    // A request received 25 days ago is due within 7 days.
    const old = new Date(Date.now() - 25 * 86_400_000).toISOString().slice(0, 10)
    const due = (
      await byAdmin.admin.requests.post({
        ...requestDefaults,
        receivedOn: old,
        channel: 'email',
        kind: 'deletion',
        requesterName: 'Lea',
      })
    ).data!
    overview = (await byAdmin.admin.overview.get()).data!
    expect(overview.requestsDue).toBe(1)
    await byAdmin.admin.requests({ id: due.id }).close.post({ outcome: 'No report about this person.' })
    overview = (await byAdmin.admin.overview.get()).data!
    expect(overview.requestsDue).toBe(0)
    const letter = (await byAdmin.admin.requests({ id: request.id }).letter.get({ query: { type: 'acknowledgement' } }))
      .data!
    expect(letter.text).toContain('Max Gast')
    expect(letter.text).toContain('Hauptstrasse 1')
  })

  test('a hotel cannot read or answer another hotel’s request', async () => {
    const { app, byAdmin, byMember } = await setup()
    const other = await createMember(app.db.db)
    const created = (
      await byAdmin.admin.requests.post({
        ...requestDefaults,
        receivedOn: new Date().toISOString().slice(0, 10),
        channel: 'email',
        kind: 'objection',
        requesterName: 'Max Gast',
        hotelEmail: other.user.email,
      })
    ).data!
    await byAdmin.admin.requests({ id: created.id }).forward.post({ note: '' })
    expect((await byMember.member['data-requests']({ id: created.id }).get()).status).toBe(404)
    expect((await byMember.member['data-requests']({ id: created.id }).answer.post({ answer: 'x' })).status).toBe(404)
  })
})

describe('breach register', () => {
  test('an incident shows its 72-hour deadline and what has been done', async () => {
    const { byAdmin } = await setup()
    const detectedAt = new Date(Date.now() - 3_600_000).toISOString()
    const created = (await byAdmin.admin.incidents.post({ title: 'Lost laptop', description: '', detectedAt })).data!
    expect(created.deadline).toBe(new Date(Date.parse(detectedAt) + 72 * 3_600_000).toISOString())
    expect(created.hoursLeft).toBe(70)
    const step = await byAdmin.admin
      .incidents({ id: created.id })
      .actions.post({ text: 'Reported to the FDPIC', authorityNotified: true, close: false })
    expect(step.data?.authorityNotifiedAt).not.toBeNull()
    const future = await byAdmin.admin.incidents.post({
      title: 'Later',
      description: '',
      detectedAt: new Date(Date.now() + 86_400_000).toISOString(),
    })
    expect(future.status).toBe(400)
  })
})
