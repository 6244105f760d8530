import type { Translation } from '../i18n-types'

const yourData = {
  title: 'I Suoi dati presso KnowYourGuest',
  metaDescription:
    'Chieda di vedere, correggere, contestare o cancellare ciò che KnowYourGuest potrebbe conservare su di Lei. Risposta entro 30 giorni.',
  intro:
    'KnowYourGuest è una lista di avvertimento che hotel svizzeri verificati condividono su fatture non pagate, danni e comportamenti chiaramente inaccettabili. Chiunque può chiedere che cosa contiene su di sé e farlo correggere, contestare o cancellare. Rispondiamo entro 30 giorni.',
  howTitle: 'Come funziona',
  how1: 'Compili il modulo e alleghi una copia di un documento d’identità, affinché rispondiamo soltanto a Lei.',
  how2: 'Le inviamo un’e-mail con un link: la Sua richiesta conta non appena lo apre (entro 48 ore).',
  how3: 'Una persona di KnowYourGuest verifica la Sua identità, poi risponde per e-mail entro 30 giorni. Prima di questa verifica non diciamo nulla di un’eventuale iscrizione.',
  how4: 'La copia del Suo documento viene cancellata alla chiusura della richiesta, al più tardi dopo 90 giorni.',
  footerLink: 'I Suoi dati',
  privacyLink: 'Come trattiamo i dati personali',
  formTitle: 'La Sua richiesta',
  required: 'I campi contrassegnati con * sono obbligatori.',
  name: 'Nome e cognome',
  nameHint: 'Come sul Suo documento d’identità.',
  birthDate: 'Data di nascita',
  email: 'Indirizzo e-mail per la nostra risposta',
  emailHint: 'A questo indirizzo inviamo il link di conferma e la nostra risposta.',
  reference: 'Riferimento della nostra comunicazione (se lo ha)',
  referenceHint: 'Ha la forma KYG-7QK4-M2XD e si trova nell’e-mail o nella lettera ricevuta.',
  kind: 'Che cosa chiede?',
  kinds: {
    access: 'Vedere che cosa è conservato su di me',
    correction: 'Correggere qualcosa di sbagliato',
    objection: 'Contestare una segnalazione su di me',
    deletion: 'Cancellare ciò che è conservato su di me',
  },
  paid: 'Ho pagato il conto (o riparato il danno) e allego una prova di pagamento',
  paidHint:
    'Prima viene interpellato l’hotel che L’ha segnalata: ha 7 giorni per rimuovere la segnalazione o rispondere.',
  proof: 'Prova di pagamento',
  proofHint: 'Una ricevuta, un estratto conto o la conferma dell’hotel: PNG, JPG o PDF, al massimo {mb} MB ciascuno.',
  details: 'Il Suo messaggio',
  detailsRequired: 'Il Suo messaggio',
  detailsHint: 'Che cosa è sbagliato o perché lo contesta. Al massimo 4000 caratteri.',
  idDocument: 'Copia del Suo documento d’identità',
  idDocumentHint:
    'Una foto o una scansione della carta d’identità o del passaporto (fronte e retro): PNG, JPG o PDF, al massimo {mb} MB ciascuno. Può coprire la foto e il numero del documento.',
  chosen: 'Scelto: {names}',
  submit: 'Inviare la richiesta',
  sending: 'Invio… {percent} %',
  sentTitle: 'Controlli la Sua e-mail',
  received:
    'Grazie. Se l’indirizzo indicato è corretto, tra pochi minuti riceverà un’e-mail con un link. La Sua richiesta conta non appena apre quel link (entro 48 ore).',
  another: 'Inviare un’altra richiesta',
  confirmTitle: 'Confermi la Sua richiesta',
  confirming: 'Conferma della richiesta in corso…',
  confirmed:
    'La Sua richiesta è confermata. Le abbiamo inviato una conferma di ricezione per e-mail e risponderemo entro 30 giorni, dopo aver verificato la Sua identità.',
  confirmFailed:
    'Questo link non è (più) valido. Un link funziona una volta, per 48 ore. Può inviare di nuovo la Sua richiesta.',
  confirmButton: 'Confermare la richiesta',
  letterMailed: 'La lettera è stata inviata per e-mail al richiedente.',
  console: {
    files: 'Documento d’identità e prova di pagamento',
    noFiles: 'Le copie sono state cancellate (richiesta chiusa o più vecchia di 90 giorni).',
    download: 'Scaricare {name}',
    mailLetter: 'Inviare la lettera ({type}) per e-mail al richiedente',
    purposes: { id_document: 'Copia del documento d’identità', proof_of_payment: 'Prova di pagamento' },
  },
  // La richiesta di un ospite che ha pagato, presso l'hotel che ha segnalato (issue 34, sezione 3; ADR 305).
  hotel: {
    title: 'L’ospite dichiara di aver pagato il conto',
    intro:
      'L’ospite chiede la rimozione della Sua segnalazione e ha inviato una prova di pagamento. Segni la segnalazione come saldata se il conto è pagato, oppure risponda perché non lo è. Senza l’una o l’altra cosa entro il {date}, KnowYourGuest prende in carico la richiesta.',
    statement: 'Le parole dell’ospite',
    noStatement: 'L’ospite non ha scritto altro.',
    proofs: 'Prova di pagamento',
    settle: 'Segnare la segnalazione come saldata',
    answerTitle: 'Non saldata? Risponda perché',
    answerHint: 'Per esempio: il bonifico non è arrivato. La Sua risposta va a KnowYourGuest, che risponde all’ospite.',
    mail: {
      subject: 'Un ospite dichiara di aver pagato il conto della Sua segnalazione',
      heading: 'Un ospite chiede la rimozione della Sua segnalazione',
      body: '{guest} dichiara di aver pagato il conto della Sua segnalazione e ha inviato una prova di pagamento. La consulti nella Sua area riservata: segni la segnalazione come saldata, oppure risponda perché non lo è.',
      until: 'Ha tempo fino al {date}; poi KnowYourGuest prende in carico la richiesta.',
      action: 'Aprire la richiesta',
    },
  },
  mail: {
    confirmSubject: 'Confermi la Sua richiesta a KnowYourGuest',
    confirmHeading: 'Confermi la Sua richiesta',
    confirmBody:
      'Abbiamo ricevuto una richiesta sulla pagina «I Suoi dati presso KnowYourGuest» con questo indirizzo e-mail: {kind}. Conta non appena la conferma con il pulsante qui sotto.',
    confirmHours:
      'Il link funziona una volta, per {hours} ore. Senza conferma la richiesta e i suoi file vengono cancellati.',
    confirmAction: 'Confermare la richiesta',
    notYou: 'Se non ha inviato questa richiesta, ignori questa e-mail: non succede nulla e tutto viene cancellato.',
    acknowledgementSubject: 'La Sua richiesta a KnowYourGuest: conferma di ricezione',
    answerSubject: 'La Sua richiesta a KnowYourGuest: la nostra risposta',
  },
  errors: {
    name: 'Indichi nome e cognome.',
    birthDate: 'Indichi la Sua data di nascita, per esempio 24.03.1985.',
    reference: 'Un riferimento ha la forma KYG-7QK4-M2XD. Lo verifichi o lasci vuoto il campo.',
    kind: 'Scelga che cosa chiede.',
    details: 'Ci scriva che cosa è sbagliato o perché lo contesta.',
    paidKind: 'Una prova di pagamento accompagna una richiesta di cancellazione.',
    invisible: 'Questo campo contiene caratteri di controllo invisibili. La preghiamo di digitarlo di nuovo.',
    paused:
      'Le richieste con una copia del documento d’identità non possono essere ricevute in questo momento. La preghiamo di riprovare tra qualche ora, oppure di scriverci per e-mail o per posta.',
    idDocument: 'Alleghi una copia del Suo documento d’identità.',
    proof: 'Alleghi la Sua prova di pagamento.',
    proofNotPaid: 'Una prova di pagamento serve solo se indica di aver pagato.',
    tooManyFiles: '{name} è un file di troppo: al massimo 2 file ciascuno per il documento e per la prova.',
    fileType: '{name}: una copia deve essere una foto o una scansione: PNG, JPG o PDF.',
    fileTooLarge:
      '{name} è troppo grande: un file può avere al massimo {mb} MB. Invii una foto o una scansione più piccola.',
    addressSpent: 'Oggi sono state inviate troppe richieste a questo indirizzo e-mail. Riprovi domani.',
    link: 'Questo link non è (più) valido. Un link funziona una volta, per 48 ore. Può inviare di nuovo la Sua richiesta.',
    fileNotFound: 'Questo file non esiste (più).',
    noAddress:
      'Solo una richiesta dalla pagina «I Suoi dati» ha un indirizzo e-mail confermato per l’invio delle lettere.',
  },
} satisfies Translation['yourData']

export default yourData
