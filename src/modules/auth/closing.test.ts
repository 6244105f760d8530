import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { listEntries } from '~/modules/audit/public'
import { testDeps } from '~/modules/audit/testing'
import { renewsAtTermEnd, subscriptionOf } from '~/modules/billing/public'
import { listOutbox } from '~/modules/mail/public'
import { createActiveMember } from '~/modules/reports/testing'
import { createTestApp, refusal, refusalIn } from '~/server/testing'
import { deleteArchivedProfiles } from './archive'
import { users } from './schema'
import { createTestAdmin, jsonInit, signIn } from './testing'

// Closing the account by its member (ADR 105): effective at once, confirmed with the password, no refund.
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.db.close())

/** POST /api/user/close-account through the typed client. */
const closeAccount = (headers: Record<string, string>) => t.api(headers).api.user['close-account']
const close = (headers: Record<string, string>, body: { current_password: string }) => closeAccount(headers).post(body)

describe('a member closes the account', () => {
  test('with the current password: signed out everywhere, sign-in refused, no renewal, e-mailed in German, audited', async () => {
    const { user, password } = await createActiveMember(t.db.db, { locale: 'de' })
    const headers = { 'accept-language': 'de' }
    const first = await signIn(t.request, user.email, password, headers)
    const second = await signIn(t.request, user.email, password, headers)
    const termEnd = subscriptionOf(t.db, user.id)!.expiresAt

    const res = await close({ ...first.bearer, ...headers }, { current_password: password })
    expect(res.status).toBe(200)
    const answer = res.data!
    expect(answer.termEnd).toBe(termEnd)
    expect(answer.message).toBe('Ihr Konto ist geschlossen. Eine Bestätigung ist per E-Mail unterwegs.')
    // The cookie goes, and every session of the account ends at once.
    expect(res.response.headers.get('set-cookie')).toContain('Expires=Thu, 01 Jan 1970')
    for (const session of [first, second]) {
      expect((await t.request('/api/user/get-current-user', { headers: session.bearer })).status).toBe(401)
    }
    const login = await t.request('/api/user/login', jsonInit('POST', { email: user.email, password }, headers))
    expect(login.status).toBe(403)
    expect((await refusalIn(login)).message).toBe(
      'Dieses Konto wurde geschlossen. Um wieder Mitglied zu werden, registrieren Sie sich bitte neu.',
    )
    // The automatic renewal stops; the term paid is not refunded.
    const sub = subscriptionOf(t.db, user.id)!
    expect(sub.autoRenew).toBe(false)
    expect(renewsAtTermEnd(sub)).toBe(false)
    expect(t.db.db.select().from(users).where(eq(users.id, user.id)).get()?.status).toBe('closed')
    const mail = listOutbox(t.db).find((m) => m.kind === 'account-closed' && m.to === user.email)
    expect(mail?.subject).toBe('Ihr KnowYourGuest-Konto ist geschlossen')
    expect(mail?.text).toContain('keine Rückerstattung')
    expect(mail?.text).toContain('3 Jahre nach dem Schliessen gelöscht')
    const audit = listEntries(t.db, { limit: 10_000 }).filter((e) => e.targetId === user.id)
    const closed = audit.find((e) => e.action === 'account.closed')
    expect(JSON.parse(String(closed?.details))).toMatchObject({ refund: false, termEnd })
    expect(audit.some((e) => e.action === 'subscription.ended.account_closed')).toBe(true)
  })

  test('a wrong or missing current password closes nothing', async () => {
    const { user, password } = await createActiveMember(t.db.db)
    const { bearer } = await signIn(t.request, user.email, password)
    const wrong = await close(bearer, { current_password: 'not-my-password' })
    expect(wrong.status).toBe(400)
    expect(refusal(wrong)).toMatchObject({ field: 'current_password' })
    // @ts-expect-error the password is missing on purpose: refused naming the field
    const missing = await closeAccount(bearer).post({})
    expect(missing.status).toBe(400)
    expect(refusal(missing)).toMatchObject({ field: 'current_password' })
    expect(t.db.db.select().from(users).where(eq(users.id, user.id)).get()?.status).toBe('approved')
    expect(subscriptionOf(t.db, user.id)?.autoRenew).toBe(true)
    expect((await t.request('/api/user/get-current-user', { headers: bearer })).status).toBe(200)
    expect(
      listEntries(t.db, { limit: 10_000 }).some((e) => e.action === 'account.close.refused' && e.targetId === user.id),
    ).toBe(true)
  })

  test('an administrator cannot close its account here, and nobody closes it without signing in', async () => {
    const admin = await createTestAdmin(t.db.db)
    const { bearer } = await signIn(t.request, admin.user.email, admin.password)
    expect((await close(bearer, { current_password: admin.password })).status).toBe(403)
    expect((await close({}, { current_password: 'x' })).status).toBe(401)
  })

  test('a member whose subscription expired can still close the account', async () => {
    const { user, password } = await createActiveMember(t.db.db, {}, { expired: true })
    const { bearer } = await signIn(t.request, user.email, password)
    expect((await close(bearer, { current_password: password })).status).toBe(200)
  })

  test('the closed profile is kept 3 years, then its personal data is deleted', async () => {
    const { user, password } = await createActiveMember(t.db.db)
    const { bearer } = await signIn(t.request, user.email, password)
    const { closedAt } = (await close(bearer, { current_password: password })).data!
    // Three calendar years after closing, give or take a day.
    const at = (days: number) => {
      const d = new Date(closedAt)
      d.setUTCFullYear(d.getUTCFullYear() + 3)
      return new Date(d.getTime() + days * 86_400_000)
    }
    const row = () => t.db.db.select().from(users).where(eq(users.id, user.id)).get()!
    deleteArchivedProfiles(testDeps(t.db.db), at(-1), 100)
    expect(row().email).toBe(user.email)
    deleteArchivedProfiles(testDeps(t.db.db), at(1), 100)
    expect(row()).toMatchObject({ email: `deleted-${user.id}@deleted.invalid`, fName: '', lName: '', phone: '' })
  })
})
