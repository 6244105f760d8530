// Daily: verification files whose row went with its account (an unpaid registration discarded, an account removed)
// are deleted, and expired upload passes too.
import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { lt } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import type { JobDefinition } from '~/kernel/scheduler'
import { documentPasses } from './schema'
import { isKnownDocument } from './service'

/** A file younger than this may be an upload whose row is being written: left alone. */
const GRACE_MS = 60 * 60 * 1000

export async function removeOrphanDocuments(
  deps: { db: DbOrTx; documentsDir: string },
  now: Date,
): Promise<{ files: number; passes: number }> {
  const expired = deps.db
    .delete(documentPasses)
    .where(lt(documentPasses.expiresAt, now.toISOString()))
    .returning({ hash: documentPasses.tokenHash })
    .all()
  let files = 0
  let names: string[] = []
  try {
    names = await readdir(deps.documentsDir)
  } catch {
    return { files, passes: expired.length }
  }
  for (const name of names) {
    if (!/^[a-f0-9]{32}$/.test(name) || isKnownDocument(deps, name)) continue
    const path = join(deps.documentsDir, name)
    const info = await stat(path).catch(() => null)
    if (!info?.isFile() || now.getTime() - info.mtimeMs < GRACE_MS) continue
    await rm(path, { force: true })
    files++
  }
  return { files, passes: expired.length }
}

export const verificationJobs = (deps: { db: DbOrTx; documentsDir: string }): JobDefinition[] => [
  {
    id: 'verification.files',
    schedule: '0 45 2 * * *',
    description: 'Deletes ID copies whose account is gone, and expired upload passes.',
    run: async ({ now }) => ({ counts: await removeOrphanDocuments(deps, now) }),
  },
]
