import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTestDb } from '~/db/testing'
import { loadConfig } from '~/kernel/config'
import { createLogger } from '~/kernel/log'
import { createApp } from './app'
import { readManifest } from './assets'
import { buildClient, clientBuildIsStale } from './build-client'

let manifestReady: Promise<void> | undefined
/** Server tests render real pages, so they need the client manifest; build it once when missing or stale. */
export function ensureClientBuild() {
  manifestReady ??= clientBuildIsStale() ? buildClient().then(() => undefined) : Promise.resolve()
  return manifestReady
}

/** The whole app on a fresh in-memory database and a temp DATA_DIR, for app.handle() tests (no port). */
export async function createTestApp(env: Record<string, string> = {}) {
  await ensureClientBuild()
  const dataDir = mkdtempSync(join(tmpdir(), 'kyg-test-'))
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env })
  const db = createTestDb()
  const logLines: string[] = []
  const log = createLogger('info', {}, (line) => logLines.push(line))
  const app = createApp({ config, db, log, sessionSecret: 'test-secret-'.padEnd(64, 'x'), manifest: readManifest() })
  const request = (path: string, init?: RequestInit) => app.handle(new Request(`http://localhost${path}`, init))
  return { app, db, config, dataDir, logLines, request }
}
