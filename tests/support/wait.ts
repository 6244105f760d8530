// Waiting on events, never on time (issue 36, item 4): a condition is checked again each time the thing it reads
// changes (a file in a watched directory: an SQLite database's WAL, a mail folder), and a guard only ends a wait that
// can never succeed, naming what it waited for.
import { watch } from 'node:fs'

/**
 * Resolves once `check()` holds, checking at once and again on every change in `dir` (for a database in another
 * process, its folder: every commit writes the `-wal` file beside it). Rejects after `guardMs` with `what`.
 */
export function untilChanged(dir: string, check: () => boolean, what: string, guardMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const guard = AbortSignal.timeout(guardMs)
    const watcher = watch(dir, { recursive: false }, () => look())
    const finish = (error?: Error) => {
      watcher.close()
      guard.removeEventListener('abort', onAbort)
      if (error) reject(error)
      else resolve()
    }
    const look = () => {
      if (check()) finish()
    }
    const onAbort = () => finish(new Error(`gave up waiting for ${what}`))
    guard.addEventListener('abort', onAbort)
    look()
  })
}
