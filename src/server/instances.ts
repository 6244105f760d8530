// Where servers run, for the operator CLI (ADR 181). A server records two things when it starts:
// - `DATA_DIR/server.json`: the BASE_URL it serves (kept after it stops), so the CLI builds e-mail links from the
//   server's own configuration instead of its own environment's default;
// - an entry in a per-user folder of the system's temp directory naming its DATA_DIR, so a CLI started on another
//   DATA_DIR (the default ./data, say) can see that a server runs elsewhere and refuse or warn (src/cli/context.ts).
// Whether a server runs on a DATA_DIR is answered by the one check of the data directory's lock (src/db/data-dir-lock.ts, ADR 190), never by these
// files: an entry left by a killed server names a directory on which nothing runs, and is dropped.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { serverRunsOn } from '~/db/data-dir-lock'

const SERVER_FILE = 'server.json'
type Recorded = { baseUrl: string }

/** The folder of running servers' entries: one per user, readable by that user only. */
const instancesDir = () => join(tmpdir(), `knowyourguest-servers-${process.getuid?.() ?? 'user'}`)

/** Whether a server runs on a DATA_DIR: the one check of the data directory's lock (ADR 190). */
export { serverRunsOn }

/** Records this server: its BASE_URL in DATA_DIR/server.json and its DATA_DIR among the running servers. */
export function recordServer(config: { DATA_DIR: string; BASE_URL: string }) {
  writeFileSync(join(config.DATA_DIR, SERVER_FILE), `${JSON.stringify({ baseUrl: config.BASE_URL })}\n`, {
    mode: 0o600,
  })
  const dir = instancesDir()
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const entry = join(dir, `${process.pid}.json`)
  writeFileSync(entry, JSON.stringify({ dataDir: resolve(config.DATA_DIR), baseUrl: config.BASE_URL }), {
    mode: 0o600,
  })
  return { forget: () => rmSync(entry, { force: true }) }
}

/** The BASE_URL the server on this DATA_DIR serves (or last served), when one ever started there. */
export function recordedBaseUrl(dataDir: string): string | undefined {
  try {
    const value = JSON.parse(readFileSync(join(dataDir, SERVER_FILE), 'utf8')) as Partial<Recorded>
    return typeof value.baseUrl === 'string' && /^https?:\/\//.test(value.baseUrl) ? value.baseUrl : undefined
  } catch {
    return undefined
  }
}

/** The servers running on this machine for this user on another DATA_DIR than `dataDir`. */
export function serversElsewhere(dataDir: string): { dataDir: string; baseUrl: string }[] {
  const here = resolve(dataDir)
  const dir = instancesDir()
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  const found = new Map<string, { dataDir: string; baseUrl: string }>()
  for (const name of names) {
    const file = join(dir, name)
    let entry: { dataDir?: unknown; baseUrl?: unknown }
    try {
      entry = JSON.parse(readFileSync(file, 'utf8'))
    } catch {
      continue
    }
    if (typeof entry.dataDir !== 'string' || typeof entry.baseUrl !== 'string') continue
    if (!serverRunsOn(entry.dataDir)) {
      // Left by a server that was killed: nothing runs there any more.
      rmSync(file, { force: true })
      continue
    }
    if (entry.dataDir !== here) found.set(entry.dataDir, { dataDir: entry.dataDir, baseUrl: entry.baseUrl })
  }
  return [...found.values()]
}

const shellWord = (s: string) => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replaceAll("'", `'\\''`)}'`)

/**
 * The command line that runs `bun run cli <args>` on this DATA_DIR: with `DATA_DIR=…` in front unless the directory
 * is the default one (./data of the project, where `bun run` starts), or always with `named`.
 */
export function cliCommandFor(dataDir: string, args: string[], { cwd = process.cwd(), named = false } = {}) {
  const isDefault = !named && resolve(dataDir) === resolve(cwd, 'data')
  const prefix = isDefault ? '' : `DATA_DIR=${shellWord(resolve(dataDir))} `
  return `${prefix}bun run cli ${args.map(shellWord).join(' ')}`
}
