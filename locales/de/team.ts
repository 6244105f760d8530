import type { Translation } from '../i18n-types'

export default {
  errors: {
    ownerOnly: 'Nur die Inhaberin oder der Inhaber des Hotelkontos kann das tun.',
    hotelBlocked:
      'Das Konto Ihres Hotels ist nicht aktiv; Sie können sich deshalb nicht anmelden. Bitte wenden Sie sich an die Inhaberin oder den Inhaber des Hotelkontos.',
    emailHasAccount:
      'Für diese E-Mail-Adresse gibt es bereits ein KnowYourGuest-Konto. Bitte verwenden Sie eine andere.',
    alreadyInvited: 'An diese E-Mail-Adresse ist bereits eine Einladung offen.',
    limitReached:
      'Ihr Hotel hat bereits {limit} Personen (offene Einladungen mitgezählt). Entfernen Sie zuerst jemanden oder ziehen Sie eine Einladung zurück.',
    invitationNotFound: 'Diese Einladung ist nicht mehr offen.',
    personNotFound: 'Diese Person gehört nicht zum Team Ihres Hotels.',
    cannotRemoveOwner:
      'Die Inhaberin oder der Inhaber kann nicht entfernt werden. Um zu gehen, schliessen Sie das Hotelkonto.',
    invitationInvalid:
      'Dieser Einladungslink ist ungültig, abgelaufen oder wurde bereits verwendet. Ein Link funktioniert einmal, innerhalb von 72 Stunden: Bitte lassen Sie sich von Ihrem Hotel einen neuen senden.',
  },
  invited: 'Einladung an {email} gesendet.',
  withdrawn: 'Die Einladung wurde zurückgezogen.',
  removed: 'Die Person wurde entfernt und abgemeldet.',
  accepted: 'Ihr Konto ist bereit. Sie können sich jetzt anmelden.',
  section: {
    failed: 'Etwas ist schiefgegangen. Bitte versuchen Sie es erneut.',
    title: 'Ihr Team',
    intro:
      'Alle an Ihrer Rezeption erhalten ein persönliches Konto: Sie suchen, schreiben Meldungen und sehen die Meldungen, Anfragen und Anreisen Ihres Hotels. Nur Sie verwalten das Team, die Abrechnung und die Daten des Hotels. Sie stehen dafür ein, was Ihre Mitarbeitenden mit ihren Konten tun.',
    count: '{count} von {limit} Personen',
    owner: 'Inhaber/in',
    staff: 'Mitarbeiter/in',
    you: 'Sie',
    suspended: 'Gesperrt',
    remove: 'Entfernen',
    removeTitle: '{name} entfernen?',
    removeBody:
      '{name} wird sofort abgemeldet und kann sich nicht mehr anmelden. Die Meldungen dieser Person bleiben die Ihres Hotels.',
    removeConfirm: 'Entfernen',
    cancel: 'Abbrechen',
    invitationsTitle: 'Offene Einladungen',
    invitedUntil: 'Link gültig bis {date}',
    withdraw: 'Zurückziehen',
    inviteTitle: 'Mitarbeiter/in einladen',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    language: 'Sprache der Einladung',
    invite: 'Einladung senden',
    full: 'Ihr Team ist vollständig ({limit} Personen). Entfernen Sie jemanden, um eine weitere Person einzuladen.',
  },
  join: {
    title: 'Ihrem Hotel auf KnowYourGuest beitreten',
    loading: 'Einen Moment, bitte.',
    heading: '{hotel} lädt Sie ein',
    intro:
      'Guten Tag {name}. {hotel} hat für Sie ein persönliches KnowYourGuest-Konto angelegt. Wählen Sie ein Passwort, um zu beginnen.',
    email: 'Ihre Anmelde-E-Mail',
    password: 'Passwort',
    passwordHint: 'Mindestens 6 Zeichen; kein gängiges Passwort und nicht Ihr Name.',
    terms:
      'Ihr Konto ist persönlich: Geben Sie es nicht weiter. Die Inhaberin oder der Inhaber Ihres Hotels steht für seine Nutzung ein. Alles, was Sie suchen oder schreiben, wird mit Ihrem Namen protokolliert.',
    submit: 'Mein Konto erstellen',
    doneHeading: 'Ihr Konto ist bereit',
    doneBody: 'Melden Sie sich mit {email} und dem soeben gewählten Passwort an.',
    toLogin: 'Anmelden',
    invalidHeading: 'Dieser Einladungslink funktioniert nicht mehr',
  },
  admin: {
    title: 'Team',
    owner: 'Inhaber/in',
    staff: 'Mitarbeiter/in',
    removed: 'Von der Inhaberin oder dem Inhaber entfernt',
    suspend: 'Diese Person sperren',
    reactivate: 'Diese Person reaktivieren',
    suspendTitle: '{name} sperren?',
    suspendHint: 'Nur diese Person wird abgemeldet und gesperrt; das übrige Hotel arbeitet weiter.',
    reactivateTitle: '{name} reaktivieren?',
    suspended: '{name} ist gesperrt.',
    reactivated: '{name} ist reaktiviert.',
  },
  mail: {
    inviteSubject: '{hotel} lädt Sie zu KnowYourGuest ein',
    inviteHeading: 'Ihr Konto bei {hotel}',
    inviteBody:
      '{by} hat Sie eingeladen, KnowYourGuest für {hotel} zu nutzen: ein persönliches Konto, um Gäste zu suchen und Meldungen für das Hotel zu schreiben.',
    inviteTerms:
      'Das Konto gehört nur Ihnen; die Inhaberin oder der Inhaber des Hotels steht für seine Nutzung ein. Jede Suche und jede Meldung wird mit Ihrem Namen protokolliert.',
    inviteAction: 'Mein Passwort wählen',
    inviteExpiry: 'Der Link funktioniert einmal, innerhalb von 72 Stunden.',
    inviteIgnore: 'Wenn Sie nicht in diesem Hotel arbeiten, ignorieren Sie diese E-Mail: Es wird kein Konto erstellt.',
  },
} satisfies Translation['team']
