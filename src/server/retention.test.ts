import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { fixedClock } from '~/kernel/clock'
import { createLogger } from '~/kernel/log'
import { testDeps } from '~/modules/audit/testing'
import { deletedEmail } from '~/modules/auth/archive'
import { sessions, users } from '~/modules/auth/schema'
import { suspendUser } from '~/modules/auth/service'
import { openSession } from '~/modules/auth/sessions'
import { createMember, createTestAdmin, signIn } from '~/modules/auth/testing'
import { enqueue, listOutbox } from '~/modules/mail/service'
import { createTransport } from '~/modules/mail/transport'
import { createActiveMember, reportAnswer, reportForm, reportParts, tinyPdf } from '~/modules/reports/testing'
import { createJobs } from './jobs'
import { answerIn, createTestApp } from './testing'

// Retention per the privacy figures, run through the composed scheduler with the clock moved (issue 12).

let t: Awaited<ReturnType<typeof createTestApp>>
const silent = createLogger('silent')
const jobsAt = (at: string) =>
  createJobs({
    db: t.db,
    config: t.config,
    log: silent,
    transport: createTransport(t.config, silent, fixedClock(at)),
    clock: fixedClock(at),
    chainKey: t.chainKey,
    sessionSecret: t.sessionSecret,
  })

beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(() => t.db.close())

