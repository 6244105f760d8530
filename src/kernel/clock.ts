// The one clock of the server (ADR 165): every service, job and limiter reads the time from the `clock` in its deps.
// The server and the CLI pass `systemClock`; tests pass a `fixedClock` and move it instead of waiting. Nothing else in
// src/kernel and src/modules reads the time (src/kernel/clock.test.ts fails when something does).
export type Clock = { now(): Date }

export const systemClock: Clock = { now: () => new Date() }

/** A clock that tests set and advance. */
export type FixedClock = Clock & { set(d: Date | string): void; advance(ms: number): void }

export function fixedClock(start: Date | string): FixedClock {
  let current = new Date(start)
  return {
    now: () => new Date(current),
    set(d) {
      current = new Date(d)
    },
    advance(ms) {
      current = new Date(current.getTime() + ms)
    },
  }
}
