// One server per DATA_DIR (ADR 190): the server holds an exclusive flock(2) on `DATA_DIR/server.lock` for as long as
// it lives. The kernel releases the lock when the process ends however it ends (kill -9 included), so a stale file
// never blocks a start, and a pid that the system has given to another process proves nothing either way.
// `server.pid` is still written, only so that a refusal can name the process.
import { dlopen, FFIType } from 'bun:ffi'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const LOCK_FILE = 'server.lock'
const PID_FILE = 'server.pid'

const LOCK_SH = 1
const LOCK_EX = 2
const LOCK_NB = 4
const LOCK_UN = 8

const libcName = process.platform === 'darwin' ? 'libc.dylib' : 'libc.so.6'
let flockFn: ((fd: number, operation: number) => number) | undefined
function flock(fd: number, operation: number): number {
  if (!flockFn) {
    const lib = dlopen(libcName, { flock: { args: [FFIType.i32, FFIType.i32], returns: FFIType.i32 } })
    flockFn = (f, op) => lib.symbols.flock(f, op) as number
  }
  return flockFn(fd, operation)
}

export type DataDirLock = { release(): void }

/**
 * Takes the DATA_DIR's lock, or answers null when a living server holds it. The lock's file descriptor is opened
 * close-on-exec (Bun's default), so a child process never keeps it alive after the server died.
 */
export function lockDataDir(dataDir: string): DataDirLock | null {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const fd = openSync(join(dataDir, LOCK_FILE), 'a', 0o600)
  if (flock(fd, LOCK_EX | LOCK_NB) !== 0) {
    closeSync(fd)
    return null
  }
  writeFileSync(join(dataDir, PID_FILE), `${process.pid}\n`)
  let held = true
  return {
    release() {
      if (!held) return
      held = false
      const pidFile = join(dataDir, PID_FILE)
      if (existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() === String(process.pid)) rmSync(pidFile)
      flock(fd, LOCK_UN)
      closeSync(fd)
    },
  }
}

/** Whether a server runs on this DATA_DIR (it holds the lock): the one check for restore, the CLI and the start. */
export function serverRunsOn(dataDir: string): boolean {
  const file = join(dataDir, LOCK_FILE)
  if (!existsSync(file)) return false
  const fd = openSync(file, 'r')
  try {
    if (flock(fd, LOCK_SH | LOCK_NB) !== 0) return true
    flock(fd, LOCK_UN)
    return false
  } finally {
    closeSync(fd)
  }
}

/** What a refusal says about the running server: "(pid N) " when its pid file names one, else "". */
export function serverPidNote(dataDir: string): string {
  const file = join(dataDir, PID_FILE)
  const pid = existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : Number.NaN
  return Number.isInteger(pid) && pid > 0 ? `(pid ${pid}) ` : ''
}
