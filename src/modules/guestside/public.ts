// The guest's side's front door (ADR 170): what other modules may use. Only the server and the CLI reach further.
export { noticeLocales } from './languages'
export { type GuestSideDeps, type NoticeReport, tellGuestRemoved } from './service'
