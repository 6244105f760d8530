// The one clock of the server: services take `now` from here so tests can move time without touching globals.
export type Clock = { now(): Date }

export const systemClock: Clock = { now: () => new Date() }

/** A clock that tests set and advance. */
export function fixedClock(start: Date | string): Clock & { set(d: Date | string): void; advance(ms: number): void } {
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
