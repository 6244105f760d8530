import type { Translation } from '../i18n-types'

export default {
  email: 'E-Mail',
  password: 'Passwort',
  showPassword: 'Passwort anzeigen',
  hidePassword: 'Passwort verbergen',
  backToLogin: 'Zurück zur Anmeldung',
  logout: 'Abmelden',
  unexpected: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  login: {
    title: 'Anmelden',
    welcome: 'Willkommen zurück',
    intro: 'Melden Sie sich an, um Ihre Gäste zu prüfen und Meldungen mit verifizierten Hotels zu teilen.',
    submit: 'Anmelden',
    submitting: 'Anmeldung läuft...',
    forgot: 'Passwort vergessen?',
    noAccount: 'Noch kein Konto?',
    register: 'Jetzt Mitglied werden',
    failed: 'Anmeldung fehlgeschlagen',
    pending: 'Ihr Konto wird noch geprüft. Sie erhalten eine E-Mail, sobald es freigeschaltet ist.',
    /** The session ended on the server while the tab was open (removed from the team, signed out elsewhere). */
    sessionEnded:
      'Sie wurden abgemeldet: Ihr Zugang zum Konto des Hotels wurde beendet oder Ihre Sitzung wurde anderswo geschlossen. Melden Sie sich erneut an, wenn Sie noch Zugang haben.',
  },
  forgot: {
    title: 'Passwort vergessen',
    intro:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen können.',
    submit: 'Link zum Zurücksetzen senden',
    sending: 'Wird gesendet...',
    success: 'Link zum Zurücksetzen gesendet. Bitte prüfen Sie Ihre E-Mails.',
    failure: 'Etwas ist schiefgelaufen!',
    /** An answer without a message (a server failure, a proxy's error page): spec section 8's alternative text. */
    sendFailed: 'Beim Senden des Links zum Zurücksetzen ist etwas schiefgelaufen.',
  },
  reset: {
    title: 'Passwort zurücksetzen',
    intro: 'Wählen Sie ein neues Passwort mit mindestens 6 Zeichen.',
    newPassword: 'Neues Passwort',
    confirmPassword: 'Passwort bestätigen',
    submit: 'Passwort zurücksetzen',
    submitting: 'Wird zurückgesetzt...',
    success: 'Ihr Passwort wurde erfolgreich zurückgesetzt.',
    failure: 'Beim Zurücksetzen des Passworts ist etwas schiefgelaufen.',
    missingToken: 'Dieser Link ist unvollständig. Bitte fordern Sie einen neuen an.',
    requestNew: 'Neuen Link anfordern',
  },
} satisfies Translation['account']
