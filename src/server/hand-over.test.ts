// Issue 21, ADR 201: the owner hands the hotel to an active staff member with their password. The subscription, its
// notices, the payments, the ID documents and the data requests move with it in one transaction; both are mailed in
// their language; it is audited. Every rule has a test that tries to break it, and a refusal changes nothing.
// Removing a person mails them and frees their e-mail address.
import { beforeEach, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { fixedClock } from '~/kernel/clock'
import { dataRequests } from '~/modules/admin/schema'
import { verifyChain } from '~/modules/audit/public'
import { auditLog } from '~/modules/audit/schema'
import { testDeps } from '~/modules/audit/testing'
import { companies, users } from '~/modules/auth/schema'
import { createMember, createStaff, jsonInit, signIn } from '~/modules/auth/testing'
import { payments, subscriptionNotices, subscriptions } from '~/modules/billing/schema'
import { mailOutbox } from '~/modules/mail/schema'
import { createActiveMember } from '~/modules/reports/testing'
import { hotelDocuments } from '~/modules/verification/schema'
import { createTestApp, refusalIn } from './testing'

const clock = fixedClock('2026-11-26T10:00:00.000Z')
const t = await createTestApp({ TEAM_MAX_PEOPLE: '10' }, { clock })
const db = t.db.db
// Sign-in allows 10 attempts a minute from one address; each test starts a minute later.
beforeEach(() => clock.advance(61_000))

let n = 0
/** An active hotel (owner in French) with a payment, a notice, an ID document, a data request and a staff member. */
async function hotel() {
  n++
  const owner = await createActiveMember(db, { email: `owner${n}@hotel.ch`, locale: 'fr' })
  const staff = await createStaff(db, owner.user, { email: `lea${n}@hotel.ch`, locale: 'de' })
  const at = clock.now().toISOString()
  db.insert(payments)
    .values({
      id: `pay-${n}`,
      userId: owner.user.id,
      provider: 'bank_transfer',
      bankReference: `REF${n}`,
      amountRappen: 89_000,
      currency: 'chf',
      status: 'succeeded',
      purpose: 'registration',
      plan: '5-star',
      createdAt: at,
    })
    .run()
  const termEnd = db.select().from(subscriptions).where(eq(subscriptions.userId, owner.user.id)).get()!.expiresAt
  db.insert(subscriptionNotices).values({ userId: owner.user.id, termEnd, kind: 'reminder-30', at }).run()
  db.insert(hotelDocuments)
    .values({
      id: `doc-${n}`,
      userId: owner.user.id,
      kind: 'representative_id',
      originalName: 'id.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 10,
      sha256: 'a'.repeat(64),
      storageKey: `key-${n}`,
      metadataRemoved: true,
      uploadedAt: at,
    })
    .run()
  db.insert(dataRequests)
    .values({
      id: `req-${n}`,
      receivedOn: '2026-11-20',
      dueOn: '2026-12-20',
      channel: 'email',
      kind: 'access',
      requesterName: 'Max Mustermann',
      hotelUserId: owner.user.id,
      createdAt: at,
      updatedAt: at,
    })
    .run()
  // Signing in keeps the language of the request as the person's.
  const session = await signIn(t.request, owner.user.email, owner.password, { 'accept-language': 'fr' })
  return { owner, staff, session }
}

const handOver = (auth: Record<string, string>, body: Record<string, unknown>) =>
  t.request('/api/team/hand-over', jsonInit('POST', body, { ...auth, 'accept-language': 'en' }))

/** Every row a hand-over could touch, and the mail and audit it could write. */
const snapshot = () =>
  JSON.stringify({
    users: db.select().from(users).all(),
    companies: db.select().from(companies).all(),
    subscriptions: db.select().from(subscriptions).all(),
    notices: db.select().from(subscriptionNotices).all(),
    payments: db.select().from(payments).all(),
    documents: db.select().from(hotelDocuments).all(),
    requests: db.select().from(dataRequests).all(),
    mail: db.select().from(mailOutbox).all(),
    // Refusals write security events (security.*) and nothing else.
    audit: db
      .select()
      .from(auditLog)
      .all()
      .filter((e) => !e.action.startsWith('security.')).length,
  })

const row = (id: string) => db.select().from(users).where(eq(users.id, id)).get()!

describe('handing the hotel over', () => {
  test('the owner hands the hotel to an active staff member: roles swap, billing, documents and requests follow, both are mailed in their language, it is audited', async () => {
    const { owner, staff, session } = await hotel()
    const res = await handOver(session.bearer, { person_id: staff.user.id, current_password: owner.password })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ message: 'Lea Keller is now the owner of the hotel. You are now staff.' })
    expect(row(staff.user.id)).toMatchObject({ teamRole: 'owner', status: 'approved' })
    expect(row(owner.user.id)).toMatchObject({ teamRole: 'staff', status: 'approved' })
    expect(db.select().from(subscriptions).where(eq(subscriptions.userId, staff.user.id)).get()).toBeDefined()
    expect(db.select().from(subscriptions).where(eq(subscriptions.userId, owner.user.id)).get()).toBeUndefined()
    expect(
      db.select().from(subscriptionNotices).where(eq(subscriptionNotices.userId, staff.user.id)).all(),
    ).toHaveLength(1)
    expect(db.select().from(payments).where(eq(payments.userId, staff.user.id)).all()).toHaveLength(1)
    expect(db.select().from(hotelDocuments).where(eq(hotelDocuments.userId, staff.user.id)).all()).toHaveLength(1)
    expect(db.select().from(dataRequests).where(eq(dataRequests.hotelUserId, staff.user.id)).all()).toHaveLength(1)

    const mails = db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'team-hand-over')).all()
    const to = (email: string) => mails.find((m) => m.to === email)
    expect(to(staff.user.email)?.subject).toBe(
      `Hotel Bellevue hat eine neue Inhaberin oder einen neuen Inhaber bei KnowYourGuest`,
    )
    expect(to(owner.user.email)?.subject).toBe('Hotel Bellevue a un·e nouveau·elle titulaire sur KnowYourGuest')
    const entry = db.select().from(auditLog).where(eq(auditLog.action, 'team.owner_handed_over')).get()
    expect(entry).toMatchObject({ actorId: owner.user.id, targetId: staff.user.id })
    expect(verifyChain(testDeps(db))).toMatchObject({ ok: true })

    // The hotel goes on: the new owner manages the team and is a paying member; the former owner is staff.
    const lea = await signIn(t.request, staff.user.email, staff.password)
    expect((await t.request('/api/team', { headers: lea.bearer })).status).toBe(200)
    expect((await t.request('/api/team', { headers: session.bearer })).status).toBe(403)
    const search = { first_name: 'Max', last_name: 'Mustermann', birth_date: '12.03.1980' }
    expect((await t.request('/api/search', jsonInit('POST', search, lea.bearer))).status).toBe(200)
    expect((await t.request('/api/search', jsonInit('POST', search, session.bearer))).status).toBe(200)
  }, 60_000)

  test('a wrong password is refused and nothing changes', async () => {
    const { staff, session } = await hotel()
    const before = snapshot()
    const res = await handOver(session.bearer, { person_id: staff.user.id, current_password: 'not-my-password' })
    expect(res.status).toBe(400)
    expect((await refusalIn(res)).field).toBe('current_password')
    expect(snapshot()).toBe(before)
  }, 60_000)

  test('staff cannot hand the hotel over, not even to themself (403), and nothing changes', async () => {
    const { staff } = await hotel()
    const lea = await signIn(t.request, staff.user.email, staff.password)
    const before = snapshot()
    const res = await handOver(lea.bearer, { person_id: staff.user.id, current_password: staff.password })
    expect(res.status).toBe(403)
    expect(snapshot()).toBe(before)
  }, 60_000)

  test('the hotel cannot go to a person of another hotel, a suspended or removed person, or the owner (404), and nothing changes', async () => {
    const { owner, session } = await hotel()
    const other = await hotel()
    const suspended = await createStaff(db, owner.user, { status: 'suspended' })
    const removed = await createStaff(db, owner.user, { status: 'closed' })
    const stranger = await createMember(db)
    for (const person of [
      other.staff.user,
      other.owner.user,
      suspended.user,
      removed.user,
      stranger.user,
      owner.user,
    ]) {
      const before = snapshot()
      const res = await handOver(session.bearer, { person_id: person.id, current_password: owner.password })
      expect(`${person.email} ${res.status}`).toBe(`${person.email} 404`)
      expect(snapshot()).toBe(before)
    }
  }, 60_000)

  test('a replayed hand-over is refused: the former owner is staff by then (403), and nothing changes', async () => {
    const { owner, staff, session } = await hotel()
    const body = { person_id: staff.user.id, current_password: owner.password }
    expect((await handOver(session.bearer, body)).status).toBe(200)
    const before = snapshot()
    expect((await handOver(session.bearer, body)).status).toBe(403)
    expect(snapshot()).toBe(before)
  }, 60_000)
})

