import type { Translation } from '../i18n-types'

export default {
  notFound: 'Non trovato.',
  forbidden: 'Non è autorizzato a farlo.',
  unauthenticated: 'Effettui di nuovo l’accesso.',
  otherSite: 'Le richieste provenienti da altri siti non sono accettate.',
  jsonOnly: 'Invii la richiesta in formato JSON.',
  noSuchRoute: 'Questo endpoint dell’API non esiste.',
  methodNotAllowed: 'Questo endpoint dell’API non accetta questo metodo. Accetta: {methods}.',
  internal: 'Si è verificato un errore. Riprovi.',
} satisfies Translation['errors']
