// How many sheets (a file or pasted rows; previews and imports together) a person and a hotel may send an hour
// (security review 4, finding 3; ADR 245). Counted before the body is read, on the one clock; past either limit the
// answer is 429 with Retry-After and a translated message, and the sheet is not read.
import type { Clock } from '~/kernel/clock'
import { createRateLimiter } from '~/kernel/rate-limit'

export type ArrivalsConfig = {
  TRUST_PROXY: boolean
  ARRIVAL_SHEETS_PER_HOUR_PER_USER: number
  ARRIVAL_SHEETS_PER_HOUR_PER_HOTEL: number
}

const HOUR = 3_600_000
const MESSAGE = 'arrivals.errors.tooManySheets'

export function sheetLimits(deps: { clock: Clock; config: ArrivalsConfig }) {
  const perPerson = createRateLimiter({
    limit: deps.config.ARRIVAL_SHEETS_PER_HOUR_PER_USER,
    windowMs: HOUR,
    clock: deps.clock,
  })
  const perHotel = createRateLimiter({
    limit: deps.config.ARRIVAL_SHEETS_PER_HOUR_PER_HOTEL,
    windowMs: HOUR,
    clock: deps.clock,
  })
  /** Counts one sheet of this person and hotel, or refuses it (429) without counting when either has used its hour. */
  return (by: { userId: string; companyId: string }) => {
    perPerson.check(by.userId, MESSAGE)
    perHotel.check(by.companyId, MESSAGE)
    perPerson.count(by.userId)
    perHotel.count(by.companyId)
  }
}
