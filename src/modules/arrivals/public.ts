// The arrivals module's front door (ADR 170): what other modules (the public API of issue 23) may use. Only the
// server and the CLI reach further.
//
// - addArrivals(deps, actor, rows, source, { updateKnown }): a batch, each row answered on its own (added / exists /
//   refused with a translation key) with its match group; `reservation_ref` is the hotel's optional unique reference
//   (a re-sent row with a known reference answers `exists`, nothing is added twice; with `updateKnown`, the API's
//   way, changed fields update it: `updated`).
// - checkArrival(fields, today): the field rules alone (the API refuses a whole batch with one bad reservation).
// - listArrivals(deps, actor, { from, to }): the hotel's arrivals staying in a date range.
// - pageArrivals(deps, actor, { from, to, after, limit }): the same a page at a time, in a stable order (the API's).
// - deleteArrivalByReference(deps, actor, ref) and deleteArrival(deps, actor, id): 404 when the hotel has none.
// - getArrivalByReference(deps, actor, ref) and arrivalMatches(deps, actor, id): one arrival, and the reports matching
//   it as the web's flagged arrival shows them (a search by the actor: limited, counted and audited as one).
// - rematchApprovedReport(deps, report): re-matching when a report is approved (wired in src/server/hooks.ts).
// - withdrawReportMatches(deps, report): a published report left the search; its alerts and flags go (issue 34).
// - arrivalGuestEntries: the guest and stay fields' request schemas (the API's reservation is built from them).

export type { ArrivalView } from './model'
export { type ArrivalsPosition, pageArrivals } from './pages'
export { ARRIVAL_GROUPS } from './schema'
export {
  type ArrivalDeps,
  addArrivals,
  arrivalMatches,
  checkArrival,
  deleteArrivalByReference,
  getArrivalByReference,
} from './service'
export {
  type AlertRecipient,
  rematchApprovedReport,
  type WatchDeps,
} from './watch'
export { withdrawReportMatches } from './withdraw'
