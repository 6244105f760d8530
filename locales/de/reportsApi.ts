import type { Translation } from '../i18n-types'

export default {
  errors: {
    fileNameBidi:
      'Dieser Dateiname enthält unsichtbare Richtungszeichen, die seine wahre Endung verbergen können. Bitte benennen Sie die Datei um.',
    fileHeic:
      '{name}: HEIC-Fotos werden nicht angenommen, weil ihre Standortdaten nicht entfernt werden können. Bitte senden Sie das Foto als JPEG (auf einem iPhone: Einstellungen › Kamera › Formate › Maximale Kompatibilität).',
    imageTooManyPixels: '{name} hat mehr als 50 Millionen Pixel. Bitte senden Sie eine kleinere Kopie des Bildes.',
    tooManyReports:
      'Sie haben die höchste erlaubte Zahl von Meldungen in einer Stunde erstellt. Bitte warten Sie eine Stunde und versuchen Sie es dann wieder.',
    evidenceBudget:
      'Sie haben heute die höchste erlaubte Menge an Beweismitteln hochgeladen ({mb} MB). Bitte versuchen Sie es morgen wieder.',
    name: 'Bitte nur Buchstaben verwenden; Leerzeichen, Bindestriche und Apostrophe sind erlaubt.',
    date: 'Bitte geben Sie ein gültiges Datum ein (JJJJ-MM-TT).',
    birthDateFuture: 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
    checkOutBeforeCheckIn: 'Das Abreisedatum darf nicht vor dem Anreisedatum liegen.',
    checkOutFuture: 'Das Abreisedatum darf nicht in der Zukunft liegen.',
    category: 'Bitte wählen Sie eine Kategorie aus der Liste.',
    documentType: 'Bitte wählen Sie Reisepass, Identitätskarte oder Führerausweis.',
    documentNumber: 'Bitte nur Buchstaben, Ziffern, Leerzeichen, Bindestriche und Schrägstriche verwenden.',
    amount: 'Bitte geben Sie einen Betrag in CHF ein, zum Beispiel 1250 oder 1250.50.',
    declaration: 'Bitte bestätigen Sie, dass die Angaben zutreffen.',
    messageTooLong: 'Die Nachricht darf höchstens 5000 Zeichen lang sein.',
    notesRequired: 'Bitte begründen Sie die Ablehnung in einer Notiz.',
    lookupMin: 'Geben Sie mindestens 3 Buchstaben des Nachnamens ein.',
    attachmentRequired: 'Bitte hängen Sie mindestens eine Datei als Beleg an.',
    tooManyFiles: 'Eine Meldung kann höchstens 10 Dateien enthalten; {name} wurde nicht hinzugefügt.',
    fileType:
      '{name}: Dieser Dateityp wird nicht angenommen. Bitte hängen Sie PNG-, JPG-, PDF-, MP4- oder MOV-Dateien an.',
    fileTypeMismatch:
      '{name}: Die Endung des Dateinamens passt nicht zum Inhalt (zum Beispiel ein PDF mit der Endung .mp4). Bitte benennen Sie die Datei um oder hängen Sie die richtige Datei an.',
    fileTooLargeDocument: '{name} ist zu gross: Bilder und PDF-Dateien dürfen je höchstens 20 MB gross sein.',
    fileTooLargeVideo: '{name} ist zu gross: Videos dürfen je höchstens 200 MB gross sein.',
    fileEmpty: '{name} ist leer.',
    fileName:
      'Dieser Dateiname wird nicht angenommen. Bitte benennen Sie die Datei um (höchstens 255 Zeichen, keine Schrägstriche).',
    fileUnreadable: '{name} kann nicht gelesen werden. Bitte hängen Sie eine andere Kopie an.',
    uploadInterrupted: 'Das Hochladen wurde unterbrochen. Bitte senden Sie die Meldung erneut.',
    malformedPart:
      'Ein Dateiname oder Formularfeld konnte nicht gelesen werden. Bitte benennen Sie die Datei ohne Sonderzeichen um und senden Sie sie erneut.',
    notMultipart: 'Senden Sie die Meldung als Formular mit ihren Dateien (multipart/form-data).',
    tooManyFields: 'Das Formular enthält zu viele Felder.',
    notFound: 'Diese Meldung gibt es nicht oder sie wurde gelöscht.',
    staleVersion:
      'Diese Meldung wurde inzwischen geändert. Bitte laden Sie sie neu und nehmen Sie Ihre Änderungen noch einmal vor.',
    versionRequired: 'Die Version der bearbeiteten Meldung fehlt.',
    unknownAttachment: 'Eine der zu entfernenden Dateien gehört nicht zu dieser Meldung.',
    alreadyDecided:
      'Über diese Meldung wurde bereits entschieden. Laden Sie die Liste neu, um den aktuellen Status zu sehen.',
    notDecided: 'Über diese Meldung wurde noch nicht entschieden. Geben Sie sie zuerst frei oder lehnen Sie sie ab.',
    decisionUnchanged: 'Die Meldung hat bereits diesen Status.',
    changeNotesRequired: 'Bitte erklären Sie dem Hotel in einer Notiz, warum sich die Entscheidung ändert.',
    tooManyLookups: 'Zu viele Suchanfragen in kurzer Zeit. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  },
  mail: {
    changed: {
      approved: {
        subject: 'Ihre Meldung ist jetzt freigegeben',
        heading: 'Ihre Meldung ist jetzt freigegeben',
        body: 'Eine Administratorin oder ein Administrator hat die Entscheidung über Ihre Meldung zum Aufenthalt vom {checkIn} bis {checkOut} erneut geprüft und die Meldung freigegeben. Andere Mitgliedshotels können sie jetzt finden.',
      },
      rejected: {
        subject: 'Ihre Meldung ist nicht mehr freigegeben',
        heading: 'Ihre Meldung ist nicht mehr freigegeben',
        body: 'Eine Administratorin oder ein Administrator hat die Entscheidung über Ihre Meldung zum Aufenthalt vom {checkIn} bis {checkOut} erneut geprüft und die Freigabe zurückgezogen. Andere Hotels können sie nicht mehr sehen.',
      },
    },
    approved: {
      subject: 'Ihre Meldung wurde freigegeben',
      heading: 'Ihre Meldung wurde freigegeben',
      body: 'Eine Administratorin oder ein Administrator hat Ihre Meldung zum Aufenthalt vom {checkIn} bis {checkOut} geprüft und freigegeben. Andere Mitgliedshotels können sie jetzt finden.',
      notes: 'Notiz der Administration: {notes}',
      action: 'Ihre Meldungen öffnen',
    },
    rejected: {
      subject: 'Ihre Meldung wurde nicht freigegeben',
      heading: 'Ihre Meldung wurde nicht freigegeben',
      body: 'Eine Administratorin oder ein Administrator hat Ihre Meldung zum Aufenthalt vom {checkIn} bis {checkOut} geprüft und nicht freigegeben. Andere Hotels können sie nicht sehen.',
      notes: 'Begründung der Administration: {notes}',
      after: 'Sie können die Meldung bearbeiten und erneut zur Freigabe senden.',
      action: 'Ihre Meldungen öffnen',
    },
  },
} satisfies Translation['reportsApi']
