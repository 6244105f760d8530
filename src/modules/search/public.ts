// The search module's front door (ADR 170): what other modules may use. Only the server and the CLI reach further.

export {
  BIRTH_DATE_PROBE_ACTION,
  BIRTH_DATE_WINDOW_DAYS,
  BIRTH_DATES_PER_NAME,
  forgetBirthDateTries,
} from './birth-date-probes'
export type { GuestFields } from './guest'
export {
  type ReportSummary,
  type SearchAnswer,
  type SearchInput,
  type SearchResult,
  searchAnswer,
  searchBody,
} from './model'
export { MATCHED_FIELDS } from './score'
export {
  betterGroup,
  canScreen,
  couldMatch,
  reportLookupKeys,
  type Screening,
  type ScreeningGroup,
  screenGuest,
  type WatchedGuest,
  watchedKeys,
  watchGuest,
} from './screening'
export { keepScreenings, planScreenings, type SearchDeps, type Searcher, searchGuests } from './service'
