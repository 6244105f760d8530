// The team API (issue 21, ADR 200): invitations that work once within 72 hours and are stored as hashes, the hotel's
// limit of people, withdrawing, and removing a person, whose next request gets 401.
import { beforeEach, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { fixedClock } from '~/kernel/clock'
import { auditLog } from '~/modules/audit/schema'
import { mailOutbox } from '~/modules/mail/schema'
import { deliverToMemory } from '~/modules/mail/testing'
import { secretIssuers } from '~/server/hooks'
import { createTestApp, refusal } from '~/server/testing'
import { sha256 } from './passwords'
import { teamInvitations, users } from './schema'
import { createMember, jsonInit, signIn } from './testing'

const clock = fixedClock(new Date())
const t = await createTestApp({ TEAM_MAX_PEOPLE: '10' }, { clock })
const db = t.db.db
// Sign-in allows 10 attempts a minute from one address; each test starts a minute later.
beforeEach(() => clock.advance(61_000))

async function hotel() {
  const owner = await createMember(db)
  const auth = (await signIn(t.request, owner.user.email, owner.password)).bearer
  return { owner, auth }
}

let invitee = 0
const team = (auth: Record<string, string>) => t.api(auth).api.team
type Invitation = Parameters<ReturnType<typeof team>['invitations']['post']>[0]
const invite = (auth: Record<string, string>, body: Partial<Invitation> = {}) =>
  team(auth).invitations.post({
    f_name: 'Sabine',
    l_name: 'Roth',
    email: `sabine${++invitee}@example.ch`,
    locale: 'de',
    ...body,
  })

/** The invitation e-mail's link token, as the invitee receives it. */
async function linkToken(to: string) {
  const sent = await deliverToMemory({ db, clock, issuers: secretIssuers(t) })
  const mail = sent.find((m) => m.to === to)
  if (!mail) throw new Error(`no mail to ${to}`)
  return { mail, token: /token=([\w-]+)/.exec(mail.text)?.[1] ?? '' }
}

const accept = (token: string, password = 'Rezeption-Seeblick-24') =>
  t.api().api.team.invitation.accept.post({ token, password })
const invitationOf = (token: string) => t.api().api.team.invitation.post({ token })

const snapshot = () => ({
  users: db.select().from(users).all().length,
  invitations: JSON.stringify(db.select().from(teamInvitations).all()),
})

describe('invitations', () => {
  test('an invitation e-mail opens in the invitee’s language and its token is stored only as a hash', async () => {
    const { auth } = await hotel()
    const res = await invite(auth, { email: 'lea.de@example.ch', locale: 'de' })
    expect(res.status).toBe(200)
    const queued = db.select().from(mailOutbox).where(eq(mailOutbox.to, 'lea.de@example.ch')).get()
    const { mail, token } = await linkToken('lea.de@example.ch')
    expect(mail.subject).toContain('lädt Sie zu KnowYourGuest ein')
    expect(mail.text).toContain('/join?lang=de&token=')
    expect(token.length).toBeGreaterThan(30)
    const row = db.select().from(teamInvitations).where(eq(teamInvitations.email, 'lea.de@example.ch')).get()
    expect(row?.tokenHash).toBe(sha256(token))
    expect(JSON.stringify(db.select().from(teamInvitations).all())).not.toContain(token)
    expect(`${queued?.text}${queued?.html}`).not.toContain(token)
    const view = await invitationOf(token)
    expect(view.data).toEqual({
      f_name: 'Sabine',
      l_name: 'Roth',
      email: 'lea.de@example.ch',
      hotel: 'Hotel Bellevue',
      locale: 'de',
    })
  })

  test('an invitation link works once: the second use is refused and stores nothing', async () => {
    const { auth } = await hotel()
    await invite(auth, { email: 'twice@example.ch' })
    const { token } = await linkToken('twice@example.ch')
    expect((await accept(token)).status).toBe(200)
    const staff = db.select().from(users).where(eq(users.email, 'twice@example.ch')).get()
    expect(staff?.teamRole).toBe('staff')
    expect(staff?.locale).toBe('de')
    await signIn(t.request, 'twice@example.ch', 'Rezeption-Seeblick-24')
    const before = snapshot()
    const again = await accept(token, 'Another-Password-77')
    expect(again.status).toBe(400)
    expect(refusal(again).message).toContain('72 hours')
    expect(snapshot()).toEqual(before)
  })

  test('an invitation link is refused after 72 hours and stores nothing', async () => {
    const { auth } = await hotel()
    await invite(auth, { email: 'late@example.ch' })
    const { token } = await linkToken('late@example.ch')
    const sentAt = clock.now()
    clock.advance(72 * 60 * 60 * 1000 - 1)
    expect((await invitationOf(token)).status).toBe(200)
    clock.advance(1)
    try {
      const before = snapshot()
      const res = await accept(token)
      expect(res.status).toBe(400)
      expect(snapshot()).toEqual(before)
      expect((await invitationOf(token)).status).toBe(400)
    } finally {
      clock.set(sentAt)
    }
  })

  test('a withdrawn invitation’s link stops working', async () => {
    const { auth } = await hotel()
    const sent = (await invite(auth, { email: 'withdrawn@example.ch' })).data!
    const { token } = await linkToken('withdrawn@example.ch')
    const res = await team(auth).invitations({ id: sent.invitation.id }).delete()
    expect(res.status).toBe(200)
    expect((await accept(token)).status).toBe(400)
  })

  test('an address with an account or an open invitation cannot be invited', async () => {
    const { owner, auth } = await hotel()
    expect((await invite(auth, { email: owner.user.email })).status).toBe(409)
    expect((await invite(auth, { email: 'once@example.ch' })).status).toBe(200)
    const again = await invite(auth, { email: 'once@example.ch' })
    expect(again.status).toBe(409)
  })

  test('bad invitation input is refused with a translated message', async () => {
    const { auth } = await hotel()
    // @ts-expect-error: a language the contract does not have, refused
    const res = await invite(auth, { email: 'not-an-address', locale: 'xx' })
    expect(res.status).toBe(400)
    const de = await team({ ...auth, 'accept-language': 'de' }).invitations.post({
      f_name: 'A',
      l_name: 'B',
      email: 'x',
      locale: 'de',
    })
    expect(refusal(de).message).toMatch(/E-Mail/)
  })
})

describe('the hotel’s limit of people', () => {
  test('the 11th person is refused when 10 are allowed, open invitations counted, and fits again after a removal', async () => {
    const { auth } = await hotel()
    for (let i = 0; i < 8; i++) expect((await invite(auth)).status).toBe(200)
    await invite(auth, { email: 'ninth@example.ch' })
    const { token } = await linkToken('ninth@example.ch')
    expect((await accept(token)).status).toBe(200)
    // Owner, one person and eight open invitations: ten.
    const before = snapshot()
    const eleventh = await invite(auth)
    expect(eleventh.status).toBe(409)
    expect(refusal(eleventh).message).toContain('10 people')
    expect(snapshot()).toEqual(before)
    const people = (await team(auth).get()).data!.people
    const ninth = people.find((p) => p.email === 'ninth@example.ch')!
    expect((await team(auth).people({ id: ninth.id }).delete()).status).toBe(200)
    expect((await invite(auth)).status).toBe(200)
  })
})

describe('removing a person', () => {
  test('the removed person’s next request gets 401, they cannot sign in again, and the removal is audited', async () => {
    const { owner, auth } = await hotel()
    await invite(auth, { email: 'leaving@example.ch' })
    const { token } = await linkToken('leaving@example.ch')
    await accept(token)
    const staffAuth = (await signIn(t.request, 'leaving@example.ch', 'Rezeption-Seeblick-24')).bearer
    expect((await t.request('/api/user/get-current-user', { headers: staffAuth })).status).toBe(200)
    const person = db.select().from(users).where(eq(users.email, 'leaving@example.ch')).get()!
    const res = await t.request(`/api/team/people/${person.id}`, { method: 'DELETE', headers: auth })
    expect(res.status).toBe(200)
    expect((await t.request('/api/user/get-current-user', { headers: staffAuth })).status).toBe(401)
    const login = await t.request(
      '/api/user/login',
      jsonInit('POST', { email: 'leaving@example.ch', password: 'Rezeption-Seeblick-24' }),
    )
    // The address is released at removal (ADR 201): it names no account any more.
    expect(login.status).toBe(401)
    const entry = db.select().from(auditLog).where(eq(auditLog.action, 'team.removed')).all().at(-1)
    expect(entry).toMatchObject({ actorId: owner.user.id, targetId: person.id })
  })

  test('an owner cannot remove someone of another hotel, nor themself', async () => {
    const { owner, auth } = await hotel()
    const other = await hotel()
    expect(
      (await t.request(`/api/team/people/${other.owner.user.id}`, { method: 'DELETE', headers: auth })).status,
    ).toBe(404)
    expect((await t.request(`/api/team/people/${owner.user.id}`, { method: 'DELETE', headers: auth })).status).toBe(409)
  })
})
