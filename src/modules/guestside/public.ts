// The guest's side's front door (ADR 170): what other modules may use. Only the server and the CLI reach further.

export {
  holdNotice,
  listNotices,
  NOTICE_MAIL_KIND,
  noticeOnPublished,
  noticeStillWanted,
} from './notices'
export { reportOfReference } from './references'
export { tellGuestRemoved } from './service'
