// Messages of the account API (sign-in, sessions, password reset, profile). The server answers them in the
// request's language; EN texts are the spec's where it gives one (sections 7 and 8).
export default {
  loginWelcome: 'Welcome back! You are now signed in.',
  loginPending: 'Your account is awaiting verification. You will receive an email as soon as it has been approved.',
  invalidCredentials: 'Invalid email or password.',
  accountRejected: 'Your membership application was not accepted. Please contact us if you think this is a mistake.',
  accountSuspended: 'Your account is suspended. Please contact us to find out more.',
  notSignedIn: 'User not authenticated',
  adminOnly: 'Only administrators can do this.',
  notYourAccount: 'You can only change your own profile.',
  userNotFound: 'This account does not exist.',
  emailTaken: 'An account with this email address already exists.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
  accountThrottled: 'Too many failed sign-in attempts for this account. Please wait a moment and try again.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  resetLinkSent: 'Password reset link sent. Check your email.',
  resetDone: 'Your password has been successfully reset.',
  resetTokenInvalid: 'This reset link is invalid, has expired or has already been used. Please ask for a new one.',
  loggedOut: 'You have been signed out.',
}
