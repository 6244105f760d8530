import type { Translation } from '../i18n-types'

export default {
  hotelOwnerOnly: 'Nur die Inhaberin oder der Inhaber des Hotelkontos kann die Angaben zum Hotel ändern.',
  errors: {
    target: 'Das Hotel kann nur an eine aktive Person seines Teams übergeben werden.',
  },
  section: {
    title: 'Hotel übergeben',
    intro:
      'Machen Sie eine andere Person Ihres Teams zur Inhaberin oder zum Inhaber: Sie verwaltet das Team, die Abrechnung und die Angaben zum Hotel und ist für seine Konten verantwortlich. Sie bleiben als Mitarbeiterin oder Mitarbeiter im Team.',
    person: 'Neue Inhaberin oder neuer Inhaber',
    choose: 'Person wählen',
    password: 'Ihr Passwort',
    passwordHint: 'Zur Bestätigung, dass Sie es sind.',
    submit: 'Hotel übergeben',
    none: 'Laden Sie zuerst eine Mitarbeiterin oder einen Mitarbeiter ein: Das Hotel kann nur an eine Person Ihres Teams übergeben werden.',
    done: '{name} ist jetzt Inhaberin oder Inhaber des Hotels. Sie sind jetzt Mitarbeiterin oder Mitarbeiter.',
  },
  mail: {
    subject: '{hotel} hat eine neue Inhaberin oder einen neuen Inhaber bei KnowYourGuest',
    newOwnerBody:
      '{by} hat Ihnen {hotel} übergeben: Sie sind jetzt Inhaberin oder Inhaber bei KnowYourGuest. Sie verwalten das Team, die Abrechnung und Verlängerung, die API-Schlüssel und die Angaben zum Hotel und sind für die Nutzung der Konten Ihres Teams verantwortlich.',
    oldOwnerBody:
      'Sie haben {hotel} an {to} übergeben, die oder der jetzt Inhaberin oder Inhaber bei KnowYourGuest ist. Sie bleiben als Mitarbeiterin oder Mitarbeiter im Team.',
    notYou: 'Wenn Sie das nicht erwartet haben, kontaktieren Sie uns bitte sofort.',
    action: 'Mein Profil öffnen',
    removedSubject: 'Ihr Zugang zu {hotel} bei KnowYourGuest ist beendet',
    removedBody:
      '{hotel} hat Ihr KnowYourGuest-Konto entfernt: Sie sind abgemeldet und können sich nicht mehr anmelden. Die Meldungen, die Sie verfasst haben, bleiben beim Hotel.',
    removedAddress:
      'Ihre E-Mail-Adresse ist wieder frei: Ein anderes Hotel kann Sie einladen, oder Sie können damit Ihr eigenes Hotel registrieren.',
  },
} satisfies Translation['handOver']
