// The search module's front door (ADR 170): what other modules may use. Only the server and the CLI reach further.

export { BIRTH_DATE_PROBE_ACTION } from './birth-date-probes'
export type { SearchAnswer } from './model'
