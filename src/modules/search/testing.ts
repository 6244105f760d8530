// Test helpers for other modules' tests that search (the /api/v1 search): index a report, type its display fields.
export { applyIndexChange } from './index-store'
export type { ReportSummary } from './model'
