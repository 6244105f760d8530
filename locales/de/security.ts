import type { Translation } from '../i18n-types'

export default {
  diskFull:
    'Der Speicher des Servers ist im Moment voll, daher können keine Dateien hochgeladen werden. Es wurde nichts gespeichert; bitte versuchen Sie es später wieder. Die Administratoren wurden benachrichtigt.',
  bodyTooLarge: 'Die Anfrage ist zu gross.',
  bodyTooDeep: 'Die Anfrage ist zu tief verschachtelt.',
  invalidJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  bodyNotExpected: 'Diese Anfrage nimmt keinen Inhalt an: Senden Sie nichts oder ein leeres JSON-Objekt.',
  membersOnly: 'Nur Mitgliedshotels können dies tun.',
  subscriptionRequired: 'Ihr Abonnement ist abgelaufen. Erneuern Sie es, um Gäste zu suchen und zu melden.',
  currentPasswordRequired:
    'Bitte geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse oder Ihr Passwort zu ändern.',
  currentPasswordWrong: 'Ihr aktuelles Passwort ist nicht korrekt.',
  emailChangeSent:
    'Wir haben einen Bestätigungslink an {email} gesendet. Ihre E-Mail-Adresse ändert sich, sobald Sie ihn öffnen.',
  emailChangeInvalid: 'Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde bereits verwendet.',
  emailChanged: 'Ihre E-Mail-Adresse wurde geändert.',
  mail: {
    confirmSubject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    confirmHeading: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    confirmBody:
      'Sie möchten diese Adresse für Ihr KnowYourGuest-Konto verwenden. Öffnen Sie den Link innerhalb einer Stunde, um dies zu bestätigen.',
    confirmAction: 'Diese E-Mail-Adresse bestätigen',
    confirmIgnore: 'Falls Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht: Es ändert sich nichts.',
    noticeSubject: 'Ihre E-Mail-Adresse wird geändert',
    noticeHeading: 'Ihre E-Mail-Adresse wird geändert',
    noticeBody:
      'Jemand, der bei Ihrem KnowYourGuest-Konto angemeldet ist, hat beantragt, die E-Mail-Adresse in {email} zu ändern.',
    noticeAfter: 'Falls Sie das nicht waren, ändern Sie jetzt Ihr Passwort und kontaktieren Sie uns.',
  },
  auditBroken: {
    subject: 'Die Kette des Audit-Protokolls ist unterbrochen',
    heading: 'Die Kette des Audit-Protokolls ist unterbrochen',
    body: 'Die tägliche Prüfung des Audit-Protokolls hat bei Eintrag {seq} einen Bruch gefunden: Ein Eintrag wurde ausserhalb der Anwendung geändert, entfernt oder eingefügt.',
    after:
      'Führen Sie auf dem Server bun run cli audit:verify aus, sichern Sie eine Kopie der Datenbank und des Audit-Schlüssels und vergleichen Sie mit der letzten Sicherung.',
  },
  diskLow: {
    subject: 'Uploads werden abgelehnt: die Festplatte ist fast voll',
    heading: 'Uploads werden abgelehnt: die Festplatte ist fast voll',
    body: 'Im Datenverzeichnis sind nur noch {free} MB frei, weniger als die Untergrenze von {floor} MB (MIN_FREE_DISK_MB). Jeder Upload von Beweismitteln und Ausweiskopien wird abgelehnt, bis wieder mehr Platz da ist.',
    after:
      'Schaffen Sie Platz auf dem Server (alte Sicherungen, Logs) oder vergrössern Sie die Festplatte. Sie erhalten diese E-Mail erst wieder, wenn der freie Platz über die Untergrenze steigt und erneut darunter fällt.',
  },
} satisfies Translation['security']
