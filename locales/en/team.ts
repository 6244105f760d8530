// A hotel's team (issue 21, ADR 200): the owner's staff section, the invitation page, the e-mails and the refusals.
export default {
  errors: {
    ownerOnly: 'Only the owner of the hotel account can do this.',
    hotelBlocked:
      'Your hotel’s account is not active, so you cannot sign in. Please ask the owner of the hotel account.',
    emailHasAccount: 'This email address already has a KnowYourGuest account. Please use another one.',
    alreadyInvited: 'This email address already has an open invitation.',
    limitReached:
      'Your hotel already has {limit:number} people (open invitations included). Remove someone or withdraw an invitation first.',
    invitationNotFound: 'This invitation is no longer open.',
    personNotFound: 'This person is not part of your hotel’s team.',
    cannotRemoveOwner: 'The owner cannot be removed. To leave, close the hotel account.',
    invitationInvalid:
      'This invitation link is invalid, has expired or has already been used. A link works once, within 72 hours: please ask your hotel for a new one.',
  },
  invited: 'Invitation sent to {email:string}.',
  withdrawn: 'The invitation has been withdrawn.',
  removed: 'The person has been removed and signed out.',
  accepted: 'Your account is ready. You can now sign in.',
  section: {
    failed: 'Something went wrong. Please try again.',
    title: 'Your team',
    intro:
      'Everyone at your front desk gets a personal account: they search, write reports and see your hotel’s reports, requests and arrivals. Only you manage the team, billing and the hotel’s data. You answer for what your staff do with their accounts.',
    count: '{count:number} of {limit:number} people',
    owner: 'Owner',
    staff: 'Staff',
    you: 'you',
    suspended: 'Suspended',
    remove: 'Remove',
    removeTitle: 'Remove {name:string}?',
    removeBody:
      '{name:string} is signed out at once and can no longer sign in. The reports they wrote stay your hotel’s.',
    removeConfirm: 'Remove',
    cancel: 'Cancel',
    invitationsTitle: 'Open invitations',
    invitedUntil: 'Link valid until {date:string}',
    withdraw: 'Withdraw',
    inviteTitle: 'Invite a staff member',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    language: 'Language of the invitation',
    invite: 'Send invitation',
    full: 'Your team is complete ({limit:number} people). Remove someone to invite another person.',
  },
  join: {
    title: 'Join your hotel on KnowYourGuest',
    loading: 'One moment, please.',
    heading: '{hotel:string} invites you',
    intro:
      'Hello {name:string}. {hotel:string} has created a personal KnowYourGuest account for you. Choose a password to start.',
    email: 'Your sign-in email',
    password: 'Password',
    passwordHint: 'At least 6 characters; not a common password and not your name.',
    terms:
      'Your account is personal: do not share it. Your hotel’s owner answers for its use. Everything you search or write is logged with your name.',
    submit: 'Create my account',
    doneHeading: 'Your account is ready',
    doneBody: 'Sign in with {email:string} and the password you have just chosen.',
    toLogin: 'Sign in',
    invalidHeading: 'This invitation link no longer works',
  },
  admin: {
    title: 'Team',
    owner: 'Owner',
    staff: 'Staff',
    removed: 'Removed by the owner',
    suspend: 'Suspend this person',
    reactivate: 'Reactivate this person',
    suspendTitle: 'Suspend {name:string}?',
    suspendHint: 'Only this person is signed out and blocked; the rest of the hotel keeps working.',
    reactivateTitle: 'Reactivate {name:string}?',
    suspended: '{name:string} is suspended.',
    reactivated: '{name:string} is reactivated.',
  },
  mail: {
    inviteSubject: '{hotel:string} invites you to KnowYourGuest',
    inviteHeading: 'Your account at {hotel:string}',
    inviteBody:
      '{by:string} has invited you to use KnowYourGuest for {hotel:string}: a personal account to search guests and write reports for the hotel.',
    inviteTerms:
      'The account is yours alone; the hotel’s owner answers for its use. Every search and report is logged with your name.',
    inviteAction: 'Choose my password',
    inviteExpiry: 'The link works once, within 72 hours.',
    inviteIgnore: 'If you do not work at this hotel, ignore this e-mail: no account is created.',
  },
}
