import type { BaseTranslation } from '../i18n-types'

// The guest's notice as a printed letter (issue 34, section 1): the hotel's reminder, download and "sent" mark, and the
// operator's register of notices.
const noticeLetter = {
  errors: {
    noLetter: 'This report has no notice letter to send.',
  },
  reminder: {
    title: 'Notice letters to post',
    text: '{count:number} {{guest|guests}} reported by your hotel must be informed by post: the report has no e-mail address. Print the letter, post it in a window envelope and mark it sent.',
    link: 'Open your reports',
  },
  card: {
    title: 'Notice letter to the guest',
    due: 'The guest has no e-mail address: print this letter, post it in a window envelope (address on the right) and mark it sent.',
    sent: 'Letter marked sent on {date:string}.',
    download: 'Download the letter (PDF)',
    markSent: 'Mark the letter sent',
    busy: 'Marking as sent...',
    marked: 'The letter is marked sent.',
    failed: 'The letter could not be marked sent. Please try again.',
  },
  admin: {
    nav: 'Notices',
    title: 'Notices to guests',
    intro:
      'A guest is informed when a report about them is published: by e-mail, or by a letter the reporting hotel posts. A held notice is not sent; its reason is shown. Hold a notice with the command notices:hold.',
    filter: 'Status',
    all: 'All',
    statuses: {
      queued: 'E-mail sent',
      letter_due: 'Letter to post',
      letter_sent: 'Letter posted',
      held: 'Held back',
    },
    channels: { email: 'E-mail', letter: 'Letter' },
    columns: {
      reference: 'Reference',
      hotel: 'Reporting hotel',
      channel: 'Channel',
      status: 'Status',
      reason: 'Reason held',
      date: 'Published',
    },
    empty: 'No notices.',
    loadFailed: 'The notices could not be loaded.',
  },
} satisfies BaseTranslation

export default noticeLetter
