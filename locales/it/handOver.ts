import type { Translation } from '../i18n-types'

export default {
  hotelOwnerOnly: 'Solo il titolare dell’account dell’hotel può modificare i dati dell’hotel.',
  errors: {
    target: 'L’hotel può essere ceduto solo a un membro attivo del suo team.',
  },
  section: {
    title: 'Cedere l’hotel',
    intro:
      'Nomini titolare un’altra persona del suo team: gestirà il team, la fatturazione e i dati dell’hotel e risponderà dei suoi account. Lei resta nel team come collaboratore.',
    person: 'Nuovo titolare',
    choose: 'Scegliere una persona',
    password: 'La sua password',
    passwordHint: 'Per confermare che è lei.',
    submit: 'Cedere l’hotel',
    none: 'Inviti prima un collaboratore: l’hotel può essere ceduto solo a una persona del suo team.',
    done: '{name} è ora titolare dell’hotel. Lei è ora collaboratore.',
  },
  mail: {
    subject: '{hotel} ha un nuovo titolare su KnowYourGuest',
    newOwnerBody:
      '{by} le ha ceduto {hotel}: ora ne è titolare su KnowYourGuest. Gestisce il team, la fatturazione e il rinnovo, le chiavi API e i dati dell’hotel, e risponde dell’uso degli account del suo team.',
    oldOwnerBody:
      'Ha ceduto {hotel} a {to}, che ora ne è titolare su KnowYourGuest. Lei resta nel team come collaboratore.',
    notYou: 'Se non se lo aspettava, ci contatti subito.',
    action: 'Aprire il mio profilo',
    removedSubject: 'Il suo accesso a {hotel} su KnowYourGuest è terminato',
    removedBody:
      '{hotel} ha rimosso il suo account KnowYourGuest: è stato disconnesso e non può più accedere. Le segnalazioni che ha scritto restano dell’hotel.',
    removedAddress:
      'Il suo indirizzo e-mail è di nuovo libero: un altro hotel può invitarla, oppure può registrare il proprio hotel con esso.',
  },
} satisfies Translation['handOver']
