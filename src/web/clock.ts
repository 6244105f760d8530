// The browser's one clock (ADR 275): every page reads the current time here, never through `Date.now()` or
// `new Date()` of its own, so the clock check (src/kernel/clock.test.ts) finds one place, and a browser test moves it
// with Playwright's `page.clock`, which replaces the browser's Date.
import { zurichDay } from '~/lib/dates'

/** The current moment in the browser (or on the server while it renders a page). */
export const now = (): Date => new Date()

/** Milliseconds since the epoch, for intervals (idle time, countdowns). */
export const nowMs = (): number => Date.now()

/** Today's date in Zurich as YYYY-MM-DD. */
export const today = (): string => zurichDay(now())
