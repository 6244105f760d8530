import type { Translation } from '../i18n-types'

export default {
  required: 'Dieses Feld ist erforderlich.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  passwordMin: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
  passwordsMismatch: 'Die Passwörter stimmen nicht überein.',
  firstName: 'Der Vorname darf nur Buchstaben enthalten.',
  lastName: 'Der Nachname darf nur Buchstaben enthalten.',
  phone: 'Die Telefonnummer darf nur Ziffern enthalten',
  phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein, zum Beispiel +41 79 123 45 67.',
  passwordWeak: 'Dieses Passwort ist zu leicht zu erraten. Fügen Sie weitere Wörter oder Zeichen hinzu.',
  companyName: 'Der Firmenname darf nur Buchstaben, Ziffern und Leerzeichen enthalten.',
  streetName: 'Der Strassenname darf nur Buchstaben, Ziffern und Leerzeichen enthalten.',
  buildingNo: 'Bitte nur Buchstaben, Ziffern und Leerzeichen verwenden.',
  zipCode: 'Die Postleitzahl muss mindestens 3 Zeichen lang sein.',
  city: 'Der Ort muss mindestens 3 Zeichen lang sein.',
  country: 'Bitte wählen Sie ein Land aus der Liste.',
  tooLong: 'Dieser Wert ist zu lang.',
  uid: 'Bitte geben Sie eine gültige UID im Format CHE-123.456.788 ein.',
  invalidRequest: 'Die Anfrage ist ungültig.',
} satisfies Translation['validation']
