// Preloaded only by the DOM component test run (see scripts/test.ts): it replaces fetch and friends globally.
import { GlobalRegistrator } from '@happy-dom/global-registrator'

GlobalRegistrator.register({ url: 'http://localhost:3000/' })

// findBy* and waitFor give up after 1 s by default; a screen that loads its data (or a lazy part) can take longer on
// a busy 2-core machine, and a test must fail on wrong behaviour, not on a slow moment (ADR 061).
const { configure } = await import('@testing-library/dom')
configure({ asyncUtilTimeout: 5000 })

// Testing Library advances the clock itself while a test runs on fake timers (`jest.useFakeTimers()`, which tests use
// to move time instead of sleeping, ADR 180), but it looks for a global `jest`, which bun:test does not define.
const { jest } = await import('bun:test')
Object.assign(globalThis, { jest })
