// The search module's front door (ADR 170): what other modules may use. Only the server and the CLI reach further.

export {
  BIRTH_DATE_PROBE_ACTION,
  forgetBirthDateTries,
} from './birth-date-probes'
export type { GuestFields } from './guest'
export {
  type ReportSummary,
  type SearchAnswer,
  type SearchInput,
  type SearchResult,
  searchAnswer,
} from './model'
export { leftOutOfRematch, type RematchWatcher, reportReachKeys } from './rematch-probes'
export { isMatchGroup, MATCHED_FIELDS } from './score'
export {
  betterGroup,
  couldMatch,
  reportLookupKeys,
  screenGuest,
  watchedKeys,
  watchGuest,
} from './screening'
export { keepScreenings, planScreenings, type SearchDeps, searchGuests } from './service'
