// The first-time journey (issue 14): password strength, error summary, bank-transfer page with QR-bill, status
// after paying, idle warning, account menu, prices on the public pages.
export default {
  errorSummary: 'Please correct the following ({count:number}):',
  strength: {
    label: 'Password strength',
    veryWeak: 'very weak',
    weak: 'weak',
    fair: 'fair',
    good: 'good',
    strong: 'strong',
    tooEasy: 'too easy to guess',
  },
  register: {
    progress: 'Registration progress',
    done: 'done',
    consents: 'Terms and privacy consent',
  },
  bank: {
    copy: 'Copy',
    copyIban: 'Copy IBAN',
    copyReference: 'Copy reference',
    copied: 'Copied',
    qrTitle: 'Pay with the QR-bill',
    qrText:
      'Scan the QR code with your banking app: amount, account and reference are filled in for you. We also sent you this QR-bill as a PDF by email.',
    qrAlt: 'Swiss QR-bill for CHF {amount:string} with reference {reference:string}',
    qrAltPayer: 'Swiss QR-bill for CHF {amount:string} with reference {reference:string}, payable by {payer:string}',
    qrScrollHint:
      'The QR-bill is shown at its real size so that banking apps can read it: scroll sideways to see all of it (the receipt is on the left).',
    goToSignIn: 'Go to sign in',
  },
  next: {
    title: 'What happens next',
    paidCard: 'You paid by card.',
    awaitBank: 'We are waiting for your bank transfer. It usually arrives within one to three working days.',
    check: 'An administrator then checks your hotel.',
    access: 'You receive an email as soon as your access is open, and can then sign in.',
  },
  noRegistration: {
    title: 'Nothing to show here',
    text: 'This page shows the status of a registration right after paying. To become a member, register your hotel; if you already are one, sign in.',
    register: 'Register your hotel',
    signIn: 'Sign in',
  },
  idle: {
    title: 'You will be signed out',
    text: 'For your security you will be signed out in {seconds:number} seconds because nothing happened on this page.',
    stay: 'Stay signed in',
    lockTitle: 'You were signed out',
    lockText:
      'For your security you were signed out because nothing happened on this page. Sign in again to go on where you left off: what you typed is still here. If someone else signs in, the page is cleared.',
    lockLeave: 'Leave this page and go to the sign-in page',
  },
  account: {
    menu: 'Account menu of {company:string}',
    profile: 'Profile',
    signOut: 'Sign out',
  },
  language: {
    menu: 'Language: {language:string}',
  },
  pricing: {
    title: 'Yearly membership',
    intro: 'One price per year, with a discount for members of a hotel association.',
    tier3: 'Up to 3 stars',
    tier5: '4 or 5 stars',
    standard: 'Standard',
    association: 'Association member',
    perYear: '{price:string} / year',
    note: 'Prices in Swiss francs. Pay by card or by bank transfer with a QR-bill.',
  },
  toast: {
    close: 'Close notification',
  },
}
