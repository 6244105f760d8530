import type { Translation } from '../i18n-types'

export default {
  errors: {
    ownerOnly: 'Solo il titolare dell’account dell’hotel può farlo.',
    hotelBlocked:
      'L’account del suo hotel non è attivo, quindi non può accedere. Si rivolga al titolare dell’account dell’hotel.',
    emailHasAccount: 'Questo indirizzo e-mail ha già un account KnowYourGuest. Ne usi un altro.',
    alreadyInvited: 'Per questo indirizzo e-mail c’è già un invito aperto.',
    limitReached:
      'Il suo hotel ha già {limit} persone (inviti aperti compresi). Prima rimuova qualcuno o ritiri un invito.',
    invitationNotFound: 'Questo invito non è più aperto.',
    personNotFound: 'Questa persona non fa parte del team del suo hotel.',
    cannotRemoveOwner: 'Il titolare non può essere rimosso. Per andarsene, chiuda l’account dell’hotel.',
    invitationInvalid:
      'Questo link d’invito non è valido, è scaduto o è già stato usato. Un link funziona una volta, entro 72 ore: ne chieda uno nuovo al suo hotel.',
  },
  invited: 'Invito inviato a {email}.',
  withdrawn: 'L’invito è stato ritirato.',
  removed: 'La persona è stata rimossa e disconnessa.',
  accepted: 'Il suo account è pronto. Ora può accedere.',
  section: {
    failed: 'Qualcosa è andato storto. Riprovi.',
    title: 'Il suo team',
    intro:
      'Ogni persona della sua reception riceve un account personale: cerca, scrive segnalazioni e vede le segnalazioni, le richieste e gli arrivi del suo hotel. Solo lei gestisce il team, la fatturazione e i dati dell’hotel. Lei risponde di ciò che il suo personale fa con i propri account.',
    count: '{count} di {limit} persone',
    owner: 'Titolare',
    staff: 'Personale',
    you: 'lei',
    suspended: 'Sospeso',
    remove: 'Rimuovere',
    removeTitle: 'Rimuovere {name}?',
    removeBody:
      '{name} viene disconnesso subito e non può più accedere. Le segnalazioni scritte restano del suo hotel.',
    removeConfirm: 'Rimuovere',
    cancel: 'Annullare',
    invitationsTitle: 'Inviti aperti',
    invitedUntil: 'Link valido fino al {date}',
    withdraw: 'Ritirare',
    inviteTitle: 'Invitare un membro del personale',
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'E-mail',
    language: 'Lingua dell’invito',
    invite: 'Inviare invito',
    full: 'Il suo team è completo ({limit} persone). Rimuova qualcuno per invitare un’altra persona.',
  },
  join: {
    title: 'Unirsi al suo hotel su KnowYourGuest',
    loading: 'Un momento, per favore.',
    heading: '{hotel} la invita',
    intro:
      'Buongiorno {name}. {hotel} ha creato per lei un account KnowYourGuest personale. Scelga una password per iniziare.',
    email: 'La sua e-mail di accesso',
    password: 'Password',
    passwordHint: 'Almeno 6 caratteri; non una password comune né il suo nome.',
    terms:
      'Il suo account è personale: non lo condivida. Il titolare dell’account del suo hotel risponde del suo uso. Tutto ciò che cerca o scrive viene registrato con il suo nome.',
    submit: 'Creare il mio account',
    doneHeading: 'Il suo account è pronto',
    doneBody: 'Acceda con {email} e la password che ha appena scelto.',
    toLogin: 'Accedere',
    invalidHeading: 'Questo link d’invito non funziona più',
  },
  admin: {
    title: 'Team',
    owner: 'Titolare',
    staff: 'Personale',
    removed: 'Rimosso dal titolare',
    suspend: 'Sospendere questa persona',
    reactivate: 'Riattivare questa persona',
    suspendTitle: 'Sospendere {name}?',
    suspendHint: 'Solo questa persona viene disconnessa e bloccata; il resto dell’hotel continua a lavorare.',
    reactivateTitle: 'Riattivare {name}?',
    suspended: '{name} è sospeso.',
    reactivated: '{name} è riattivato.',
  },
  mail: {
    inviteSubject: '{hotel} la invita su KnowYourGuest',
    inviteHeading: 'Il suo account presso {hotel}',
    inviteBody:
      '{by} l’ha invitata a usare KnowYourGuest per {hotel}: un account personale per cercare ospiti e scrivere segnalazioni per l’hotel.',
    inviteTerms:
      'L’account è solo suo; il titolare dell’account dell’hotel risponde del suo uso. Ogni ricerca e ogni segnalazione viene registrata con il suo nome.',
    inviteAction: 'Scegliere la mia password',
    inviteExpiry: 'Il link funziona una volta, entro 72 ore.',
    inviteIgnore: 'Se non lavora in questo hotel, ignori questa e-mail: nessun account viene creato.',
  },
} satisfies Translation['team']
