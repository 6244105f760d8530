import type { Translation } from '../i18n-types'

export default {
  corrected: {
    subject: 'Wir haben eine Ihrer Meldungen berichtigt',
    body: 'Auf Anfrage der betroffenen Person haben wir Ihre Meldung zum Aufenthalt vom {checkIn} bis {checkOut} berichtigt.',
  },
  deleted: {
    subject: 'Wir haben eine Ihrer Meldungen gelöscht',
    body: 'Auf Anfrage der betroffenen Person haben wir Ihre Meldung zum Aufenthalt vom {checkIn} bis {checkOut} gelöscht. Sie wird niemandem mehr angezeigt.',
  },
  changed: 'Geändert: {fields}.',
  reason: 'Unsere Begründung: {reason}',
  action: 'Ihre Meldungen ansehen',
  fields: {
    first_name: 'Vorname',
    last_name: 'Nachname',
    birth_date: 'Geburtsdatum',
    birth_place: 'Geburtsort',
    nationality: 'Staatsangehörigkeit',
    phone: 'Telefon',
    email: 'E-Mail',
    street_name: 'Strasse',
    building_no: 'Hausnummer',
    apartment_no: 'Wohnungsnummer',
    zip_code: 'PLZ',
    city: 'Ort',
    country: 'Land',
    document_type: 'Ausweisart',
    document_number: 'Ausweisnummer',
    check_in: 'Anreisedatum',
    check_out: 'Abreisedatum',
    category: 'Kategorie',
    amount_owed: 'Offener Betrag (CHF)',
    message: 'Beschreibung',
  },
} satisfies Translation['providerChange']
