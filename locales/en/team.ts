// A hotel's team (issue 21, ADR 200): the owner's staff page, the invitation page, the e-mails and the refusals.
export default {
  errors: {
    ownerOnly: 'Only the owner of the hotel account can do this.',
    hotelBlocked:
      'Your hotel’s account is not active, so you cannot sign in. Please ask the owner of the hotel account.',
  },
}
