// Wrong second-factor codes (security review 4, finding 5). Whoever is asked for a code already knows the password, so
// the delay cannot be per address alone (a code would be guessed from many addresses); but per person alone, someone
// with the password typing wrong codes from another address kept the owner out (after 2 wrong codes, even the right
// one waited, up to a minute). So two counts:
// - per person AND address: the account's growing delay (src/modules/auth/throttle.ts: 2 free, then 1 s, 2 s … 60 s),
//   which the owner's own address does not share with the other one;
// - per person, all addresses together: at most MFA_FAILURES_PER_PERSON_PER_HOUR wrong codes an hour, a ceiling that
//   one address held to the growing delay cannot reach (about 67 an hour at most), so only many addresses at once can
//   keep the owner out, and a code is never guessed (100 tries an hour against 3 valid codes in a million).
import type { Clock } from '~/kernel/clock'
import { AppError } from '~/kernel/errors'
import { createRateLimiter } from '~/kernel/rate-limit'
import type { SecurityEvents } from '~/modules/audit/public'
import type { createAccountThrottle } from '../throttle'

export const MFA_FAILURES_PER_PERSON_PER_HOUR = 100

type Throttle = ReturnType<typeof createAccountThrottle>

export function createCodeThrottle(deps: { clock: Clock; securityEvents?: SecurityEvents }, throttle: Throttle) {
  const ceiling = createRateLimiter({ limit: MFA_FAILURES_PER_PERSON_PER_HOUR, windowMs: 3_600_000, clock: deps.clock })
  /** Runs a code check for `userId` from `ip`: 429 while either count says wait; a 401 of it counts in both. */
  return async function throttled<T>(userId: string, ip: string, attempt: () => Promise<T> | T): Promise<T> {
    const here = `mfa\n${userId}\n${ip}`
    const person = `mfa\n${userId}`
    try {
      throttle.check(here)
      ceiling.check(person, 'auth.accountThrottled')
    } catch (error) {
      deps.securityEvents?.record({ kind: 'sign_in_throttled', ip, path: '/api/user/login/second-factor' })
      throw error
    }
    try {
      const result = await attempt()
      throttle.succeed(here)
      return result
    } catch (error) {
      if (error instanceof AppError && error.status === 401) {
        throttle.fail(here)
        ceiling.count(person)
      }
      throw error
    }
  }
}
