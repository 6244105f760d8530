import type { Translation } from '../i18n-types'

export default {
  title: 'Bestätigung der E-Mail-Adresse',
  pendingHeading: 'Ihre neue E-Mail-Adresse wird bestätigt',
  pendingBody: 'Einen Moment, bitte.',
  doneHeading: 'E-Mail-Adresse bestätigt',
  doneBody: 'Ab jetzt melden Sie sich mit {email} an.',
  invalidHeading: 'Dieser Link funktioniert nicht mehr',
  invalidBody:
    'Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde bereits verwendet. Ein Link funktioniert einmal, innerhalb einer Stunde.',
  invalidAgain:
    'Um es erneut zu versuchen, ändern Sie Ihre E-Mail-Adresse im Profil: Wir senden Ihnen einen neuen Link.',
  takenHeading: 'Diese Adresse wird bereits verwendet',
  takenBody:
    'Ein anderes KnowYourGuest-Konto verwendet diese E-Mail-Adresse bereits; Ihre Adresse wurde deshalb nicht geändert. Bitte kontaktieren Sie uns, wenn Sie das für einen Fehler halten.',
  failedHeading: 'Ihre E-Mail-Adresse konnte nicht bestätigt werden',
  failedBody: 'Unterwegs ist etwas schiefgegangen. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  toProfile: 'Zu Ihrem Profil',
  toLogin: 'Anmelden',
} satisfies Translation['confirmEmail']
