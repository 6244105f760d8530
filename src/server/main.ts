import { join } from 'node:path'
import { openDatabase } from '~/db/client'
import { lockDataDir, serverPidNote } from '~/db/data-dir-lock'
import { systemClock } from '~/kernel/clock'
import { ConfigError, loadConfig, resolveSessionSecret } from '~/kernel/config'
import { createLogger } from '~/kernel/log'
import { sweepOrphanUploads, uploadsDirOf } from '~/kernel/uploads/storage'
import { resolveAuditKey } from '~/modules/audit/key'
import { countAdmins } from '~/modules/auth/service'
import { createGateway } from '~/modules/billing/gateway'
import { createTransport } from '~/modules/mail/transport'
import { sweepUploads } from '~/modules/reports/jobs'
import { MAX_REPORT_REQUEST_BYTES } from '~/modules/reports/quotas'
import { documentsDirOf, isKnownDocument } from '~/modules/verification/service'
import { createApp } from './app'
import { readManifest } from './assets'
import { buildClient, clientBuildIsStale } from './build-client'
import { cliCommandFor, recordServer } from './instances'
import { createJobs } from './jobs'

/** How long after listening the scheduler starts (and runs what it missed while the server was down). */
const JOBS_START_DELAY_MS = 1000

async function start() {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const log = createLogger(config.LOG_LEVEL)
  const sessionSecret = resolveSessionSecret(config.DATA_DIR, config.SESSION_SECRET)
  // The audit chain's key, passed in deps to everything that writes or verifies the chain (ADR 165).
  const chainKey = resolveAuditKey(config.DATA_DIR)
  const clock = systemClock

  if (clientBuildIsStale()) {
    const started = performance.now()
    await buildClient()
    log.info('client bundle built', { ms: Math.round(performance.now() - started) })
  }
  const manifest = readManifest()

  // One server per DATA_DIR, and backup:restore refuses while it lives (ADR 101): a lock the kernel releases when
  // this process ends, however it ends (ADR 190).
  const dataDirLock = lockDataDir(config.DATA_DIR)
  if (!dataDirLock) {
    console.error(`Another server ${serverPidNote(config.DATA_DIR)}runs on ${config.DATA_DIR}.`)
    process.exit(1)
  }
  const db = openDatabase(join(config.DATA_DIR, 'knowyourguest.sqlite'))
  log.info('database ready', { file: join(config.DATA_DIR, 'knowyourguest.sqlite') })

  // Evidence files that no row names (a crash mid-upload) go before any request comes in.
  log.info('uploads sweep', await sweepUploads({ db: db.db, uploadsDir: uploadsDirOf(config) }))
  log.info(
    'verification documents sweep',
    await sweepOrphanUploads(documentsDirOf(config), (key) => isKnownDocument({ db: db.db }, key)),
  )

  const mailTransport = createTransport(config, log, clock)
  // Every periodic task (mail outbox, retention, renewals, backups) runs in the one scheduler (ADR 100).
  const gateway = createGateway(config, { db: db.db, clock, chainKey })
  const jobs = createJobs({ db, config, gateway, log, clock, chainKey, sessionSecret, transport: mailTransport })
  const mailQueued = () => void jobs.runNow('mail.deliver')

  const app = createApp({ config, db, log, clock, chainKey, sessionSecret, manifest, mailQueued, gateway, jobs })
  // The largest legitimate body is a report with ten videos at their limit (issue 9); nothing else needs more.
  app.listen({ port: config.PORT, hostname: config.HOST, maxRequestBodySize: MAX_REPORT_REQUEST_BYTES })
  const server = app.server
  if (!server) throw new Error('The server did not start')
  log.info('listening', { url: config.BASE_URL, port: server.port })
  // The scheduler starts a moment after the server answers (ADR 146): its catch-up runs (a missed backup, retention)
  // are synchronous database work that would otherwise hold the start and the first requests.
  const jobsStart = setTimeout(() => jobs.start(), JOBS_START_DELAY_MS)
  // React's server renderer and the screens load with the first page (ADR 146); half a second after listening they
  // are loaded anyway, so the first visitor after a restart does not wait for them (and /healthz never did).
  const rendererWarm = setTimeout(() => void import('./ssr').catch(() => undefined), JOBS_START_DELAY_MS / 2)
  const url = config.BASE_URL.replace(`:${config.PORT}`, `:${server.port}`)
  // The CLI reads this server's BASE_URL from DATA_DIR and sees which DATA_DIR it runs on (ADR 181).
  const recorded = recordServer({ DATA_DIR: config.DATA_DIR, BASE_URL: url })
  console.log(`\n  KnowYourGuest is running at ${url}\n`)
  if (countAdmins({ db: db.db }) === 0) {
    const command = cliCommandFor(config.DATA_DIR, ['admin:create', 'you@example.ch'])
    console.log(`  No administrator yet. Create the first one with:\n\n    ${command}\n`)
  }

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    log.info('shutting down', { signal })
    // Stop accepting, let in-flight requests finish, then close the database.
    const forced = setTimeout(() => {
      log.warn('forced shutdown after 10 s')
      process.exit(1)
    }, 10_000)
    await server.stop(false)
    clearTimeout(jobsStart)
    clearTimeout(rendererWarm)
    await jobs.stop()
    mailTransport.close()
    db.close()
    recorded.forget()
    dataDirLock.release()
    clearTimeout(forced)
    log.info('stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

await start()
