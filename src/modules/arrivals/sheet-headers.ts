import { serverLL } from '~/kernel/i18n'
import { ARRIVAL_COLUMNS, type ArrivalColumn } from '~/lib/arrival-fields'
import { LOCALES, type Locale } from '~/lib/constants'
import { countryName } from '~/lib/country-name'

// The sheet's headers (issue 32 items 3 and 18): the first guess of which column holds which arrival field, and the
// template to download, whose header is in the person's language and is recognised in all four.

// Header words property-management systems and people use for each field, in the four languages (lower case, without
// accents, spaces or dots: `Res.-Nr.` is `resnr`, `Geb.-Datum` is `gebdatum`, `N° de réservation` is `ndereservation`).
// The template's own headers in every language (the arrivals form's labels) are added to these below. A column with
// no arrival field (`Zimmer`, `Room`) stays unmapped.
const HEADER_WORDS: Record<ArrivalColumn, string[]> = {
  first_name: ['firstname', 'givenname', 'vorname', 'prenom', 'nome', 'first', 'forename'],
  last_name: [
    'lastname',
    'surname',
    'familyname',
    'name',
    'nachname',
    'familienname',
    'nom',
    'nomdefamille',
    'cognome',
    'last',
  ],
  birth_date: [
    'birthdate',
    'dateofbirth',
    'dob',
    'birthday',
    'geburtsdatum',
    'gebdatum',
    'geburtstag',
    'datedenaissance',
    'naissance',
    'nele',
    'datadinascita',
    'datanascita',
    'nascita',
  ],
  nationality: [
    'nationality',
    'citizenship',
    'nationalitat',
    'staatsangehorigkeit',
    'nation',
    'nationalite',
    'nazionalita',
    'cittadinanza',
  ],
  document_number: [
    'documentnumber',
    'passportnumber',
    'passport',
    'document',
    'idnumber',
    'ausweisnummer',
    'ausweisnr',
    'passnummer',
    'passnr',
    'dokumentnummer',
    'numerodudocument',
    'numerodocument',
    'numerodepasseport',
    'passeport',
    'pieceidentite',
    'numerodocumento',
    'numerodeldocumento',
    'numerodipassaporto',
    'passaporto',
    'documento',
  ],
  email: ['email', 'mail', 'emailaddress', 'emailadresse', 'courriel', 'adresseemail', 'indirizzoemail'],
  phone: [
    'phone',
    'telephone',
    'tel',
    'mobile',
    'telefon',
    'telefonnummer',
    'handy',
    'natel',
    'portable',
    'telefono',
    'cellulare',
  ],
  check_in: [
    'checkin',
    'arrival',
    'arrivaldate',
    'from',
    'anreise',
    'anreisedatum',
    'ankunft',
    'arrivee',
    'datedarrivee',
    'datearrivee',
    'arrivo',
    'datadiarrivo',
    'dataarrivo',
  ],
  check_out: [
    'checkout',
    'departure',
    'departuredate',
    'to',
    'abreise',
    'abreisedatum',
    'depart',
    'datededepart',
    'datedepart',
    'partenza',
    'datadipartenza',
    'datapartenza',
  ],
  reservation_ref: [
    'reservationref',
    'reservation',
    'reservationnumber',
    'reservationno',
    'booking',
    'bookingnumber',
    'bookingref',
    'reference',
    'ref',
    'confirmation',
    'reservationsnummer',
    'reservationsnr',
    'reservierungsnummer',
    'reservierungsnr',
    'resnr',
    'buchungsnummer',
    'buchungsnr',
    'numerodereservation',
    'ndereservation',
    'noreservation',
    'nreservation',
    'numeroprenotazione',
    'numerodiprenotazione',
    'nprenotazione',
    'prenotazione',
    'codiceprenotazione',
  ],
}

const squash = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')

/** The template's header in a language: the arrivals form's labels ("Vorname", "Prénom", "Nome"…). */
export const templateHeader = (locale: Locale) =>
  ARRIVAL_COLUMNS.map((column) => serverLL(locale).arrivals.fields[column]())

let known: Record<ArrivalColumn, Set<string>> | undefined
/** Every header word of a field: the list above, its snake_case name and the template's header in all four languages. */
function knownWords(): Record<ArrivalColumn, Set<string>> {
  if (known) return known
  const words = {} as Record<ArrivalColumn, Set<string>>
  for (const column of ARRIVAL_COLUMNS) words[column] = new Set([...HEADER_WORDS[column], squash(column)])
  for (const locale of LOCALES)
    for (const [i, label] of templateHeader(locale).entries())
      words[ARRIVAL_COLUMNS[i] as ArrivalColumn].add(squash(label))
  known = words
  return words
}

/** A first guess of the mapping from the headers (the person checks it). */
export function guessMapping(header: string[]): Record<string, string> {
  const mapping: Record<string, string> = {}
  const taken = new Set<string>()
  const words = knownWords()
  for (const column of ARRIVAL_COLUMNS) {
    const found = header.find((h) => !taken.has(h) && words[column].has(squash(h)))
    if (found) {
      mapping[column] = found
      taken.add(found)
    }
  }
  return mapping
}

/** The template to download in the person's language: the fields in order, with one example row. */
export function templateCsv(locale: Locale): string {
  const example = [
    'Anna',
    'Muster',
    '12.03.1980',
    countryName(locale, 'CH'),
    'X1234567',
    'anna@example.ch',
    '+41 79 123 45 67',
    '01.12.2026',
    '03.12.2026',
    'R-1001',
  ]
  return `${templateHeader(locale).join(';')}\r\n${example.join(';')}\r\n`
}
