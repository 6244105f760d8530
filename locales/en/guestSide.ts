import type { BaseTranslation } from '../i18n-types'

// The reported guest's side (issue 34): notices to the guest, the /your-data page, settlement.
const guestSide = {
  errors: {
    settleAmount: 'Enter the amount paid in CHF, for example 250 or 1250.50, or leave it empty.',
    settleDate: 'Enter the day it was paid (not in the future), or leave it empty.',
  },
  settle: {
    action: 'Mark as settled',
    label: 'Mark the report about {name:string} as settled',
    title: 'The guest paid or made good?',
    text: 'The report about {name:string} leaves every search, arrival check and alert at once, and cannot be restored. If the report holds the guest’s e-mail, the guest is told it was removed. Only a record without personal data is kept, for statistics.',
    amount: 'Amount paid in CHF (optional)',
    paidOn: 'Paid on (optional)',
    confirm: 'Mark as settled',
    busy: 'Marking as settled...',
    done: 'The report was marked settled and removed.',
    failed: 'The report could not be marked settled. Please try again.',
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
