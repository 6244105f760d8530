// Handing a hotel to another member of its team, removing a person (their e-mail) and the hotel's details that only
// the owner changes (issue 21, ADR 201).
export default {
  hotelOwnerOnly: 'Only the owner of the hotel account can change the hotel’s details.',
  errors: {
    target: 'The hotel can only be handed to an active member of its team.',
  },
  section: {
    title: 'Hand the hotel over',
    intro:
      'Make another member of your team the owner: they manage the team, billing and the hotel’s data, and answer for its accounts. You stay in the team as staff.',
    person: 'New owner',
    choose: 'Choose a person',
    password: 'Your password',
    passwordHint: 'To confirm that it is you.',
    submit: 'Hand the hotel over',
    none: 'Invite a staff member first: the hotel can only be handed to someone in your team.',
    done: '{name:string} is now the owner of the hotel. You are now staff.',
  },
  mail: {
    subject: '{hotel:string} has a new owner on KnowYourGuest',
    newOwnerBody:
      '{by:string} has handed {hotel:string} over to you: you are now its owner on KnowYourGuest. You manage the team, billing and renewal, the API keys and the hotel’s data, and you answer for the use of your team’s accounts.',
    oldOwnerBody:
      'You have handed {hotel:string} over to {to:string}, who is now its owner on KnowYourGuest. You stay in the team as staff.',
    notYou: 'If you did not expect this, please contact us at once.',
    action: 'Open my profile',
    removedSubject: 'Your access to {hotel:string} on KnowYourGuest has ended',
    removedBody:
      '{hotel:string} has removed your KnowYourGuest account: you are signed out and can no longer sign in. The reports you wrote stay the hotel’s.',
    removedAddress:
      'Your e-mail address is free again: another hotel can invite you, or you can register your own hotel with it.',
  },
}
