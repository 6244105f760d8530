import type { Translation } from '../i18n-types'

export default {
  diskFull:
    'Lo spazio di archiviazione del server è pieno per il momento: non è possibile caricare file. Non è stato salvato nulla; riprovi più tardi. Gli amministratori sono stati avvisati.',
  bodyTooLarge: 'La richiesta è troppo grande.',
  bodyTooDeep: 'La richiesta è annidata troppo in profondità.',
  invalidJson: 'Il contenuto della richiesta non è un JSON valido.',
  bodyNotExpected: 'Questa richiesta non prevede contenuto: non invii nulla, oppure un oggetto JSON vuoto.',
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
  diskLow: {
    subject: 'Caricamenti rifiutati: il disco è quasi pieno',
    heading: 'Caricamenti rifiutati: il disco è quasi pieno',
    body: 'Nella cartella dei dati restano solo {free} MB liberi, sotto la soglia di {floor} MB (MIN_FREE_DISK_MB). Ogni caricamento di prove e di copie di documenti d’identità è rifiutato finché non c’è più spazio.',
    after:
      'Liberi spazio sul server (vecchi backup, log) o ingrandisca il disco. Riceverà di nuovo questa e-mail solo se lo spazio libero torna sopra la soglia e poi scende di nuovo.',
  },
} satisfies Translation['security']
