import type { Translation } from '../i18n-types'

export default {
  greeting: 'Guten Tag {name}',
  greetingNoName: 'Guten Tag',
  greetingUnknownReader: 'Sehr geehrte Damen und Herren',
  signature: 'Ihr KnowYourGuest-Team',
  footer: 'Sie erhalten diese E-Mail wegen Ihres KnowYourGuest-Kontos. Fragen? Schreiben Sie uns an {contact}.',
  linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
  accessGranted: {
    subject: 'Ihre KnowYourGuest-Mitgliedschaft ist aktiv',
    heading: 'Willkommen bei KnowYourGuest',
    body: 'Wir haben Ihren Betrieb {company} überprüft. Ihre Mitgliedschaft ist jetzt aktiv und Sie können sich mit Ihrer E-Mail-Adresse und Ihrem Passwort anmelden.',
    action: 'Anmelden',
  },
  passwordReset: {
    subject: 'Setzen Sie Ihr KnowYourGuest-Passwort zurück',
    heading: 'Passwort zurücksetzen',
    body: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen. Der folgende Link ist eine Stunde lang gültig und kann einmal verwendet werden.',
    action: 'Neues Passwort wählen',
    ignore: 'Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  applicationRejected: {
    subject: 'Ihre Anmeldung bei KnowYourGuest',
    heading: 'Wir konnten Ihre Anmeldung nicht annehmen',
    body: 'Wir haben die Anmeldung von {company} geprüft und können sie nicht annehmen.',
    reason: 'Grund: {reason}',
    noPayment: 'Wir haben keine Zahlung von Ihnen erhalten: Sie schulden nichts, und es wird nichts belastet.',
    refundCard:
      'Ihre Anmeldezahlung von CHF {amount} wurde Ihrer Karte gutgeschrieben; je nach Bank erscheint sie innerhalb von 5 bis 10 Arbeitstagen auf Ihrer Abrechnung. Ihr Abonnement ist beendet.',
    refundTransfer:
      'Ihre Anmeldezahlung von CHF {amount} wird auf das Konto zurücküberwiesen, von dem sie kam; sie trifft innert weniger Arbeitstage ein. Ihr Abonnement ist beendet.',
    contact:
      'Wenn Sie dies für einen Irrtum halten oder uns Fehlendes nachreichen können, schreiben Sie uns an {contact}.',
  },
} satisfies Translation['mail']
