// Sign-in, sign-out and password screens (spec screens 1, 3, 4; texts of sections 4 and 8).
export default {
  email: 'Email',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  backToLogin: 'Back to sign in',
  logout: 'Sign out',
  unexpected: 'Something went wrong. Please try again.',
  login: {
    title: 'Sign in',
    welcome: 'Welcome back',
    intro: 'Sign in to check your guests and share reports with verified hotels.',
    submit: 'Sign in',
    submitting: 'Signing in...',
    forgot: 'Forgot your password?',
    noAccount: "Don't have an account?",
    register: 'Join now',
    failed: 'Login Failed',
    pending: 'Your account is awaiting verification. You will receive an email once it has been approved.',
    /** The session ended on the server while the tab was open (removed from the team, signed out elsewhere). */
    sessionEnded:
      'You were signed out: your access to the hotel’s account has ended, or your session was closed elsewhere. Sign in again if you still have access.',
  },
  forgot: {
    title: 'Forgot password',
    intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
    submit: 'Send reset link',
    sending: 'Sending...',
    success: 'Password reset link sent. Check your email.',
    failure: 'Something went wrong !',
    /** An answer without a message (a server failure, a proxy's error page): spec section 8's alternative text. */
    sendFailed: 'Something went wrong while sending reset link.',
  },
  reset: {
    title: 'Reset password',
    intro: 'Choose a new password of at least 6 characters.',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    submit: 'Reset password',
    submitting: 'Resetting...',
    success: 'Your password has been successfully reset.',
    failure: 'Something went wrong while resetting the password.',
    missingToken: 'This reset link is incomplete. Please ask for a new one.',
    requestNew: 'Ask for a new link',
  },
}