describe('removing a person', () => {
  test('the removed person is mailed in their language, without guest data, and their address is free for another hotel', async () => {
    const { staff, session } = await hotel()
    const res = await t.request(`/api/team/people/${staff.user.id}`, { method: 'DELETE', headers: session.bearer })
    expect(res.status).toBe(200)
    const mail = db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'team-removed')).all()
    expect(mail.map((m) => [m.to, m.subject])).toEqual([
      [staff.user.email, 'Ihr Zugang zu Hotel Bellevue bei KnowYourGuest ist beendet'],
    ])
    expect(mail[0]?.html).not.toContain('Mustermann')
    // The row stays for the audit trail's name, but the address is released.
    expect(row(staff.user.id)).toMatchObject({ status: 'closed', fName: 'Lea', lName: 'Keller' })
    expect(row(staff.user.id).email).not.toBe(staff.user.email)
    const other = await hotel()
    const invited = await t.request(
      '/api/team/invitations',
      jsonInit(
        'POST',
        { f_name: 'Lea', l_name: 'Keller', email: staff.user.email, locale: 'de' },
        other.session.bearer,
      ),
    )
    expect(invited.status).toBe(200)
    // Nobody signs in with the released address's placeholder (the account is closed).
    const login = await t.request(
      '/api/user/login',
      jsonInit('POST', { email: row(staff.user.id).email, password: staff.password }),
    )
    expect([401, 403]).toContain(login.status)
  }, 60_000)
})
