// The platform's own error messages that no area owns (ADR 161): every AppError message is a dictionary key.
export default {
  notFound: 'Not found.',
  forbidden: 'You are not allowed to do this.',
  unauthenticated: 'Please sign in again.',
  otherSite: 'Requests from other sites are not accepted.',
  jsonOnly: 'Send the request as JSON.',
  noSuchRoute: 'This API endpoint does not exist.',
  methodNotAllowed: 'This API endpoint does not take this method. It takes: {methods:string}.',
  internal: 'Something went wrong. Please try again.',
}
