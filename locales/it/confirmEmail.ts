import type { Translation } from '../i18n-types'

export default {
  title: 'Conferma dell’indirizzo e-mail',
  pendingHeading: 'Conferma del suo nuovo indirizzo e-mail in corso',
  pendingBody: 'Un momento, per favore.',
  doneHeading: 'Indirizzo e-mail confermato',
  doneBody: 'D’ora in poi accede con {email}.',
  invalidHeading: 'Questo link non funziona più',
  invalidBody:
    'Questo link di conferma non è valido, è scaduto o è già stato utilizzato. Un link funziona una sola volta, entro un’ora.',
  invalidAgain: 'Per riprovare, modifichi il suo indirizzo e-mail nel profilo: le invieremo un nuovo link.',
  takenHeading: 'Questo indirizzo è già in uso',
  takenBody:
    'Un altro account KnowYourGuest utilizza già questo indirizzo e-mail, perciò il suo indirizzo non è stato modificato. Ci contatti se ritiene che si tratti di un errore.',
  failedHeading: 'Non è stato possibile confermare il suo indirizzo e-mail',
  failedBody: 'Qualcosa è andato storto. Verifichi la connessione e riprovi.',
  retry: 'Riprovare',
  toProfile: 'Andare al profilo',
  toLogin: 'Accedere',
} satisfies Translation['confirmEmail']
