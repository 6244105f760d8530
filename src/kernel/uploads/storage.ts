// Where evidence files live on disk (DATA_DIR/uploads, outside every served folder), and their removal: after a
// failed transaction, after a delete, and the start-up sweep of files that no row names. See ADR 070.
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { open, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'

/** Evidence lives in DATA_DIR/uploads, outside every served folder. */
export const uploadsDirOf = (config: { DATA_DIR: string }) => join(config.DATA_DIR, 'uploads')
export const uploadPaths = (uploadsDir: string) => ({ dir: uploadsDir, tmp: join(uploadsDir, 'tmp') })
export const storedPath = (uploadsDir: string, storageKey: string) => {
  if (!/^[a-f0-9]{32}$/.test(storageKey)) throw new Error('bad storage key')
  return join(uploadsDir, storageKey)
}

export const randomKey = () => randomBytes(16).toString('hex')

export async function syncDirectory(dir: string) {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Removes stored files (after a failed transaction, or after a delete committed). Missing files are fine. */
export async function discardFiles(uploadsDir: string, storageKeys: string[]): Promise<void> {
  await Promise.all(storageKeys.map((key) => rm(storedPath(uploadsDir, key), { force: true })))
}

/**
 * Start-up sweep: removes temporary files and stored files that no attachment row names (a crash between the rename
 * and the commit, or a delete whose file removal failed). Run before the server accepts requests.
 */
export async function sweepOrphanUploads(uploadsDir: string, isKnown: (storageKey: string) => boolean) {
  const { dir, tmp } = uploadPaths(uploadsDir)
  mkdirSync(tmp, { recursive: true, mode: 0o700 })
  let removed = 0
  for (const name of await readdir(tmp)) {
    await rm(join(tmp, name), { force: true, recursive: true })
    removed++
  }
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isFile()) continue
    if (/^[a-f0-9]{32}$/.test(entry.name) && isKnown(entry.name)) continue
    await rm(join(dir, entry.name), { force: true })
    removed++
  }
  return { removed }
}
