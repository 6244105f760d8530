// The off-site restore drill in the test suite (issue 35): a server with a local restic repository and a copy every
// 3 seconds, killed with SIGKILL and its DATA_DIR deleted, restored from the repository into a new DATA_DIR. Bounded:
// it waits on the server's log lines (a copy pushed, listening), never on a timer. Needs restic
// (scripts/ensure-restic.sh, run by `bun run test`).
import { describe, expect, test } from 'bun:test'
import { ensureClientBuild } from '~/server/testing'
import { runDrill } from './offsite-drill'

describe('the off-site restore drill', () => {
  test('after kill -9 and a lost DATA_DIR, every write acknowledged before the last copy is back, and the password is never printed', async () => {
    if (!Bun.which('restic'))
      throw new Error('restic is missing: run bash scripts/ensure-restic.sh (bun run test does)')
    await ensureClientBuild()
    const result = await runDrill({ seedReports: 20, intervalMinutes: 0.05, pushesUnderLoad: 2 })
    console.log(
      `off-site drill: at most ${result.recoveryPointSeconds} s of acknowledged writes lost (${result.lostAfterCopy} of ${result.acknowledgedAfterCopy} after the last copy); recovered in ${result.recoverySeconds} s`,
    )
    expect(result.problems).toEqual([])
    expect(result.integrity).toBe('ok')
    expect(result.auditVerify).toStartWith('Audit chain verified')
    expect(result.acknowledgedBeforeCopy.reports).toBeGreaterThan(0)
    expect(result.acknowledgedBeforeCopy.arrivals).toBeGreaterThan(0)
    expect(result.rows.attachments).toBeGreaterThanOrEqual(20 + result.acknowledgedBeforeCopy.reports)
  }, 240_000)
})
