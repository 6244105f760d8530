import type { BaseTranslation } from '../i18n-types'

// Subscription lifecycle (issue 12): expiry reminders, automatic renewal, termination, the expired-member notice.
const lifecycle = {
  mail: {
    reminder: {
      subject: 'Your KnowYourGuest subscription ends on {date:string}',
      heading: 'Reminder: your subscription ends on {date:string}',
      body: 'Your KnowYourGuest subscription runs until {date:string}.',
      autoCard:
        'It renews automatically for twelve months on that day: we will charge CHF {amount:string} to the card you saved. Nothing to do.',
      autoBank:
        'It renews automatically for twelve months: you receive an invoice with the bank details and a payment reference 30 days before that day.',
      cancelled:
        'You have cancelled the automatic renewal, so it ends on that day. To keep searching and reporting, renew it in your profile.',
      action: 'Open your profile',
    },
    invoice: {
      subject: 'Invoice for your KnowYourGuest subscription renewal',
      heading: 'Invoice: subscription renewal',
      body: 'Your subscription renews for twelve months on {date:string}. Please transfer CHF {amount:string} to the account below before that day and quote the payment reference.',
    },
    chargeFailed: {
      subject: 'Your subscription renewal payment failed',
      heading: 'Renewal payment failed',
      body: 'We could not charge CHF {amount:string} to your saved card for the renewal of your subscription. Nothing has been charged.',
      retry:
        'We will try again on {date:string}. You can also renew now in your profile, with another card or by bank transfer.',
      last: 'This was our last attempt. Please renew in your profile, with another card or by bank transfer, to keep searching and reporting.',
      action: 'Renew in your profile',
    },
    cancelled: {
      subject: 'Automatic renewal cancelled',
      heading: 'Automatic renewal cancelled',
      inTime:
        'We have received your notice. Your subscription will not renew: it ends on {date:string}. There is no refund for the current term.',
      late: 'We have received your notice. It came less than 30 days before the end of the current term, so the subscription renews once more and ends on {date:string}.',
    },
  },
  profile: {
    autoRenewOn: 'Automatic renewal: on',
    autoRenewOff: 'Automatic renewal: cancelled, the subscription ends on {date:string}',
    cancel: 'Cancel automatic renewal',
    confirmTitle: 'Cancel automatic renewal?',
    confirmInTime: 'Your subscription will end on {date:string} and will not renew. There is no refund.',
    confirmLate:
      'The notice period is 30 days before the end of the term. Your subscription renews once more and ends on {date:string}.',
    confirm: 'Cancel renewal',
    keep: 'Keep it',
    done: 'Automatic renewal cancelled. A confirmation is on its way by email.',
    failed: 'The automatic renewal could not be cancelled. Please try again.',
  },
  expired: {
    title: 'Your subscription has expired',
    body: 'Since {date:string}, searching and reporting are paused. Your profile stays available. Renew your subscription to continue.',
  },
  closing: {
    section: 'Close your account',
    intro:
      'Closing the account ends your membership now: you are signed out and can no longer sign in, search or report. The automatic renewal stops. There is no refund for the rest of the term (general terms).',
    kept: 'Your reports stay until they expire. Your profile is archived and deleted {years:number} years after closing.',
    open: 'Close account...',
    confirmTitle: 'Close your account?',
    confirmBody: 'This cannot be undone from here. To join again later you would register and pay again.',
    password: 'Current password',
    passwordRequired: 'Please enter your current password to close the account.',
    passwordHint: 'To confirm that it is you.',
    confirm: 'Close my account',
    closing: 'Closing...',
    keep: 'Keep my account',
    done: 'Your account is closed. A confirmation is on its way by email.',
    failed: 'The account could not be closed. Please try again.',
    signInClosed: 'This account has been closed. To join again, please register.',
    mail: {
      subject: 'Your KnowYourGuest account is closed',
      heading: 'Your account is closed',
      body: 'As you asked, we closed your KnowYourGuest account on {date:string}. You can no longer sign in, and your subscription will not renew.',
      noRefund:
        'Your subscription was paid until {date:string}; as the general terms say, there is no refund for early termination.',
      retention:
        'Your profile is archived and deleted {years:number} years after closing, as our privacy policy says. Reports your hotel published stay until they expire.',
      comeBack: 'If you did not ask for this, or want to join again, write to us at {contact:string}.',
    },
  },
  errors: {
    nothingToCancel: 'There is no automatic renewal to cancel.',
  },
} satisfies BaseTranslation

export default lifecycle
