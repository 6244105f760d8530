import type { Translation } from '../i18n-types'

export default {
  required: 'Questo campo è obbligatorio.',
  email: 'Inserisca un indirizzo e-mail valido.',
  passwordMin: 'La password deve contenere almeno 6 caratteri.',
  passwordsMismatch: 'Le password non corrispondono.',
  firstName: 'Il nome deve contenere solo lettere.',
  lastName: 'Il cognome deve contenere solo lettere.',
  phone: 'Il numero di telefono deve contenere solo cifre',
  phoneInvalid: 'Inserisca un numero di telefono valido, ad esempio +41 79 123 45 67.',
  passwordWeak: 'Questa password è troppo facile da indovinare. Aggiunga altre parole o caratteri.',
  companyName: "Il nome dell'azienda deve contenere solo lettere, cifre e spazi.",
  streetName: 'Il nome della via deve contenere solo lettere, cifre e spazi.',
  buildingNo: 'Utilizzi solo lettere, cifre e spazi.',
  zipCode: 'Il codice postale deve contenere almeno 3 caratteri.',
  city: 'La località deve contenere almeno 3 caratteri.',
  country: "Scelga un paese dall'elenco.",
  tooLong: 'Questo valore è troppo lungo.',
  uid: 'Inserisca un numero IDI valido nel formato CHE-123.456.788.',
  invalidRequest: 'La richiesta non è valida.',
} satisfies Translation['validation']
