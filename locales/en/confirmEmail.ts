// The page a new e-mail address's confirmation link opens (finding 7, ADR 053).
export default {
  title: 'Email confirmation',
  pendingHeading: 'Confirming your new email address',
  pendingBody: 'One moment, please.',
  doneHeading: 'Email address confirmed',
  doneBody: 'From now on you sign in with {email:string}.',
  invalidHeading: 'This link no longer works',
  invalidBody:
    'This confirmation link is invalid, has expired or has already been used. A link works once, within one hour.',
  invalidAgain: 'To try again, change your email address on your profile: we will send you a new link.',
  takenHeading: 'This address is already in use',
  takenBody:
    'Another KnowYourGuest account already uses this email address, so your address has not been changed. Please contact us if you think this is wrong.',
  failedHeading: 'Your email address could not be confirmed',
  failedBody: 'Something went wrong on the way. Please check your connection and try again.',
  retry: 'Try again',
  toProfile: 'Go to your profile',
  toLogin: 'Sign in',
}
