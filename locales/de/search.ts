import type { Translation } from '../i18n-types'

export default {
  title: 'Gästesuche',
  intro:
    'Geben Sie ein, was im Pass und in der Buchung steht. Die Suche findet die Person hinter der Schreibweise: Akzente, Kurznamen, vertauschte Namen und kleine Tippfehler.',
  personal: 'Angaben zur Person',
  address: 'Adresse',
  firstName: 'Vorname',
  lastName: 'Nachname',
  birthDate: 'Geburtsdatum',
  nationality: 'Nationalität',
  phone: 'Telefon',
  email: 'E-Mail-Adresse',
  documentType: 'Ausweisart',
  documentNumber: 'Ausweisnummer',
  documentTypes: {
    any: 'Jeder Ausweis',
    passport: 'Pass',
    id_card: 'Identitätskarte',
    driving_license: 'Führerausweis',
  },
  streetName: 'Strasse',
  buildingNo: 'Hausnummer',
  apartmentNo: 'Wohnungsnummer',
  zipCode: 'PLZ',
  city: 'Ort',
  country: 'Land',
  submit: 'Suchen',
  searching: 'Suche läuft...',
  clear: 'Leeren',
  minimumHint:
    'Geben Sie eine Ausweisnummer, eine E-Mail-Adresse, eine Telefonnummer oder einen Nachnamen mit Vornamen oder Geburtsdatum ein.',
  loading: 'Die Meldungen werden durchsucht...',
  results: 'Ergebnisse',
  resultsCount: '{count} {{Meldung|Meldungen}} gefunden',
  withheld:
    'Für dieses Geburtsdatum nicht beantwortet: Ihr Hotel hat innerhalb von 30 Tagen nach mehr als 3 verschiedenen Geburtsdaten für diesen Namen gefragt. Meldungen anderer Hotels werden für weitere Daten nicht gezeigt.',
  noResults:
    'Keine Meldung passt zu diesem Gast. Das ist keine Garantie: Prüfen Sie die Angaben und bleiben Sie aufmerksam.',
  groups: {
    exact: '100 % übereinstimmend',
    exactHint: 'Beide Namen und das Geburtsdatum stimmen überein, oder die Ausweisnummer ist dieselbe.',
    close: 'Ähnlich',
    closeHint:
      'Eine mögliche Übereinstimmung: Schreibweise, Kurzname oder Datum weichen ab. Sie entscheiden, ob es dieselbe Person ist.',
    sameCompany: 'Eigenes Unternehmen',
    sameCompanyHint: 'Meldungen Ihres eigenen Hotels, in jedem Status.',
    empty: 'Keine.',
  },
  result: {
    publishedBy: 'Veröffentlicht von',
    date: 'Datum',
    notPublished: 'Nicht veröffentlicht',
    stay: 'Aufenthalt',
    category: 'Kategorie',
    amountOwed: 'Offener Betrag',
    message: 'Nachricht',
    why: 'Wie diese Meldung verglichen wurde',
    agree: 'Stimmt überein: {fields}',
    differ: 'Weicht ab oder fehlt in der Meldung: {fields}',
    notCompared: 'Nicht verglichen (in der Suche nicht eingegeben): {fields}',
    status: 'Status',
  },
  matched: {
    name: 'Name',
    birth_date: 'Geburtsdatum',
    document: 'Ausweis',
    email: 'E-Mail',
    phone: 'Telefon',
    address: 'Adresse',
  },
  statuses: { pending: 'Wartet auf Freigabe', approved: 'Freigegeben', rejected: 'Abgelehnt' },
  categories: {
    unpaid_bill: 'Unbezahlte Rechnung',
    damage: 'Sachschaden',
    aggression: 'Aggression',
    house_rules: 'Hausordnung verletzt',
    other: 'Anderes',
  },
  reportGuest: 'Gast melden',
  errors: {
    minimumInput:
      'Geben Sie eine Ausweisnummer, eine E-Mail-Adresse, eine Telefonnummer oder einen Nachnamen mit Vornamen oder Geburtsdatum ein.',
    tooManySearches: 'Sie haben die erlaubte Anzahl Suchen pro Stunde erreicht. Bitte versuchen Sie es später wieder.',
    tooManyBirthDates:
      'Sie haben heute mehrere Geburtsdaten für diesen Namen versucht. Suchen Sie mit dem Geburtsdatum aus dem Ausweis des Gastes oder versuchen Sie es morgen wieder.',
    tooManyHotelSearches:
      'Ihr Hotel hat die erlaubte Anzahl Suchen pro Stunde für alle seine Personen zusammen erreicht. Bitte versuchen Sie es später wieder.',
    tooManyHotelSearchesToday:
      'Ihr Hotel hat die erlaubte Anzahl Suchen pro Tag für alle seine Personen zusammen erreicht. Bitte versuchen Sie es morgen wieder.',
    tooManySearchesToday:
      'Sie haben die erlaubte Anzahl Suchen pro Tag erreicht. Bitte versuchen Sie es morgen wieder.',
    failed: 'Die Suche hat nicht funktioniert. Bitte versuchen Sie es erneut.',
  },
} satisfies Translation['search']
