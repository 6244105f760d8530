// The console's home: what needs an operator now, each count a link to the screen where it is handled.
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { DiskState } from '~/kernel/disk'
import { MB } from '~/kernel/routes'
import { countPendingHotels } from '~/modules/auth/public'
import type { OffsiteHealth } from '~/modules/backups/public'
import { countPendingBankTransfers } from '~/modules/billing/public'
import { failedRuns } from '~/modules/jobs/public'
import { lastVerification } from './audit'
import { searchBursts } from './bursts'
import { countIncidentsAwaitingNotice } from './incidents'
import type { ReportsPort } from './reports-port'
import { countDueRequests } from './requests'

export function overview(deps: {
  db: DbOrTx
  clock: Clock
  reports: ReportsPort
  storage?: () => DiskState
  /** The off-site copies' age (issue 35), when a repository is configured. */
  offsite?: () => OffsiteHealth
}) {
  const now = deps.clock.now()
  const verification = lastVerification(deps)
  const disk = deps.storage?.()
  const since = new Date(now.getTime() - 7 * 86_400_000)
  return {
    hotelsPending: countPendingHotels(deps),
    reportsPending: deps.reports.available ? deps.reports.countPending() : null,
    transfersWaiting: countPendingBankTransfers(deps),
    requestsDue: countDueRequests(deps),
    incidentsOpen: countIncidentsAwaitingNotice(deps),
    failedJobs: failedRuns(deps, { since, limit: 100 }).length,
    searchBursts: searchBursts(deps).length,
    auditChain: verification
      ? { ok: verification.ok, at: verification.at, brokenAtSeq: verification.brokenAtSeq }
      : null,
    // Free space in DATA_DIR: below the floor every upload is refused (security review 3, finding 3).
    disk: disk
      ? { freeMb: Math.floor(disk.freeBytes / MB), floorMb: Math.floor(disk.floorBytes / MB), low: disk.low }
      : null,
    offsite: deps.offsite?.() ?? null,
  }
}
