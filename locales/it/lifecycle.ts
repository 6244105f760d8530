import type { Translation } from '../i18n-types'

const lifecycle = {
  mail: {
    reminder: {
      subject: 'Il suo abbonamento KnowYourGuest scade il {date}',
      heading: 'Promemoria: il suo abbonamento scade il {date}',
      body: 'Il suo abbonamento KnowYourGuest è valido fino al {date}.',
      autoCard:
        'Quel giorno si rinnova automaticamente per dodici mesi: addebiteremo CHF {amount} sulla carta salvata. Non deve fare nulla.',
      autoBank:
        'Si rinnova automaticamente per dodici mesi: 30 giorni prima di quella data riceverà una fattura con le coordinate bancarie e un riferimento di pagamento.',
      cancelled:
        'Ha disdetto il rinnovo automatico, quindi l’abbonamento scade quel giorno. Per continuare a cercare e segnalare, lo rinnovi nel suo profilo.',
      action: 'Aprire il profilo',
    },
    invoice: {
      subject: 'Fattura per il rinnovo del suo abbonamento KnowYourGuest',
      heading: 'Fattura: rinnovo dell’abbonamento',
      body: 'Il suo abbonamento si rinnova per dodici mesi il {date}. La preghiamo di versare CHF {amount} sul conto indicato qui sotto prima di quella data, indicando il riferimento di pagamento.',
    },
    chargeFailed: {
      subject: 'Il pagamento del rinnovo non è riuscito',
      heading: 'Pagamento del rinnovo non riuscito',
      body: 'Non è stato possibile addebitare CHF {amount} sulla sua carta salvata per il rinnovo dell’abbonamento. Non è stato addebitato nulla.',
      retry:
        'Riproveremo il {date}. Può anche rinnovare subito nel suo profilo, con un’altra carta o con bonifico bancario.',
      last: 'Era il nostro ultimo tentativo. Rinnovi nel suo profilo, con un’altra carta o con bonifico bancario, per continuare a cercare e segnalare.',
      action: 'Rinnovare nel profilo',
    },
    cancelled: {
      subject: 'Rinnovo automatico disdetto',
      heading: 'Rinnovo automatico disdetto',
      inTime:
        'Abbiamo ricevuto la sua disdetta. Il suo abbonamento non si rinnova e scade il {date}. Il periodo in corso non viene rimborsato.',
      late: 'Abbiamo ricevuto la sua disdetta. È arrivata meno di 30 giorni prima della fine del periodo in corso, quindi l’abbonamento si rinnova un’ultima volta e scade il {date}.',
    },
  },
  profile: {
    autoRenewOn: 'Rinnovo automatico: attivo',
    autoRenewOff: 'Rinnovo automatico: disdetto, l’abbonamento scade il {date}',
    cancel: 'Disdire il rinnovo automatico',
    confirmTitle: 'Disdire il rinnovo automatico?',
    confirmInTime: 'Il suo abbonamento scadrà il {date} e non si rinnoverà. Nessun rimborso.',
    confirmLate:
      'Il termine di disdetta è di 30 giorni prima della fine del periodo. Il suo abbonamento si rinnova un’ultima volta e scade il {date}.',
    confirm: 'Disdire',
    keep: 'Mantenere',
    done: 'Rinnovo automatico disdetto. Una conferma le arriverà per e-mail.',
    failed: 'Non è stato possibile disdire il rinnovo automatico. Riprovi.',
  },
  expired: {
    title: 'Il suo abbonamento è scaduto',
    body: 'Dal {date} la ricerca e le segnalazioni sono sospese. Il suo profilo resta accessibile. Rinnovi l’abbonamento per continuare.',
  },
  closing: {
    section: 'Chiudere il suo account',
    intro:
      'La chiusura dell’account pone fine subito alla sua adesione: viene disconnesso e non può più accedere, cercare né segnalare. Il rinnovo automatico si ferma. Il resto del periodo non viene rimborsato (condizioni generali).',
    kept: 'Le sue segnalazioni restano fino alla scadenza. Il suo profilo viene archiviato e cancellato {years} anni dopo la chiusura.',
    open: 'Chiudere l’account...',
    confirmTitle: 'Chiudere il suo account?',
    confirmBody:
      'Qui non è possibile annullare l’operazione. Per tornare in seguito dovrebbe registrarsi e pagare di nuovo.',
    password: 'Password attuale',
    passwordRequired: 'Inserisca la password attuale per chiudere l’account.',
    passwordHint: 'Per confermare che è lei.',
    confirm: 'Chiudere il mio account',
    closing: 'Chiusura...',
    keep: 'Mantenere l’account',
    done: 'Il suo account è chiuso. Una conferma le arriverà per e-mail.',
    failed: 'Non è stato possibile chiudere l’account. Riprovi.',
    signInClosed: 'Questo account è stato chiuso. Per tornare, si registri di nuovo.',
    mail: {
      subject: 'Il suo account KnowYourGuest è chiuso',
      heading: 'Il suo account è chiuso',
      body: 'Come richiesto, abbiamo chiuso il suo account KnowYourGuest il {date}. Non può più accedere e il suo abbonamento non si rinnoverà.',
      noRefund:
        'Il suo abbonamento era pagato fino al {date}; come prevedono le condizioni generali, la disdetta anticipata non dà diritto a rimborsi.',
      retention:
        'Il suo profilo viene archiviato e cancellato {years} anni dopo la chiusura, come indicato nella nostra informativa sulla privacy. Le segnalazioni pubblicate dal suo albergo restano fino alla scadenza.',
      comeBack: 'Se non ha richiesto lei la chiusura o desidera tornare, ci scriva a {contact}.',
    },
  },
  errors: {
    nothingToCancel: 'Non c’è nessun rinnovo automatico da disdire.',
  },
} satisfies Translation['lifecycle']

export default lifecycle
