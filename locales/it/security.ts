import type { Translation } from '../i18n-types'

export default {
  bodyTooLarge: 'La richiesta è troppo grande.',
  bodyTooDeep: 'La richiesta è annidata troppo in profondità.',
  invalidJson: 'Il contenuto della richiesta non è un JSON valido.',
  membersOnly: 'Solo gli hotel membri possono farlo.',
  subscriptionRequired: 'Il Suo abbonamento è scaduto. Lo rinnovi per cercare e segnalare ospiti.',
  currentPasswordRequired: 'Inserisca la password attuale per modificare l’indirizzo e-mail o la password.',
  currentPasswordWrong: 'La password attuale non è corretta.',
  emailChangeSent:
    'Abbiamo inviato un link di conferma a {email}. L’indirizzo e-mail cambierà non appena lo avrà aperto.',
  emailChangeInvalid: 'Questo link di conferma non è valido, è scaduto o è già stato utilizzato.',
  emailChanged: 'Il suo indirizzo e-mail è stato modificato.',
  mail: {
    confirmSubject: 'Confermi il nuovo indirizzo e-mail',
    confirmHeading: 'Confermi il nuovo indirizzo e-mail',
    confirmBody:
      'Ha chiesto di usare questo indirizzo per il suo account KnowYourGuest. Apra il link entro un’ora per confermare.',
    confirmAction: 'Confermare questo indirizzo e-mail',
    confirmIgnore: 'Se non ha fatto questa richiesta, ignori questo messaggio: non cambia nulla.',
    noticeSubject: 'Il suo indirizzo e-mail sta per essere modificato',
    noticeHeading: 'Il suo indirizzo e-mail sta per essere modificato',
    noticeBody:
      'Una persona connessa al suo account KnowYourGuest ha chiesto di sostituire l’indirizzo e-mail con {email}.',
    noticeAfter: 'Se non è stato lei, cambi subito la password e ci contatti.',
  },
  auditBroken: {
    subject: 'La catena del registro di audit è interrotta',
    heading: 'La catena del registro di audit è interrotta',
    body: 'Il controllo giornaliero del registro di audit ha trovato un’interruzione alla voce {seq}: una voce è stata modificata, rimossa o inserita al di fuori dell’applicazione.',
    after:
      'Esegua bun run cli audit:verify sul server, conservi una copia della banca dati e della chiave di audit e confronti con l’ultimo backup.',
  },
} satisfies Translation['security']
