import type { Translation } from '../i18n-types'

export default {
  title: 'Ricerca ospiti',
  intro:
    'Inserisca ciò che riportano il passaporto e la prenotazione. La ricerca trova la persona dietro la grafia: accenti, diminutivi, nomi invertiti e piccoli errori di battitura.',
  personal: 'Dati personali',
  address: 'Indirizzo',
  firstName: 'Nome',
  lastName: 'Cognome',
  birthDate: 'Data di nascita',
  nationality: 'Nazionalità',
  phone: 'Telefono',
  email: 'Indirizzo e-mail',
  documentType: 'Tipo di documento',
  documentNumber: 'Numero del documento',
  documentTypes: {
    any: 'Qualsiasi documento',
    passport: 'Passaporto',
    id_card: 'Carta d’identità',
    driving_license: 'Licenza di condurre',
  },
  streetName: 'Via',
  buildingNo: 'Numero civico',
  apartmentNo: 'Appartamento',
  zipCode: 'NPA',
  city: 'Località',
  country: 'Paese',
  submit: 'Cercare',
  searching: 'Ricerca in corso...',
  clear: 'Cancella',
  minimumHint:
    'Indichi un numero di documento, un indirizzo e-mail, un telefono, oppure un cognome con un nome o una data di nascita.',
  loading: 'Ricerca nelle segnalazioni...',
  results: 'Risultati',
  resultsCount: '{count} {{segnalazione trovata|segnalazioni trovate}}',
  withheld:
    'Nessuna risposta per questa data di nascita: il Suo albergo ha chiesto più di 3 date di nascita diverse per questo nome in 30 giorni. Le segnalazioni di altri alberghi non sono mostrate per ulteriori date.',
  noResults: 'Nessuna segnalazione corrisponde a questo ospite. Non è una garanzia: verifichi i dati e resti attento.',
  groups: {
    exact: 'Corrispondenza al 100%',
    exactHint: 'Entrambi i nomi e la data di nascita coincidono, oppure il numero del documento è lo stesso.',
    close: 'Simile',
    closeHint:
      'Possibile corrispondenza: una grafia, un diminutivo o una data differiscono. Sta a Lei decidere se si tratta della stessa persona.',
    sameCompany: 'Stessa struttura',
    sameCompanyHint: 'Le segnalazioni scritte dal Suo albergo, in qualsiasi stato.',
    empty: 'Nessuna.',
  },
  result: {
    publishedBy: 'Pubblicato da',
    date: 'Data',
    notPublished: 'Non pubblicato',
    stay: 'Soggiorno',
    category: 'Categoria',
    amountOwed: 'Importo dovuto',
    message: 'Messaggio',
    why: 'Confronto con questa segnalazione',
    agree: 'Corrispondono: {fields}',
    differ: 'Diversi o assenti nella segnalazione: {fields}',
    notCompared: 'Non confrontati (non inseriti nella ricerca): {fields}',
    status: 'Stato',
  },
  matched: {
    name: 'nome',
    birth_date: 'data di nascita',
    document: 'documento',
    email: 'e-mail',
    phone: 'telefono',
    address: 'indirizzo',
  },
  statuses: { pending: 'In attesa di approvazione', approved: 'Approvato', rejected: 'Respinto' },
  categories: {
    unpaid_bill: 'Fattura non pagata',
    damage: 'Danni',
    aggression: 'Aggressione',
    house_rules: 'Regolamento interno violato',
    other: 'Altro',
  },
  reportGuest: 'Segnalare ospite',
  errors: {
    minimumInput:
      'Indichi un numero di documento, un indirizzo e-mail, un telefono, oppure un cognome con un nome o una data di nascita.',
    tooManySearches: 'Ha raggiunto il numero di ricerche consentite in un’ora. Riprovi più tardi.',
    tooManyBirthDates:
      'Oggi ha provato diverse date di nascita per questo nome. Cerchi con la data di nascita del documento dell’ospite o riprovi domani.',
    tooManyHotelSearches:
      'Il Suo hotel ha raggiunto il numero di ricerche consentite in un’ora per tutte le sue persone insieme. Riprovi più tardi.',
    tooManyHotelSearchesToday:
      'Il Suo hotel ha raggiunto il numero di ricerche consentite in un giorno per tutte le sue persone insieme. Riprovi domani.',
    tooManySearchesToday: 'Ha raggiunto il numero di ricerche consentite in un giorno. Riprovi domani.',
    failed: 'La ricerca non è riuscita. Riprovi.',
  },
} satisfies Translation['search']
