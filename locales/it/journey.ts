import type { Translation } from '../i18n-types'

export default {
  errorSummary: 'Corregga quanto segue ({count}):',
  strength: {
    label: 'Sicurezza della password',
    veryWeak: 'molto debole',
    weak: 'debole',
    fair: 'discreta',
    good: 'buona',
    strong: 'elevata',
    tooEasy: 'troppo facile da indovinare',
  },
  register: {
    progress: 'Avanzamento della registrazione',
    done: 'completato',
    consents: 'Condizioni generali e consenso',
  },
  bank: {
    copy: 'Copiare',
    copyIban: 'Copiare IBAN',
    copyReference: 'Copiare riferimento',
    copied: 'Copiato',
    qrTitle: 'Pagare con la QR-fattura',
    qrText:
      "Scansioni il codice QR con l'app della Sua banca: importo, conto e riferimento vengono ripresi automaticamente. Le abbiamo inviato questa QR-fattura anche in PDF per e-mail.",
    qrAlt: 'QR-fattura svizzera di CHF {amount} con riferimento {reference}',
    qrAltPayer: 'QR-fattura svizzera di CHF {amount} con riferimento {reference}, pagabile da {payer}',
    qrScrollHint:
      'La QR-fattura è mostrata a grandezza reale affinché le app bancarie possano leggerla: scorra lateralmente per vederla tutta (la ricevuta è a sinistra).',
    goToSignIn: "Andare all'accesso",
  },
  next: {
    title: 'I prossimi passi',
    paidCard: 'Ha pagato con carta.',
    awaitBank: 'Attendiamo il Suo bonifico. Di solito arriva entro uno-tre giorni lavorativi.',
    check: 'Un amministratore verifica poi il Suo hotel.',
    access: 'Riceverà un e-mail non appena il Suo accesso sarà attivo e potrà quindi accedere.',
  },
  noRegistration: {
    title: 'Niente da mostrare qui',
    text: 'Questa pagina mostra lo stato di una registrazione subito dopo il pagamento. Per diventare membro registri il Suo hotel; se lo è già, acceda.',
    register: 'Registrare il Suo hotel',
    signIn: 'Accedere',
  },
  idle: {
    title: 'Sta per essere disconnesso',
    text: 'Per la Sua sicurezza verrà disconnesso tra {seconds} secondi, perché su questa pagina non è successo nulla.',
    stay: 'Resta connesso',
    lockTitle: 'È stato disconnesso',
    lockText:
      'Per la Sua sicurezza è stato disconnesso perché su questa pagina non è successo nulla. Acceda di nuovo per riprendere da dove aveva lasciato: ciò che ha inserito è ancora qui. Se accede un’altra persona, la pagina viene svuotata.',
    lockLeave: 'Lasci questa pagina e vada all’accesso',
  },
  account: {
    menu: 'Menu del conto di {company}',
    profile: 'Profilo',
    signOut: 'Uscire',
  },
  language: {
    menu: 'Lingua: {language}',
  },
  pricing: {
    title: 'Abbonamento annuale',
    intro: "Un prezzo all'anno, con uno sconto per i membri di un'associazione alberghiera.",
    tier3: 'Fino a 3 stelle',
    tier5: '4 o 5 stelle',
    standard: 'Standard',
    association: "Membro di un'associazione",
    perYear: '{price} / anno',
    note: 'Prezzi in franchi svizzeri. Pagamento con carta o con bonifico tramite QR-fattura.',
  },
  toast: {
    close: 'Chiudere la notifica',
  },
} satisfies Translation['journey']
