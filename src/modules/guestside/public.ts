// The guest's side's front door (ADR 170): what other modules may use. Only the server and the CLI reach further.
export { noticeLocales } from './languages'
export {
  holdNotice,
  listNotices,
  NOTICE_MAIL_KIND,
  noticeOnPublished,
  noticeStillWanted,
  type PublishedReport,
} from './notices'
export { type GuestSideDeps, type NoticeReport, tellGuestRemoved } from './service'
