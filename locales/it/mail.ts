import type { Translation } from '../i18n-types'

export default {
  greeting: 'Buongiorno {name},',
  greetingNoName: 'Buongiorno,',
  greetingUnknownReader: 'Gentile Signora, Egregio Signore,',
  signature: 'Il team di KnowYourGuest',
  footer: 'Riceve questa e-mail a causa del suo account KnowYourGuest. Domande? Ci scriva all’indirizzo {contact}.',
  linkFallback: 'Se il pulsante non funziona, copi questo indirizzo nel suo browser:',
  accessGranted: {
    subject: 'La sua adesione a KnowYourGuest è attiva',
    heading: 'Benvenuto su KnowYourGuest',
    body: 'Abbiamo verificato la sua struttura {company}. La sua adesione è ora attiva e può accedere con il suo indirizzo e-mail e la sua password.',
    action: 'Accedere',
  },
  passwordReset: {
    subject: 'Reimposti la sua password KnowYourGuest',
    heading: 'Reimpostare la password',
    body: 'Abbiamo ricevuto una richiesta di reimpostazione della password del suo account. Il link qui sotto è valido per un’ora e può essere usato una sola volta.',
    action: 'Scegliere una nuova password',
    ignore: 'Se non ha fatto lei questa richiesta, ignori questa e-mail: la sua password resta invariata.',
  },
  applicationRejected: {
    subject: 'La sua richiesta di adesione a KnowYourGuest',
    heading: 'Non abbiamo potuto accettare la sua richiesta',
    body: 'Abbiamo esaminato la richiesta di {company} e non possiamo accettarla.',
    reason: 'Motivo: {reason}',
    noPayment: 'Non abbiamo ricevuto alcun pagamento da parte sua: non deve nulla e non le sarà addebitato nulla.',
    refundCard:
      'Il suo pagamento d’iscrizione di CHF {amount} è stato rimborsato sulla sua carta; a seconda della banca compare sull’estratto conto entro 5-10 giorni lavorativi. Il suo abbonamento è terminato.',
    refundTransfer:
      'Il suo pagamento d’iscrizione di CHF {amount} le viene ritrasferito sul conto da cui proviene; arriva entro pochi giorni lavorativi. Il suo abbonamento è terminato.',
    contact: 'Se ritiene che si tratti di un errore o può inviarci ciò che manca, ci scriva a {contact}.',
  },
} satisfies Translation['mail']
