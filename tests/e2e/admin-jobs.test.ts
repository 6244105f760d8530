// The admin console's jobs screen and its paged lists in Chromium (issue 11, ADR 130 and 131): the failed-jobs tile
// leads to /admin/jobs, which shows the failure; "Run now" with a reason runs a job and the card shows the new result;
// the member list pages by key with the keyboard. axe finds nothing at 1280 px; nothing scrolls sideways at 390 px.
// Set SCREENSHOTS=dir to keep PNGs of the screens at both widths.
import { describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { openDatabase } from '~/db/client'
import { newId } from '~/db/ids'
import { jobRuns } from '~/modules/jobs/schema'
import { seedHotels } from '../../scripts/seed-hotels'
import { type Credentials, createAdminWithCli } from '../support/accounts'
import { axeViolations, describeViolations } from '../support/axe'
import { DESKTOP, PHONE, waitForHydration } from '../support/browser'
import { browserFile } from '../support/fixtures'
import type { TestServer } from '../support/server'
import { untilChanged } from '../support/wait'

let admin: Credentials
const WAIT = { timeout: 30_000 }
const file = browserFile({ setup })

async function setup(server: TestServer) {
  admin = await createAdminWithCli(server, 'boss@knowyourguest.ch')
  const db = openDatabase(join(server.dataDir, 'knowyourguest.sqlite'))
  try {
    // The server runs missed jobs when it starts: the failure below must come after those runs, to be the last one.
    const settled = () =>
      (
        db.sqlite
          .query("SELECT count(*) AS n FROM job_runs WHERE job_id = 'backups.daily' AND status <> 'running'")
          .get() as { n: number }
      ).n > 0
    await untilChanged(server.dataDir, settled, 'the start-up run of backups.daily')
    db.db
      .insert(jobRuns)
      .values({
        id: newId(),
        jobId: 'backups.daily',
        status: 'failed',
        startedAt: new Date().toISOString(),
        endedAt: new Date().toISOString(),
        error: 'No space left on device',
      })
      .run()
    seedHotels(db.sqlite, 60)
  } finally {
    db.close()
  }
}

async function overflowOf(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}
async function shoot(page: Page, name: string) {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: join(process.env.SCREENSHOTS, name), fullPage: true })
}
const card = (page: Page, name: string) => page.getByRole('article', { name })

describe('the jobs screen', () => {
  test('the failed-jobs tile leads to the jobs screen; Run now with a reason runs the job and shows the result', async () => {
    const probe = await file.as(admin, '/admin', { viewport: DESKTOP })
    const { page } = probe
    const tile = page.locator('[data-tile="jobs"]')
    await tile.locator('.admin-tile-count', { hasText: '1' }).waitFor(WAIT)
    await tile.click()
    await page.getByRole('heading', { level: 1, name: 'Scheduled jobs' }).waitFor(WAIT)
    await waitForHydration(page)

    const backups = card(page, 'Daily backup')
    await backups.getByText('Failed', { exact: true }).waitFor(WAIT)
    await backups.getByText(/No space left on device/).waitFor(WAIT)
    await backups.getByText(/^Every day at \d\d:30, Swiss time$/).waitFor(WAIT)
    const retention = card(page, 'Delete old job records')
    await retention.getByRole('button', { name: /^Run now\W+Delete old job records$/ }).waitFor(WAIT)
    await shoot(page, 'admin-jobs-1280.png')
    const violations = await axeViolations(page)
    expect(describeViolations(violations)).toBe('')

    await page.getByRole('button', { name: /^Run now\W+Delete old job records$/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Run “Delete old job records” now' })
    await dialog.waitFor(WAIT)
    await dialog.getByRole('button', { name: 'Run now' }).click()
    await dialog.getByText('Please give a reason.').waitFor(WAIT)
    await dialog.getByLabel(/^Reason/).fill('Checking the scheduler after the upgrade')
    await dialog.getByRole('button', { name: 'Run now' }).click()
    await page.getByText('Delete old job records: done.').waitFor(WAIT)
    await retention.getByText('Done', { exact: true }).waitFor(WAIT)
    await dialog.waitFor({ state: 'detached', ...WAIT })
    expect(probe.problems).toEqual([])
    await probe.close()

    const db = openDatabase(join(file.server.dataDir, 'knowyourguest.sqlite'))
    try {
      const entry = db.sqlite
        .query("SELECT actor_type, target_id, details FROM audit_log WHERE action = 'job.run_now'")
        .get() as { actor_type: string; target_id: string; details: string }
      expect(entry.actor_type).toBe('admin')
      expect(entry.target_id).toBe('jobs.retention')
      expect(JSON.parse(entry.details).reason).toBe('Checking the scheduler after the upgrade')
    } finally {
      db.close()
    }
  })

  test('at 390 px the jobs screen and the member list fit the width; the member list pages with the keyboard', async () => {
    const probe = await file.as(admin, '/admin/jobs', { viewport: PHONE })
    const { page } = probe
    await card(page, 'Daily backup')
      .getByText(/No space left on device/)
      .waitFor(WAIT)
    await shoot(page, 'admin-jobs-390.png')
    expect(await overflowOf(page)).toBe(0)

    await page.goto('/admin/hotels')
    await waitForHydration(page)
    const members = page.getByRole('navigation', { name: 'Members' })
    await members.getByText('Page 1').waitFor(WAIT)
    await page.getByText('60 members').waitFor(WAIT)
    const next = members.getByRole('button', { name: 'Next' })
    await next.focus()
    await page.keyboard.press('Enter')
    await members.getByText('Page 2').waitFor(WAIT)
    await page.getByRole('row', { name: /Hotel Seed 00035/ }).waitFor(WAIT)
    await page.keyboard.press('Enter')
    await members.getByText('Page 3').waitFor(WAIT)
    await page.getByRole('row', { name: /Hotel Seed 00010/ }).waitFor(WAIT)
    await members.getByRole('button', { name: 'Previous' }).click()
    await members.getByText('Page 2').waitFor(WAIT)
    await shoot(page, 'admin-members-390.png')
    expect(await overflowOf(page)).toBe(0)

    await page.getByLabel('Status').selectOption('closed')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByRole('row', { name: /Hotel Seed 00002/ }).waitFor(WAIT)
    await page.getByText('1 member', { exact: true }).waitFor(WAIT)
    expect(probe.problems).toEqual([])
    await probe.close()
  })
})
