import type { Translation } from '../i18n-types'

export default {
  notFound: 'Nicht gefunden.',
  forbidden: 'Sie dürfen dies nicht tun.',
  unauthenticated: 'Bitte melden Sie sich erneut an.',
  otherSite: 'Anfragen von anderen Websites werden nicht angenommen.',
  jsonOnly: 'Senden Sie die Anfrage als JSON.',
  noSuchRoute: 'Diesen API-Endpunkt gibt es nicht.',
  methodNotAllowed: 'Dieser API-Endpunkt nimmt diese Methode nicht an. Er nimmt: {methods}.',
  internal: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
} satisfies Translation['errors']
