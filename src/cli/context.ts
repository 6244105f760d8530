// What a CLI command runs with: the server's configuration for the chosen DATA_DIR, its database and services, and
// the check that the DATA_DIR is the one the operator means (ADR 181).
import { join } from 'node:path'
import { DB_FILE } from '~/db/backup'
import { openDatabase } from '~/db/client'
import { systemClock } from '~/kernel/clock'
import { loadConfig } from '~/kernel/config'
import { createLogger } from '~/kernel/log'
import { resolveAuditKey } from '~/modules/audit/key'
import { createAuthHooks } from '~/server/hooks'
import { cliCommandFor, recordedBaseUrl, serverRunsOn, serversElsewhere } from '~/server/instances'

type Env = Record<string, string | undefined>

/**
 * The configuration the CLI acts with: the same loader as the server, and, unless BASE_URL is set here, the
 * BASE_URL the server on this DATA_DIR recorded, so the links in the e-mails the CLI queues point at that server.
 */
export function cliConfig(env: Env = process.env) {
  const config = loadConfig(env)
  if (env.BASE_URL) return config
  const recorded = recordedBaseUrl(config.DATA_DIR)
  return recorded ? loadConfig({ ...env, BASE_URL: recorded }) : config
}

/**
 * Whether the CLI may act on this DATA_DIR. No server runs on it while one runs on another: with the default
 * DATA_DIR that is the classic mistake (an admin created in ./data that the server never sees), so it is refused,
 * naming the command for the server's directory; a DATA_DIR set on purpose is only warned about.
 */
export function dataDirCheck(dataDir: string, env: Env, argv: string[]): { refuse: string } | { warn: string } | null {
  if (serverRunsOn(dataDir)) return null
  const others = serversElsewhere(dataDir)
  if (others.length === 0) return null
  const where = others.map((o) => `${o.dataDir} (${o.baseUrl})`).join(', ')
  const said = `No server runs on ${dataDir}, but ${others.length === 1 ? 'one runs' : 'servers run'} on ${where}.`
  if (env.DATA_DIR) return { warn: `Warning: ${said} Acting on ${dataDir} as DATA_DIR says.` }
  return {
    refuse: [
      said,
      `For the server's data: ${cliCommandFor(others[0]!.dataDir, argv)}`,
      `For ${dataDir} itself, name it: ${cliCommandFor(dataDir, argv, { named: true })}`,
    ].join('\n'),
  }
}

export type Context = ReturnType<typeof openContext>

export function openContext(config: ReturnType<typeof cliConfig>, { withoutDatabase = false } = {}) {
  const log = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL)
  const handle = withoutDatabase
    ? ({ close() {} } as ReturnType<typeof openDatabase>)
    : openDatabase(join(config.DATA_DIR, DB_FILE))
  // The CLI reads the wall time, like the server (ADR 165).
  const clock = systemClock
  // The same audit chain key as the server (DATA_DIR/audit-chain-key), passed in deps (ADR 165).
  // A restore (without the database) takes the key from the backup set it restores.
  const chainKey = withoutDatabase ? '' : resolveAuditKey(config.DATA_DIR)
  const core = { db: handle.db, clock, chainKey }
  const deps = { ...core, config, hooks: createAuthHooks({ ...core, config }) }
  return { config, log, clock, chainKey, handle, deps }
}
