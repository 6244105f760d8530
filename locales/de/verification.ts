import type { Translation } from '../i18n-types'

export default {
  title: 'Ausweiskopie der vertretungsberechtigten Person',
  intro:
    'Bevor wir Ihr Hotel freischalten, prüfen wir, wer es vertritt. Laden Sie ein Foto oder einen Scan der Identitätskarte oder des Passes der verantwortlichen Person hoch, Vorder- und Rückseite (PNG, JPG oder PDF, je höchstens {mb} MB). Nur Sie und die Administratoren von KnowYourGuest können sie sehen.',
  choose: 'Identitätskarte oder Pass (Vorder- und Rückseite)',
  browse: 'Dateien auswählen',
  formats: 'PNG, JPG oder PDF; bis zu 2 Dateien auf einmal.',
  chosen: 'Ausgewählt: {names}',
  upload: 'Hochladen',
  uploading: 'Wird hochgeladen… {percent} %',
  uploaded: 'Ihre Ausweiskopie wurde hochgeladen. Vielen Dank.',
  yourDocuments: 'Hochgeladene Dokumente',
  none: 'Noch kein Dokument hochgeladen.',
  full: 'Sie haben die höchste Anzahl Dateien hochgeladen. Ist eine davon falsch, schreiben Sie an {contact}.',
  preview: 'Vorschau von {name}',
  download: '{name} herunterladen',
  uid: 'Unternehmens-Identifikationsnummer (UID)',
  uidHint: 'Zum Beispiel CHE-123.456.788, wie im Handelsregister. Sie hilft uns, Ihr Hotel schneller zu prüfen.',
  errors: {
    fileTooLarge:
      '{name} ist zu gross: Eine Ausweiskopie darf höchstens {mb} MB gross sein. Bitte senden Sie ein kleineres Foto oder einen kleineren Scan.',
    accountFull:
      'Ihre Ausweiskopien dürfen zusammen höchstens {mb} MB gross sein. Bitte senden Sie kleinere Fotos oder Scans, oder schreiben Sie uns, wenn eine falsch ist.',
    addressSpent:
      'Von Ihrer Verbindung wurden heute zu viele Ausweiskopien hochgeladen. Bitte versuchen Sie es morgen wieder.',
    paused:
      'Das Hochladen von Ausweiskopien ist vorübergehend angehalten. Bitte versuchen Sie es später wieder; Ihre Registrierung bleibt erhalten.',
    fileType: '{name}: Eine Ausweiskopie muss ein Foto oder ein Scan sein: PNG, JPG oder PDF.',
    tooMany: '{name} ist eine Datei zu viel: Sie können höchstens 2 Dateien auf einmal und insgesamt 4 hochladen.',
    noFile: 'Bitte wählen Sie zuerst eine Datei.',
    pass: 'Diese Upload-Seite ist abgelaufen. Bitte melden Sie sich erneut an, um Ihren Ausweis hochzuladen.',
    notPending:
      'Über Ihre Registrierung wurde bereits entschieden; hier können keine Dokumente mehr hochgeladen werden.',
    notFound: 'Dieses Dokument gibt es nicht.',
  },
} satisfies Translation['verification']
