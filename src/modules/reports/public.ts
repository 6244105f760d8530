// The reports module's front door (ADR 170): what other modules may use. Only the server and the CLI reach further.
export { CORRECTABLE_FIELDS, correctReportAsAdmin, deleteReportAsAdmin } from './corrections'
export { type AdminReportView, getReportForAdmin } from './moderation'
export { liveReportGuests, ownReportForLetter } from './notice-letter'
export { publishedReportOf } from './published'
export { countPendingReports, setReportDisputed } from './queries'
export { listOwnReports, type Member, type ReportDeps } from './service'