describe('retention jobs with the clock moved', () => {
  test('a report 3 years past check-out disappears from search and the hotel’s list says expired', async () => {
    const writer = await createActiveMember(t.db.db)
    const hotel = (await signIn(t.request, writer.user.email, writer.password)).bearer
    const reader = await createActiveMember(t.db.db)
    const searcher = (await signIn(t.request, reader.user.email, reader.password)).bearer
    const a = await createTestAdmin(t.db.db)
    const admin = (await signIn(t.request, a.user.email, a.password)).bearer
    const guest = {
      first_name: 'Ottilie',
      last_name: 'Brandstätter',
      birth_date: '1971-07-09',
      check_out: '2025-03-04',
    }
    const created = await t.request('/api/reports', {
      method: 'POST',
      headers: hotel,
      body: reportForm(reportParts(guest), [{ name: 'bill.pdf', bytes: tinyPdf() }]),
    })
    expect(created.status).toBe(201)
    const { report } = await answerIn(reportAnswer, created)
    expect((await t.api(admin).api.admin.reports({ id: report.id }).approve.post({})).status).toBe(200)
    const search = async () =>
      (
        await t
          .api(searcher)
          .api.search.post({ first_name: 'Ottilie', last_name: 'Brandstaetter', birth_date: '09.07.1971' })
      ).data!
    expect((await search()).exact.map((r) => r.reportId)).toEqual([report.id])

    // A day before the 3 years: nothing happens.
    expect((await jobsAt('2028-03-03T12:00:00Z').runNow('reports.retention')).status).toBe('ok')
    expect((await search()).exact).toHaveLength(1)
    // A day after: gone from search, and the hotel's list says expired. A second run changes nothing.
    const run = await jobsAt('2028-03-05T12:00:00Z').runNow('reports.retention')
    expect(run.counts).toMatchObject({ expired: 1 })
    expect((await jobsAt('2028-03-05T13:00:00Z').runNow('reports.retention')).counts).toMatchObject({ expired: 0 })
    expect((await search()).exact).toEqual([])
    const mine = JSON.stringify(await (await t.request('/api/reports/mine', { headers: hotel })).json())
    expect(mine).toContain(report.id)
    expect(mine).toContain('"expired"')
    expect(mine).not.toContain('Brandst')
  })

  test('sessions and their IP addresses are kept 12 months, then deleted', async () => {
    const { user } = await createMember(t.db.db)
    const session = openSession(testDeps(t.db.db, fixedClock('2027-01-10T08:00:00Z')), {
      userId: user.id,
      ip: '203.0.113.9',
    })
    const exists = () => !!t.db.db.select().from(sessions).where(eq(sessions.id, session.id)).get()
    await jobsAt('2027-12-31T00:00:00Z').runNow('auth.retention')
    expect(exists()).toBe(true)
    await jobsAt('2028-01-11T00:00:00Z').runNow('auth.retention')
    expect(exists()).toBe(false)
  })

  test('a banned member’s profile is kept 3 years after the ban, then its personal data is deleted', async () => {
    const { user } = await createMember(t.db.db)
    suspendUser(testDeps(t.db.db), { email: user.email, actor: { type: 'operator' } })
    t.db.db.update(users).set({ updatedAt: '2027-02-01T00:00:00.000Z' }).where(eq(users.id, user.id)).run()
    const row = () => t.db.db.select().from(users).where(eq(users.id, user.id)).get()!
    await jobsAt('2030-01-31T00:00:00Z').runNow('auth.closed-profiles')
    expect(row().email).toBe(user.email)
    const run = await jobsAt('2030-02-02T00:00:00Z').runNow('auth.closed-profiles')
    expect(run.counts.profilesDeleted).toBeGreaterThanOrEqual(1)
    expect(row()).toMatchObject({ email: deletedEmail(user.id), fName: '', lName: '', phone: '', passwordHash: '' })
    expect(JSON.stringify(t.db.sqlite.query('SELECT * FROM companies WHERE id = ?').get(user.companyId))).not.toContain(
      'Bellevue',
    )
    expect((await jobsAt('2030-02-03T00:00:00Z').runNow('auth.closed-profiles')).counts.profilesDeleted).toBe(0)
  })

  test('a mail body is gone once the message is sent', async () => {
    const id = enqueue(testDeps(t.db.db), {
      to: 'x@example.ch',
      subject: 'Reset',
      html: '<p>secret link</p>',
      text: 'secret link',
      kind: 'password-reset',
    })
    await jobsAt(new Date().toISOString()).runNow('mail.deliver')
    const sent = listOutbox(t.db).find((m) => m.id === id)!
    expect(sent).toMatchObject({ status: 'sent', html: '', text: '' })
  })

  test('the envelope of a reported guest’s notice e-mail goes 30 days after it was sent; a message still pending stays', async () => {
    const writer = await createActiveMember(t.db.db)
    const hotel = (await signIn(t.request, writer.user.email, writer.password)).bearer
    const a = await createTestAdmin(t.db.db)
    const admin = (await signIn(t.request, a.user.email, a.password)).bearer
    const guestEmail = 'leonie.notice@example.ch'
    const created = await t.request('/api/reports', {
      method: 'POST',
      headers: hotel,
      body: reportForm(reportParts({ first_name: 'Leonie', last_name: 'Tschopp', email: guestEmail }), [
        { name: 'bill.pdf', bytes: tinyPdf() },
      ]),
    })
    const { report } = await answerIn(reportAnswer, created)
    expect((await t.api(admin).api.admin.reports({ id: report.id }).approve.post({})).status).toBe(200)
    const now = Date.parse(t.clock.now().toISOString())
    const at = (days: number) => new Date(now + days * 86_400_000).toISOString()
    await jobsAt(at(0)).runNow('mail.deliver')
    const toGuest = () => listOutbox(t.db).filter((m) => m.to === guestEmail)
    expect(toGuest().map((m) => [m.kind, m.status])).toEqual([['guest-notice', 'sent']])
    const pending = enqueue(
      { db: t.db.db, clock: fixedClock(at(-40)) },
      {
        to: 'still.waiting@example.ch',
        subject: 'Waiting',
        html: '<p>x</p>',
        text: 'x',
        kind: 'access-granted',
      },
      { notBefore: new Date(at(400)) },
    )

    // Without SMTP_URL the message is also an .eml file in DATA_DIR/mail: it goes with its envelope.
    const mailDir = join(t.config.DATA_DIR, 'mail')
    const filesToGuest = () =>
      readdirSync(mailDir).filter((name) => readFileSync(join(mailDir, name), 'utf8').includes(guestEmail))
    expect(filesToGuest()).toHaveLength(1)

    expect((await jobsAt(at(29)).runNow('mail.retention')).status).toBe('ok')
    expect(toGuest()).toHaveLength(1)
    expect(filesToGuest()).toHaveLength(1)
    const run = await jobsAt(at(31)).runNow('mail.retention')
    expect(run.counts.envelopes).toBeGreaterThanOrEqual(1)
    expect(run.counts.files).toBeGreaterThanOrEqual(1)
    expect(toGuest()).toEqual([])
    expect(filesToGuest()).toEqual([])
    expect(JSON.stringify(t.db.sqlite.query('SELECT * FROM mail_outbox').all())).not.toContain(guestEmail)
    expect(listOutbox(t.db).find((m) => m.id === pending)).toMatchObject({ status: 'pending' })
  })
})
