// The free-disk guard (security review 3, finding 3): below MIN_FREE_DISK_MB free in DATA_DIR every upload (report
// evidence and ID copies) is refused with 507 before a byte of it is read, and the administrators are alerted once per
// low spell (the alert is sent again only after free space came back above the floor and fell again).
import { statfsSync } from 'node:fs'
import { AppError } from './errors'

/** Bytes free for the server's user on the file system holding `dir` (a port: tests simulate a full disk). */
export type FreeDisk = (dir: string) => number

const systemFreeDisk: FreeDisk = (dir) => {
  const stats = statfsSync(dir)
  return Number(stats.bavail) * Number(stats.bsize)
}

export type DiskState = { freeBytes: number; floorBytes: number; low: boolean }

export function createDiskGuard(input: {
  dir: string
  floorBytes: number
  freeDisk?: FreeDisk
  /** Called once when free space falls below the floor (the administrators' mail). */
  onLow: (state: DiskState) => void
}) {
  const freeDisk = input.freeDisk ?? systemFreeDisk
  let alerted = false
  const measure = (): DiskState => {
    const freeBytes = freeDisk(input.dir)
    const state = { freeBytes, floorBytes: input.floorBytes, low: freeBytes < input.floorBytes }
    if (!state.low) alerted = false
    else if (!alerted) {
      alerted = true
      input.onLow(state)
    }
    return state
  }
  return {
    /** The current state (the admin overview's tile); alerts when it finds the disk low. */
    state: measure,
    /** Refuses an upload (507) while free space is below the floor. */
    assertRoom(): void {
      if (measure().low) throw new AppError('INSUFFICIENT_STORAGE', 'security.diskFull')
    },
  }
}
export type DiskGuard = ReturnType<typeof createDiskGuard>
