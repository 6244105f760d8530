// Messages of the platform's protections (body limits, member-only routes, account changes that need the current
// password, email change confirmation). See docs/security.md.
export default {
  diskFull:
    'The server’s storage is full for the moment, so no files can be uploaded. Nothing was saved; please try again later. The administrators have been told.',
  bodyTooLarge: 'The request is too large.',
  bodyTooDeep: 'The request is nested too deeply.',
  invalidJson: 'The request body is not valid JSON.',
  bodyNotExpected: 'This request takes no body: send nothing, or an empty JSON object.',
  membersOnly: 'Only member hotels can do this.',
  subscriptionRequired: 'Your subscription has expired. Renew it to search and report guests.',
  currentPasswordRequired: 'Please enter your current password to change your email address or password.',
  currentPasswordWrong: 'Your current password is not correct.',
  emailChangeSent: 'We have sent a confirmation link to {email:string}. Your email address changes once you open it.',
  emailChangeInvalid: 'This confirmation link is invalid, has expired or has already been used.',
  emailChanged: 'Your email address has been changed.',
  mail: {
    confirmSubject: 'Confirm your new email address',
    confirmHeading: 'Confirm your new email address',
    confirmBody:
      'You asked to use this address for your KnowYourGuest account. Open the link within one hour to confirm.',
    confirmAction: 'Confirm this email address',
    confirmIgnore: 'If you did not ask for this, ignore this message: nothing changes.',
    noticeSubject: 'Your email address is being changed',
    noticeHeading: 'Your email address is being changed',
    noticeBody: 'Someone signed in to your KnowYourGuest account asked to change its email address to {email:string}.',
    noticeAfter: 'If this was not you, change your password now and contact us.',
  },
  auditBroken: {
    subject: 'The audit log chain is broken',
    heading: 'The audit log chain is broken',
    body: 'The daily check of the audit log found a break at entry {seq:number}: an entry was changed, removed or inserted outside the application.',
    after:
      'Run bun run cli audit:verify on the server, keep a copy of the database and the audit key, and compare with the last backup.',
  },
  diskLow: {
    subject: 'Uploads are refused: the disk is almost full',
    heading: 'Uploads are refused: the disk is almost full',
    body: 'Only {free:number} MB are free in the data directory, below the floor of {floor:number} MB (MIN_FREE_DISK_MB). Every upload of evidence and ID copies is refused until there is more room.',
    after:
      'Free space on the server (old backup sets, logs) or enlarge the disk. You get this e-mail again only if free space comes back above the floor and falls again.',
  },
}
