// The jobs screen's API (issue 11, ADR 131): every scheduled job with its schedule, last and next run and last error;
// "Run now" runs it through the scheduler, audited with the admin and the reason; only admins reach it.
import { describe, expect, test } from 'bun:test'
import { newId } from '~/db/ids'
import { listEntries } from '~/modules/audit/public'
import { createMember, createTestAdmin, signIn } from '~/modules/auth/testing'
import { describeSchedule } from '~/modules/jobs/public'
import { jobRuns } from '~/modules/jobs/schema'
import { createTestApp, refusal } from '~/server/testing'

async function setup() {
  const app = await createTestApp()
  const admin = await createTestAdmin(app.db.db)
  const { cookie } = await signIn(app.request, admin.user.email, admin.password)
  const member = await createMember(app.db.db)
  const memberSession = await signIn(app.request, member.user.email, member.password)
  return {
    app,
    admin,
    /** The jobs screen's API as the administrator, a member, or a visitor without a session. */
    jobs: app.browser({ cookie }).api.admin.jobs,
    asMember: app.browser({ cookie: memberSession.cookie }).api.admin.jobs,
    anonymous: app.browser({ cookie: '' }).api.admin.jobs,
  }
}

describe('the jobs screen', () => {
  test('lists every scheduled job with its schedule in words, next run, last run and last error', async () => {
    const { app, jobs } = await setup()
    const failedAt = new Date(Date.now() - 3_600_000).toISOString()
    app.db.db
      .insert(jobRuns)
      .values({ id: newId(), jobId: 'backups.daily', status: 'failed', startedAt: failedAt, error: 'disk full' })
      .run()
    const res = await jobs.get()
    expect(res.status).toBe(200)
    const board = res.data!
    expect(board.map((j) => j.id)).toContain('mail.deliver')
    expect(board.length).toBeGreaterThan(10)
    const backups = board.find((j) => j.id === 'backups.daily')!
    expect(backups.words).toEqual({ kind: 'daily', time: '02:30' })
    expect(Date.parse(backups.nextRun!)).toBeGreaterThan(Date.now())
    expect(backups.lastRun?.status).toBe('failed')
    expect(backups.lastError).toEqual({ at: failedAt, error: 'disk full' })
    expect(board.find((j) => j.id === 'jobs.retention')!.lastRun).toBeNull()
  })

  test('Run now runs the job through the scheduler and audits the admin, the reason and the outcome', async () => {
    const { app, admin, jobs } = await setup()
    const res = await jobs({ id: 'jobs.retention' }).run.post({ reason: 'Checking after the upgrade' })
    expect(res.status).toBe(200)
    expect(res.data?.status).toBe('ok')
    const board = (await jobs.get()).data!
    expect(board.find((j) => j.id === 'jobs.retention')!.lastRun?.status).toBe('ok')
    const entry = listEntries(app.db).find((e) => e.action === 'job.run_now')!
    expect(entry).toMatchObject({
      actorType: 'admin',
      actorId: admin.user.id,
      targetType: 'job',
      targetId: 'jobs.retention',
    })
    expect(JSON.parse(entry.details)).toMatchObject({ reason: 'Checking after the upgrade', status: 'ok' })
  })

  test('Run now needs a reason, and an unknown job is a 404', async () => {
    const { jobs } = await setup()
    const missing = await jobs({ id: 'jobs.retention' }).run.post({ reason: '  ' })
    expect(missing.status).toBe(400)
    expect(refusal(missing).field).toBe('reason')
    expect((await jobs({ id: 'nothing.here' }).run.post({ reason: 'Try' })).status).toBe(404)
  })

  test('a member cannot list or run jobs, nor can an anonymous visitor', async () => {
    const { asMember, anonymous, app } = await setup()
    expect((await asMember.get()).status).toBe(403)
    expect((await asMember({ id: 'jobs.retention' }).run.post({ reason: 'x' })).status).toBe(403)
    expect((await anonymous.get()).status).toBe(401)
    expect((await anonymous({ id: 'jobs.retention' }).run.post({ reason: 'x' })).status).toBe(401)
    expect(listEntries(app.db).some((e) => e.action === 'job.run_now')).toBe(false)
  })

  test('schedules are worded from their cron pattern', () => {
    expect(describeSchedule('*/5 * * * * *')).toEqual({ kind: 'seconds', every: 5 })
    expect(describeSchedule('0 15 * * * *')).toEqual({ kind: 'hourly', minute: 15 })
    expect(describeSchedule('0 10 */6 * * *')).toEqual({ kind: 'hours', every: 6, minute: 10 })
    expect(describeSchedule('0 5 8 * * *')).toEqual({ kind: 'daily', time: '08:05' })
    expect(describeSchedule('0 0 8 * * 1')).toEqual({ kind: 'cron' })
  })
})
