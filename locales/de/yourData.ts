import type { Translation } from '../i18n-types'

const yourData = {
  title: 'Ihre Daten bei KnowYourGuest',
  metaDescription:
    'Verlangen Sie Auskunft, Berichtigung, Widerspruch oder Löschung dessen, was KnowYourGuest über Sie haben könnte. Antwort innert 30 Tagen.',
  intro:
    'KnowYourGuest ist eine Warnliste, die geprüfte Schweizer Hotels über unbezahlte Rechnungen, Schäden und klar unzulässiges Verhalten teilen. Jede Person kann verlangen zu erfahren, was darin über sie steht, und es berichtigen, bestreiten oder löschen lassen. Wir antworten innert 30 Tagen.',
  howTitle: 'So läuft es ab',
  how1: 'Füllen Sie das Formular aus und legen Sie eine Kopie eines Ausweises bei, damit wir nur Ihnen antworten.',
  how2: 'Wir senden Ihnen eine E-Mail mit einem Link: Ihr Begehren zählt, sobald Sie ihn öffnen (innert 48 Stunden).',
  how3: 'Eine Person bei KnowYourGuest prüft Ihre Identität und antwortet dann per E-Mail innert 30 Tagen. Vor dieser Prüfung sagen wir nichts über einen allfälligen Eintrag.',
  how4: 'Ihre Ausweiskopie wird gelöscht, wenn Ihr Begehren abgeschlossen ist, spätestens nach 90 Tagen.',
  footerLink: 'Ihre Daten',
  privacyLink: 'Wie wir Personendaten bearbeiten',
  formTitle: 'Ihr Begehren',
  required: 'Mit * bezeichnete Felder sind Pflichtfelder.',
  name: 'Ihr vollständiger Name',
  nameHint: 'Wie auf Ihrem Ausweis.',
  birthDate: 'Geburtsdatum',
  email: 'E-Mail-Adresse für unsere Antwort',
  emailHint: 'An diese Adresse senden wir den Bestätigungslink und unsere Antwort.',
  reference: 'Referenz aus unserer Mitteilung (falls vorhanden)',
  referenceHint: 'Sie sieht aus wie KYG-7QK4-M2XD und steht in der erhaltenen E-Mail oder im Brief.',
  kind: 'Was verlangen Sie?',
  kinds: {
    access: 'Auskunft, was über mich gespeichert ist',
    correction: 'Etwas Falsches berichtigen',
    objection: 'Eine Meldung über mich bestreiten',
    deletion: 'Was über mich gespeichert ist, löschen',
  },
  paid: 'Ich habe die Rechnung bezahlt (oder den Schaden behoben) und lege einen Zahlungsnachweis bei',
  paidHint: 'Zuerst wird das meldende Hotel gefragt: Es hat 7 Tage, die Meldung zu entfernen oder zu antworten.',
  proof: 'Zahlungsnachweis',
  proofHint: 'Eine Quittung, ein Kontoauszug oder die Bestätigung des Hotels: PNG, JPG oder PDF, je höchstens {mb} MB.',
  details: 'Ihre Nachricht',
  detailsRequired: 'Ihre Nachricht',
  detailsHint: 'Was falsch ist oder warum Sie es bestreiten. Höchstens 4000 Zeichen.',
  idDocument: 'Kopie Ihres Ausweises',
  idDocumentHint:
    'Ein Foto oder Scan Ihrer Identitätskarte oder Ihres Passes (Vorder- und Rückseite): PNG, JPG oder PDF, je höchstens {mb} MB. Foto und Ausweisnummer dürfen Sie abdecken.',
  chosen: 'Gewählt: {names}',
  submit: 'Begehren senden',
  sending: 'Wird gesendet… {percent} %',
  sentTitle: 'Bitte prüfen Sie Ihre E-Mails',
  received:
    'Danke. Wenn die angegebene Adresse stimmt, erhalten Sie in wenigen Minuten eine E-Mail mit einem Link. Ihr Begehren zählt, sobald Sie diesen Link öffnen (innert 48 Stunden).',
  another: 'Weiteres Begehren senden',
  confirmTitle: 'Begehren bestätigen',
  confirming: 'Ihr Begehren wird bestätigt…',
  confirmed:
    'Ihr Begehren ist bestätigt. Wir haben Ihnen eine Eingangsbestätigung per E-Mail gesendet und antworten innert 30 Tagen, nachdem wir Ihre Identität geprüft haben.',
  confirmFailed:
    'Dieser Link ist nicht (mehr) gültig. Ein Link funktioniert einmal, während 48 Stunden. Sie können Ihr Begehren erneut senden.',
  confirmButton: 'Begehren bestätigen',
  letterMailed: 'Das Schreiben wurde der anfragenden Person per E-Mail gesendet.',
  console: {
    files: 'Ausweis und Zahlungsnachweis',
    noFiles: 'Die Kopien wurden gelöscht (Begehren abgeschlossen oder älter als 90 Tage).',
    download: '{name} herunterladen',
    mailLetter: 'Schreiben ({type}) per E-Mail an die anfragende Person senden',
    purposes: { id_document: 'Ausweiskopie', proof_of_payment: 'Zahlungsnachweis' },
  },
  // Das Begehren eines Gastes, der bezahlt hat, beim meldenden Hotel (Issue 34, Abschnitt 3; ADR 305).
  hotel: {
    title: 'Der Gast gibt an, die Rechnung bezahlt zu haben',
    intro:
      'Der Gast verlangt die Entfernung Ihrer Meldung und hat einen Zahlungsnachweis gesendet. Markieren Sie die Meldung als erledigt, wenn die Rechnung bezahlt ist, oder antworten Sie, warum sie nicht erledigt ist. Ohne das eine oder andere bis {date} übernimmt KnowYourGuest das Begehren.',
    statement: 'Die Worte des Gastes',
    noStatement: 'Der Gast hat nichts weiter geschrieben.',
    proofs: 'Zahlungsnachweis',
    settle: 'Meldung als erledigt markieren',
    answerTitle: 'Nicht erledigt? Antworten Sie, warum',
    answerHint:
      'Zum Beispiel: Die Überweisung ist nicht eingegangen. Ihre Antwort geht an KnowYourGuest, das dem Gast antwortet.',
    mail: {
      subject: 'Ein Gast gibt an, die Rechnung Ihrer Meldung bezahlt zu haben',
      heading: 'Ein Gast verlangt die Entfernung Ihrer Meldung',
      body: '{guest} gibt an, die Rechnung Ihrer Meldung bezahlt zu haben, und hat einen Zahlungsnachweis gesendet. Bitte sehen Sie ihn in Ihrem Mitgliederbereich an: Markieren Sie die Meldung als erledigt oder antworten Sie, warum sie nicht erledigt ist.',
      until: 'Sie haben bis {date} Zeit; danach übernimmt KnowYourGuest das Begehren.',
      action: 'Begehren öffnen',
    },
  },
  mail: {
    confirmSubject: 'Bitte bestätigen Sie Ihr Begehren an KnowYourGuest',
    confirmHeading: 'Bestätigen Sie Ihr Begehren',
    confirmBody:
      'Wir haben auf der Seite «Ihre Daten bei KnowYourGuest» ein Begehren mit dieser E-Mail-Adresse erhalten: {kind}. Es zählt, sobald Sie es mit der Schaltfläche unten bestätigen.',
    confirmHours:
      'Der Link funktioniert einmal, während {hours} Stunden. Ohne Bestätigung werden das Begehren und seine Dateien gelöscht.',
    confirmAction: 'Begehren bestätigen',
    notYou:
      'Wenn Sie dieses Begehren nicht gesendet haben, ignorieren Sie diese E-Mail: Es geschieht nichts, alles wird gelöscht.',
    acknowledgementSubject: 'Ihr Begehren an KnowYourGuest: Eingangsbestätigung',
    answerSubject: 'Ihr Begehren an KnowYourGuest: unsere Antwort',
  },
  errors: {
    name: 'Geben Sie Ihren vollständigen Namen ein.',
    birthDate: 'Geben Sie Ihr Geburtsdatum ein, zum Beispiel 24.03.1985.',
    reference: 'Eine Referenz sieht aus wie KYG-7QK4-M2XD. Prüfen Sie sie oder lassen Sie das Feld leer.',
    kind: 'Wählen Sie, was Sie verlangen.',
    details: 'Schreiben Sie uns, was falsch ist oder warum Sie es bestreiten.',
    paidKind: 'Ein Zahlungsnachweis gehört zu einem Löschbegehren.',
    invisible: 'Dieses Feld enthält unsichtbare Steuerzeichen. Bitte geben Sie es neu ein.',
    paused:
      'Anfragen mit Ausweiskopie können gerade nicht entgegengenommen werden. Bitte versuchen Sie es in einigen Stunden wieder oder schreiben Sie uns per E-Mail oder Post.',
    idDocument: 'Legen Sie eine Kopie Ihres Ausweises bei.',
    proof: 'Legen Sie Ihren Zahlungsnachweis bei.',
    proofNotPaid: 'Ein Zahlungsnachweis ist nur nötig, wenn Sie angeben, bezahlt zu haben.',
    tooManyFiles: '{name} ist eine Datei zu viel: je höchstens 2 Dateien für Ausweiskopie und Nachweis.',
    fileType: '{name}: Eine Kopie muss ein Foto oder Scan sein: PNG, JPG oder PDF.',
    fileTooLarge:
      '{name} ist zu gross: Eine Datei darf höchstens {mb} MB haben. Bitte senden Sie ein kleineres Foto oder einen kleineren Scan.',
    addressSpent:
      'An diese E-Mail-Adresse wurden heute zu viele Begehren gesendet. Bitte versuchen Sie es morgen wieder.',
    link: 'Dieser Link ist nicht (mehr) gültig. Ein Link funktioniert einmal, während 48 Stunden. Sie können Ihr Begehren erneut senden.',
    fileNotFound: 'Diese Datei gibt es nicht (mehr).',
    noAddress: 'Nur ein Begehren von der Seite «Ihre Daten» hat eine bestätigte E-Mail-Adresse für Schreiben.',
  },
} satisfies Translation['yourData']

export default yourData
