import type { Translation } from '../i18n-types'

export default {
  loginWelcome: 'Willkommen zurück! Sie sind jetzt angemeldet.',
  loginPending: 'Ihr Konto wartet auf die Überprüfung. Sie erhalten eine E-Mail, sobald es freigegeben wurde.',
  invalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  accountRejected:
    'Ihr Mitgliedschaftsantrag wurde nicht angenommen. Bitte kontaktieren Sie uns, falls Sie dies für einen Irrtum halten.',
  accountSuspended: 'Ihr Konto ist gesperrt. Bitte kontaktieren Sie uns für weitere Informationen.',
  notSignedIn: 'Benutzer nicht angemeldet',
  adminOnly: 'Nur Administratoren dürfen das tun.',
  notYourAccount: 'Sie können nur Ihr eigenes Profil ändern.',
  userNotFound: 'Dieses Konto existiert nicht.',
  emailTaken: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
  tooManyAttempts: 'Zu viele Anmeldeversuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  accountThrottled:
    'Zu viele fehlgeschlagene Anmeldeversuche für dieses Konto. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  resetLinkSent: 'Link zum Zurücksetzen gesendet. Bitte prüfen Sie Ihre E-Mails.',
  resetDone: 'Ihr Passwort wurde erfolgreich zurückgesetzt.',
  resetTokenInvalid:
    'Dieser Link zum Zurücksetzen ist ungültig, abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
  loggedOut: 'Sie wurden abgemeldet.',
} satisfies Translation['auth']
