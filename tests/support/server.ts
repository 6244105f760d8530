import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Subprocess, spawn } from 'bun'
import { type DbHandle, openDatabase } from '~/db/client'
import { systemClock } from '~/kernel/clock'
import { resolveAuditKey } from '~/modules/audit/public'
import { ensureClientBuild } from '~/server/testing'

const ROOT = join(import.meta.dir, '../..')

export type TestServer = {
  url: string
  port: number
  dataDir: string
  /** The server process id (benchmarks read its memory from /proc). */
  pid: number
  output: () => string
  /** SIGTERM, wait for the exit, remove the data directory; resolves to the exit code. */
  stop: () => Promise<number>
}

function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() })
  const port = probe.port
  probe.stop(true)
  return port!
}

/**
 * Starts the real server (`src/server/main.ts`) on a free port with a temp DATA_DIR, and waits for /healthz. `host`
 * names it in BASE_URL: passkeys (WebAuthn) need a domain name, so their tests pass `localhost`.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  { host = '127.0.0.1' }: { host?: string } = {},
): Promise<TestServer> {
  // The server builds a stale client bundle before it listens (src/server/main.ts), which can take longer than the
  // wait for /healthz on a busy machine: build it here first (once per process; a no-op after `bun run test`'s build).
  await ensureClientBuild()
  // A free port is only free until someone takes it: with browser files running side by side (ADR 231), another
  // server may bind the same port between the probe and the listen. That server then exits saying so, and starts
  // again on another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(env, host)
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error
    }
  }
}

class PortTaken extends Error {}

async function startOnFreePort(env: Record<string, string>, host: string): Promise<TestServer> {
  const port = freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'kyg-e2e-'))
  const url = `http://${host}:${port}`
  let output = ''
  const proc: Subprocess = spawn(['bun', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  // Only once this server says it listens is /healthz asked: until then it could be another server's, on the same
  // port. The line is awaited as output arrives, never polled.
  const listening = Promise.withResolvers<void>()
  const drain = async (stream: ReadableStream<Uint8Array> | null | undefined | number) => {
    if (!stream || typeof stream === 'number') return
    const decoder = new TextDecoder()
    const reader = stream.getReader()
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      output += decoder.decode(r.value)
      if (output.includes('KnowYourGuest is running at')) listening.resolve()
    }
  }
  const drained = Promise.all([drain(proc.stdout), drain(proc.stderr)])
  // A server that dies in the middle of a test says why in the test output, instead of leaving only refused requests.
  let stopping = false
  let healthy = false
  void proc.exited.then((code) => {
    if (!stopping && healthy)
      console.error(`The test server on port ${port} exited (${code}) before stop():\n${output.slice(-4000)}`)
  })
  const exited = proc.exited.then(() => 'exited' as const)
  const guard = AbortSignal.timeout(30_000)
  const gaveUp = new Promise<'timeout'>((resolve) => guard.addEventListener('abort', () => resolve('timeout')))
  const outcome = await Promise.race([listening.promise.then(() => 'listening' as const), exited, gaveUp])
  if (outcome === 'exited') {
    await drained
    rmSync(dataDir, { recursive: true, force: true })
    if (/EADDRINUSE|port \d+ in use/.test(output)) throw new PortTaken(`port ${port} was taken`)
    throw new Error(`The server exited (${proc.exitCode}):\n${output}`)
  }
  if (outcome === 'timeout') {
    proc.kill()
    throw new Error(`The server did not say it listens in 30 s:\n${output}`)
  }
  const health = await fetch(`http://127.0.0.1:${port}/healthz`).catch((error: Error) => error)
  if (health instanceof Error || !health.ok) {
    proc.kill()
    throw new Error(
      `The server said it listens but /healthz failed (${String(health instanceof Error ? health : health.status)}):\n${output}`,
    )
  }
  healthy = true
  return {
    url,
    port,
    dataDir,
    pid: proc.pid,
    output: () => output,
    async stop() {
      stopping = true
      proc.kill('SIGTERM')
      const code = await proc.exited
      rmSync(dataDir, { recursive: true, force: true })
      return code
    },
  }
}

/** Runs the operator CLI against a test server's data directory. */
export async function runCli(server: Pick<TestServer, 'dataDir'>, args: string[], input?: string) {
  const proc = spawn(['bun', 'src/cli/main.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
    stdin: input === undefined ? 'ignore' : new Blob([input]),
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const [stdout, stderr, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ])
  return { stdout, stderr, code }
}

/**
 * What a browser test writes into a running server's database with: the server's clock (the wall clock) and its audit
 * chain key (DATA_DIR/audit-chain-key), so the entries the test helpers write keep the server's chain whole.
 */
export function serverDeps(server: Pick<TestServer, 'dataDir'>, handle: DbHandle) {
  return { db: handle.db, clock: systemClock, chainKey: resolveAuditKey(server.dataDir) }
}

/**
 * Runs `work` on a running server's database file with serverDeps (accounts, reports written as the server would) and
 * the handle (plain SQL), the database opened for it and closed after.
 */
export async function inDatabase<T>(
  server: Pick<TestServer, 'dataDir'>,
  work: (deps: ReturnType<typeof serverDeps>, handle: DbHandle) => T | Promise<T>,
): Promise<T> {
  const handle = openDatabase(join(server.dataDir, 'knowyourguest.sqlite'))
  try {
    return await work(serverDeps(server, handle), handle)
  } finally {
    handle.close()
  }
}
