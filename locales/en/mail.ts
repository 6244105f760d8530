// Emails (HTML and text share these texts). Layout parts are reused by other modules' emails.
export default {
  greeting: 'Hello {name:string},',
  greetingNoName: 'Hello,',
  /** To a reader whose name may not be used (an address nobody has confirmed yet; ADR 302). */
  greetingUnknownReader: 'Dear Sir or Madam,',
  signature: 'The KnowYourGuest team',
  footer: 'You receive this email because of your KnowYourGuest account. Questions? Write to us at {contact:string}.',
  linkFallback: 'If the button does not work, copy this address into your browser:',
  accessGranted: {
    subject: 'Your KnowYourGuest membership is active',
    heading: 'Welcome to KnowYourGuest',
    body: 'We have verified your hotel {company:string}. Your membership is now active and you can sign in with your email address and password.',
    action: 'Sign in',
  },
  passwordReset: {
    subject: 'Reset your KnowYourGuest password',
    heading: 'Reset your password',
    body: 'We received a request to reset the password of your account. The link below is valid for one hour and can be used once.',
    action: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this email: your password stays unchanged.',
  },
  applicationRejected: {
    subject: 'Your KnowYourGuest application',
    heading: 'We could not approve your application',
    body: 'We have reviewed the application of {company:string} and cannot approve it.',
    reason: 'Reason: {reason:string}',
    noPayment: 'No payment of yours was received, so nothing is owed and nothing will be charged.',
    refundCard:
      'Your registration payment of CHF {amount:string} has been refunded to your card; depending on your bank it appears on your statement within 5 to 10 working days. Your subscription has ended.',
    refundTransfer:
      'Your registration payment of CHF {amount:string} is being transferred back to the account it came from; it arrives within a few working days. Your subscription has ended.',
    contact: 'If you think this is a mistake or can send us what is missing, write to us at {contact:string}.',
  },
}
