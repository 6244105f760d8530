// Hourly (ADR 280): requests from /your-data not confirmed within 48 hours go with their files; ID copies and proofs
// of confirmed requests go after 90 days (audited); files no row names any more are deleted from their folder.
import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { JobDefinition } from '~/kernel/scheduler'
import type { AuditDeps } from '~/modules/audit/public'
import { handOverUnanswered } from './paid-requests'
import { isKnownWebRequestFile } from './web-request-files'
import { sweepWebRequests } from './web-requests'

/** A file younger than this may be an upload whose row is being written: left alone. */
const GRACE_MS = 60 * 60 * 1000

export async function removeWebRequestFiles(deps: AuditDeps & { filesDir: string }, now: Date) {
  const swept = sweepWebRequests(deps, now)
  let files = 0
  let names: string[] = []
  try {
    names = await readdir(deps.filesDir)
  } catch {
    return { ...swept, files }
  }
  for (const name of names) {
    if (!/^[a-f0-9]{32}$/.test(name) || isKnownWebRequestFile(deps, name)) continue
    const path = join(deps.filesDir, name)
    const info = await stat(path).catch(() => null)
    if (!info?.isFile() || now.getTime() - info.mtimeMs < GRACE_MS) continue
    await rm(path, { force: true })
    files++
  }
  return { ...swept, files }
}

export const webRequestJobs = (deps: AuditDeps & { filesDir: string }): JobDefinition[] => [
  {
    id: 'data-requests.files',
    schedule: '0 20 * * * *',
    description:
      'Deletes requests from /your-data not confirmed within 48 hours, ID copies after 90 days, and files no request names.',
    run: async ({ now }) => ({ counts: await removeWebRequestFiles(deps, now) }),
  },
  {
    id: 'data-requests.hotel-deadline',
    schedule: '0 */15 * * * *',
    description: "Hands a paid guest's request the hotel neither settled nor answered in 7 days to the operator.",
    run: ({ now }) => ({ counts: { handedOver: handOverUnanswered(deps, now) } }),
  },
]
