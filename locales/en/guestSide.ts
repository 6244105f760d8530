import type { BaseTranslation } from '../i18n-types'

// The reported guest's side (issue 34): notices to the guest, the /your-data page, settlement.
const guestSide = {
  errors: {
    noticeNotFound: 'No notice has this reference or report.',
    noticeHeld: 'This notice is already held back.',
    settleAmount: 'Enter the amount paid in CHF, for example 250 or 1250.50, or leave it empty.',
    settleDate: 'Enter the day it was paid (not in the future), or leave it empty.',
  },
  settle: {
    action: 'Mark as settled',
    title: 'The guest paid or made good?',
    text: 'The report about {name:string} leaves every search, arrival check and alert at once, and cannot be restored. If the report holds the guest’s e-mail, the guest is told it was removed. Only a record without personal data is kept, for statistics.',
    amount: 'Amount paid in CHF (optional)',
    paidOn: 'Paid on (optional)',
    confirm: 'Mark as settled',
    busy: 'Marking as settled...',
    done: 'The report was marked settled and removed.',
    failed: 'The report could not be marked settled. Please try again.',
  },
  notice: {
    subject: 'A hotel reported your stay to KnowYourGuest',
    heading: 'Information about a report concerning you',
    reported:
      '{hotel} reported your stay from {checkIn} to {checkOut} on KnowYourGuest, a warning list for hotels, for this reason: {category}.',
    amount: 'Amount the hotel says is owed: {amount}.',
    shared:
      'The report is shared only with hotels that we verified as members. It is kept until {until} at the latest, and removed earlier when the hotel marks it settled (for example once the bill is paid).',
    rights:
      'You can see the data we hold about you, have it corrected, dispute the report or ask for its removal at {url}.',
    action: 'See, correct or dispute your data',
    footer:
      'You receive this email because a hotel reported your stay on KnowYourGuest. Questions? Write to us at {contact:string}.',
    reference: 'Your personal reference (give it on that page): {reference}',
  },
  removed: {
    subject: 'Your entry on KnowYourGuest was removed',
    heading: 'Your entry was removed',
    body: '{hotel} marked its report about your stay from {checkIn} to {checkOut} as settled. It was removed from KnowYourGuest at once: no hotel can find it any more.',
    kept: 'Only a record without your personal data is kept, for statistics.',
    rights: 'You can still ask us what we hold about you at {url}.',
  },
} satisfies BaseTranslation

export default guestSide
