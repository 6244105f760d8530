// Off-site copies (issue 35, ADR 271): every few minutes a consistent copy of the database (VACUUM INTO) and the
// evidence files go to a restic repository, deduplicated and encrypted by restic; copies are forgotten and pruned by
// a policy tied to the data's retention; the age of the last copy is watched. The audit key and the session secret
// are never in a copy (they are kept apart, docs/operations.md).
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { DB_FILE, UPLOADS_DIR } from '~/db/backup'
import type { DbHandle, DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { jobHealth } from '~/modules/jobs/public'
import { ensureRepository, jsonLines, type ResticConfig, restic } from './restic'

export const OFFSITE_JOB = 'backups.offsite'
/** A copy older than this is an error in the log and on the console's overview. */
export const OFFSITE_STALE_MINUTES = 15
/** Where the database copy is staged in DATA_DIR before restic reads it (removed after each push). */
export const STAGE_DIR = 'offsite'
/** Every copy carries this tag and the host name below, whatever machine makes it. */
export const OFFSITE_TAG = 'knowyourguest'
const HOST = 'knowyourguest'
/** A second tag names the moment of the database copy: every write acknowledged before it is in the copy. */
const COPY_TAG = 'copy-at='
/**
 * Retention of the copies (ADR 272): every copy of the last 2 days, one a day for 7 days, one a week for 35 days,
 * measured from the newest copy. Pruned once a day, so a deleted report is gone from every off-site copy within
 * 36 days (the privacy policy says 6 weeks, the bound of the local sets too).
 */
const OFFSITE_KEEP = ['--keep-within', '2d', '--keep-within-daily', '7d', '--keep-within-weekly', '35d']

export type OffsiteDeps = { db: DbHandle; clock: Clock; dataDir: string; restic: ResticConfig }

/** A push that hangs (an unreachable server) is stopped, so that the next one can run and the age be reported. */
const PUSH_TIMEOUT_MS = 6 * 60 * 60_000

/** One copy: VACUUM INTO a staged file, then `restic backup` of it and of the uploads; answers what it did. */
export async function pushOffsite(deps: OffsiteDeps) {
  const cfg = deps.restic
  const options = { cwd: deps.dataDir, timeoutMs: PUSH_TIMEOUT_MS }
  await ensureRepository(cfg, options)
  const stage = join(deps.dataDir, STAGE_DIR)
  mkdirSync(stage, { recursive: true, mode: 0o700 })
  mkdirSync(join(deps.dataDir, UPLOADS_DIR), { recursive: true, mode: 0o700 })
  const file = join(stage, DB_FILE)
  rmSync(file, { force: true })
  const copiedAt = deps.clock.now()
  try {
    deps.db.sqlite.prepare('VACUUM INTO ?').run(file)
    const out = await restic(
      cfg,
      [
        'backup',
        '--json',
        '--quiet',
        '--host',
        HOST,
        '--tag',
        OFFSITE_TAG,
        '--tag',
        `${COPY_TAG}${copiedAt.toISOString()}`,
        '--exclude',
        `${UPLOADS_DIR}/tmp`,
        `${STAGE_DIR}/${DB_FILE}`,
        UPLOADS_DIR,
      ],
      options,
    )
    const summary = jsonLines(out).find((line) => line.message_type === 'summary') ?? {}
    const stats = jsonLines(await restic(cfg, ['stats', '--mode', 'raw-data', '--json'], options))[0] ?? {}
    return {
      snapshot: String(summary.snapshot_id ?? ''),
      copiedAt,
      counts: {
        files: Number(summary.total_files_processed ?? 0),
        addedBytes: Number(summary.data_added ?? 0),
        repositoryBytes: Number(stats.total_size ?? 0),
      },
    }
  } finally {
    rmSync(file, { force: true })
  }
}

/** Forgets the copies the policy no longer keeps and prunes their data; answers how many copies were forgotten. */
export async function pruneOffsite(deps: { restic: ResticConfig; dataDir: string }) {
  const options = { cwd: deps.dataDir, timeoutMs: PUSH_TIMEOUT_MS }
  // Locks left by a push killed with its process would block the prune; `unlock` removes only stale ones.
  await restic(deps.restic, ['unlock'], options)
  const out = await restic(
    deps.restic,
    ['forget', '--prune', '--json', '--tag', OFFSITE_TAG, '--group-by', 'host', ...OFFSITE_KEEP],
    options,
  )
  const groups = jsonLines(out) as { remove?: unknown[] | null; keep?: unknown[] | null }[]
  return {
    forgotten: groups.reduce((n, g) => n + (g.remove?.length ?? 0), 0),
    kept: groups.reduce((n, g) => n + (g.keep?.length ?? 0), 0),
  }
}

export type Snapshot = { id: string; time: string; copiedAt: string | null }

const snapshotOf = (raw: { short_id?: string; id?: string; time?: string; tags?: string[] }): Snapshot => ({
  id: raw.short_id ?? raw.id ?? '',
  time: raw.time ?? '',
  copiedAt: raw.tags?.find((t) => t.startsWith(COPY_TAG))?.slice(COPY_TAG.length) ?? null,
})

/** The copies in the repository, oldest first. */
export async function listSnapshots(cfg: ResticConfig, options: { cwd?: string } = {}): Promise<Snapshot[]> {
  const out = await restic(cfg, ['snapshots', '--json', '--tag', OFFSITE_TAG], options)
  return (jsonLines(out) as Parameters<typeof snapshotOf>[0][]).map(snapshotOf)
}

/**
 * Fetches a copy (`latest` or an id) into `into` and answers where its database and uploads are. The copy holds no
 * audit key: the caller verifies it with the key kept apart.
 */
export async function fetchSnapshot(cfg: ResticConfig, snapshot: string, into: string) {
  const found = (
    jsonLines(await restic(cfg, ['snapshots', '--json', '--tag', OFFSITE_TAG, snapshot])) as Parameters<
      typeof snapshotOf
    >[0][]
  ).map(snapshotOf)[0]
  if (!found) throw new Error(`No copy ${snapshot} in the repository.`)
  rmSync(into, { recursive: true, force: true })
  mkdirSync(into, { recursive: true, mode: 0o700 })
  await restic(cfg, ['restore', found.id, '--target', into])
  const uploads = join(into, UPLOADS_DIR)
  return {
    snapshot: found,
    database: join(into, STAGE_DIR, DB_FILE),
    uploads: existsSync(uploads) ? uploads : null,
    auditKey: null,
  }
}

export type OffsiteHealth = {
  lastSuccessAt: string | null
  ageMinutes: number | null
  repositoryBytes: number | null
  limitMinutes: number
  /** No copy for more than OFFSITE_STALE_MINUTES (or none since the job first ran that long ago). */
  stale: boolean
}

/** The age of the last off-site copy, for the log, the console and `jobs:list`. */
export function offsiteHealth(deps: { db: DbOrTx; clock: Clock }): OffsiteHealth {
  const now = deps.clock.now().getTime()
  const { lastOk, firstStartedAt } = jobHealth(deps, OFFSITE_JOB)
  const at = lastOk ? (lastOk.endedAt ?? lastOk.startedAt) : null
  const minutesSince = (iso: string) => Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000))
  const ageMinutes = at ? minutesSince(at) : null
  const limit = OFFSITE_STALE_MINUTES
  return {
    lastSuccessAt: at,
    ageMinutes,
    repositoryBytes: lastOk?.counts.repositoryBytes ?? null,
    limitMinutes: limit,
    stale: ageMinutes !== null ? ageMinutes > limit : firstStartedAt !== null && minutesSince(firstStartedAt) > limit,
  }
}
