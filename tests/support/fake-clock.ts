// For DOM tests: run a part of a test on bun:test's fake clock, so the test moves time instead of sleeping through it
// (ADR 180). Testing Library's waitFor and findBy advance that clock themselves (tests/support/happydom.ts gives them
// the global `jest` they look for).
import { jest } from 'bun:test'
import { act } from '@testing-library/react'

/** Moves the fake clock by `ms`, running the timers that fall due, inside React's act. */
export const advance = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms)
  })

/**
 * Runs `part` on the fake clock, then the timers already due on it (React's scheduler may have put its next task
 * there) before the real clock comes back, so nothing is left waiting on a clock that no longer runs. Later timers
 * (a session check in two minutes) are dropped with the fake clock.
 */
export async function onFakeClock<T>(part: () => Promise<T>): Promise<T> {
  jest.useFakeTimers()
  try {
    const result = await part()
    for (let i = 0; i < 5; i++) await advance(0)
    return result
  } finally {
    jest.useRealTimers()
  }
}
