// restic, the tool of the off-site copies (issue 35, ADR 271): Debian's package, run as a child process. The password
// reaches it only through its environment (RESTIC_PASSWORD or RESTIC_PASSWORD_FILE), never on its command line, and
// every message that leaves this file has the password and any user:password of the repository address blanked.
import { join } from 'node:path'
import type { Config } from '~/kernel/config'

export type ResticConfig = {
  repository: string
  password?: string
  passwordFile?: string
  /** restic's cache (encrypted repository metadata), kept in DATA_DIR: the container's home is not writable. */
  cacheDir: string
  /** The process environment restic also reads (s3:/sftp: credentials such as AWS_ACCESS_KEY_ID). */
  env?: Record<string, string | undefined>
}

class ResticError extends Error {}

/** The restic settings of a configuration, or null when no repository is set (no off-site copies). */
export function resticOf(
  config: Pick<Config, 'BACKUP_REPOSITORY' | 'BACKUP_PASSWORD' | 'BACKUP_PASSWORD_FILE' | 'DATA_DIR'>,
  env?: Record<string, string | undefined>,
): ResticConfig | null {
  if (!config.BACKUP_REPOSITORY) return null
  return {
    repository: config.BACKUP_REPOSITORY,
    password: config.BACKUP_PASSWORD,
    passwordFile: config.BACKUP_PASSWORD_FILE,
    cacheDir: join(config.DATA_DIR, 'restic-cache'),
    env,
  }
}

/** The repository address as it may be printed: a user:password in it is blanked. */
export const shownRepository = (repository: string) => repository.replace(/\/\/[^/@\s]*@/, '//***@')

/** Blanks what must never be printed: the password and the credentials of the repository address. */
function redact(text: string, cfg: ResticConfig): string {
  let out = text.replaceAll(cfg.repository, shownRepository(cfg.repository))
  if (cfg.password) out = out.replaceAll(cfg.password, '***')
  return out.replace(/\/\/[^/@\s]*:[^/@\s]*@/g, '//***@')
}

function environment(cfg: ResticConfig): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [k, v] of Object.entries(cfg.env ?? {})) if (v !== undefined && !k.startsWith('RESTIC_')) env[k] = v
  env.PATH ??= '/usr/local/bin:/usr/bin:/bin'
  env.RESTIC_REPOSITORY = cfg.repository
  env.RESTIC_CACHE_DIR = cfg.cacheDir
  if (cfg.passwordFile) env.RESTIC_PASSWORD_FILE = cfg.passwordFile
  else if (cfg.password) env.RESTIC_PASSWORD = cfg.password
  return env
}

export type RunOptions = { cwd?: string; timeoutMs?: number }

/** Runs `restic <args>` and answers its standard output; a failure throws a ResticError with its last words. */
export async function restic(cfg: ResticConfig, args: string[], { cwd, timeoutMs = 60 * 60_000 }: RunOptions = {}) {
  let proc: ReturnType<typeof Bun.spawn<'ignore', 'pipe', 'pipe'>>
  try {
    proc = Bun.spawn(['restic', ...args], {
      cwd,
      env: environment(cfg),
      stdin: 'ignore',
      stdout: 'pipe',
      stderr: 'pipe',
      timeout: timeoutMs,
    })
  } catch (error) {
    const missing = /not found|ENOENT/i.test(String(error))
    throw new ResticError(
      missing ? 'restic is not installed (Debian: apt-get install restic).' : redact(`restic: ${error}`, cfg),
    )
  }
  const [out, err, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ])
  if (code !== 0) {
    const why = proc.signalCode ? `stopped by ${proc.signalCode}` : `exit ${code}`
    const words = err.trim().split('\n').slice(-3).join(' ').slice(0, 600)
    throw new ResticError(redact(`restic ${args[0]} failed (${why}): ${words}`, cfg))
  }
  return out
}

/** The JSON lines restic prints with --json, parsed; lines that are not JSON are skipped. */
export function jsonLines(out: string): Record<string, unknown>[] {
  return out
    .split('\n')
    .filter((line) => line.startsWith('{') || line.startsWith('['))
    .flatMap((line) => {
      try {
        const value = JSON.parse(line)
        return Array.isArray(value) ? value : [value]
      } catch {
        return []
      }
    })
}

/** Initialises the repository when there is none at the address; a wrong password or an unreachable one throws. */
export async function ensureRepository(cfg: ResticConfig, options: RunOptions = {}): Promise<boolean> {
  try {
    await restic(cfg, ['cat', 'config'], options)
    return false
  } catch (error) {
    if (!(error instanceof ResticError) || !/unable to open config file|Is there a repository/i.test(error.message))
      throw error
  }
  await restic(cfg, ['init'], options)
  return true
}
