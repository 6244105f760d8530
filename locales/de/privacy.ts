import type { Translation } from '../i18n-types'

export default {
  metaTitle: 'Datenschutzerklärung | KnowYourGuest',
  metaDescription:
    'Welche Personendaten KnowYourGuest bearbeitet, wozu, wie lange und welche Rechte Sie haben. Daten in der Schweiz gehostet, nie verkauft.',
  title: 'Datenschutzerklärung',
  effective: 'Gültig ab {date}',
  intro:
    'KnowYourGuest ist eine Plattform nur für Mitglieder, auf der verifizierte Hotels Informationen über Gäste teilen, die schwerwiegende Probleme verursacht haben. Diese Erklärung legt dar, welche Personendaten wir bearbeiten, wozu, wie lange und welche Rechte Sie haben. Sie gilt für Mitgliedshotels und für die Personen, die sie melden.',
  contents: 'Inhalt',
  sections: {
    controller: {
      title: 'Verantwortliche Stelle',
      p1: 'Verantwortlich für die hier beschriebenen Bearbeitungen ist {operator}, {operatorAddress}, Schweiz (UID {operatorUid}), die KnowYourGuest betreibt. Jedes Mitgliedshotel ist selbst verantwortlich für die Meldungen, die es veröffentlicht, und für die Beantwortung von Anfragen der Gäste, die es meldet.',
      p2: 'Für Fragen zu dieser Erklärung oder zu Ihren Daten schreiben Sie an {email}.',
    },
    collected: {
      title: 'Erhobene Daten',
      p1: 'Wir bearbeiten nur die Daten, die für den Betrieb der Plattform nötig sind:',
      members:
        'Mitglieder (Hotels und die für sie handelnden Personen): Name, Unternehmen, Geschäftsadresse, Telefonnummer, E-Mail-Adresse und eine Kopie des Ausweises der vertretungsberechtigten Person.',
      staff:
        'Mitarbeitende der Mitgliedshotels: Vorname, Nachname, E-Mail-Adresse und Sprache, von der Inhaberin oder dem Inhaber des Hotels bei der Einladung eingegeben; jede Suche, jedes Lesen und jede Änderung wird mit ihrem Namen und ihrem Hotel protokolliert.',
      clients:
        'Gemeldete Gäste: Name, Geburtsdatum, Adresse, E-Mail-Adresse, Telefonnummer, Pass- oder Identitätskartennummer, die gemeldeten Tatsachen und Fotos.',
      arrivals:
        'Kommende Gäste, die ein Hotel unter Anreisen erfasst: Name, Geburtsdatum, Nationalität, Ausweisnummer, E-Mail-Adresse, Telefonnummer, die Daten des Aufenthalts und die Reservationsnummer des Hotels; nur dieses Hotel sieht sie.',
      technical: 'Technische Daten: IP-Adresse, Anmeldeprotokolle und Aktivität auf der Plattform.',
    },
    purposes: {
      title: 'Zwecke',
      p1: 'Wir verwenden diese Daten, um:',
      verify: 'Hotels vor der Freischaltung zu prüfen und ihre Mitgliedschaft und ihr Abonnement zu verwalten;',
      prevent:
        'Mitgliedern zu ermöglichen, Gäste vor der Anreise zu prüfen und einander vor Zechprellerei, Schäden, Aggression und schweren Verstössen gegen die Hausordnung zu warnen;',
      review: 'jede Meldung vor der Veröffentlichung zu prüfen und Streitfälle zu bearbeiten;',
      protect: 'die Plattform zu schützen, Missbrauch zu erkennen und alle Aktionen lückenlos zu protokollieren;',
      comply: 'unsere gesetzlichen Pflichten zu erfüllen.',
      p2: 'Die Daten werden nie verkauft, vermietet oder für Werbung verwendet.',
    },
    legalBasis: {
      title: 'Rechtsgrundlage',
      p1: 'Wir bearbeiten Personendaten gemäss dem Bundesgesetz über den Datenschutz (DSG). Daten der Mitglieder werden zur Erfüllung des Mitgliedschaftsvertrags bearbeitet. Daten über gemeldete Gäste werden auf Grundlage des überwiegenden berechtigten Interesses der Hotels bearbeitet, sich vor Betrug, Schäden und Gewalt zu schützen, unter Wahrung der Verhältnismässigkeit und von Treu und Glauben.',
      p2: 'Für diese Erklärung und alle Bearbeitungen gilt Schweizer Recht.',
    },
    sharing: {
      title: 'Zugriff und Weitergabe',
      p1: 'Meldungen sind vertraulich. Nur verifizierte Mitgliedshotels und unsere Administratoren können sie einsehen, und andere Hotels sehen eine Meldung erst, nachdem ein Administrator sie genehmigt hat. Gemeldete Gäste und die Öffentlichkeit haben keinen Zugang zur Plattform.',
      p2: 'Nur das Hotel, das eine Meldung erstellt hat, kann sie bearbeiten oder löschen. Wir geben keine Daten an Dritte weiter, ausser an vertraglich zur Vertraulichkeit verpflichtete technische Dienstleister (etwa für Hosting oder Zahlung) oder wenn das Gesetz es verlangt.',
      p3: 'Alle Daten werden in der Schweiz gehostet.',
    },
    security: {
      title: 'Sicherheit',
      p1: 'Der Zugang ist auf persönliche Konten verifizierter Mitglieder beschränkt, und Konten dürfen nicht geteilt werden. Passwörter werden nur als starke Hashwerte gespeichert, Verbindungen sind verschlüsselt, Belegdateien liegen ausserhalb jedes öffentlichen Ordners, und jede Suche, Ansicht und Änderung wird in einem Protokoll festgehalten, das jede Manipulation sichtbar macht.',
    },
    rights: {
      title: 'Ihre Rechte',
      p1: 'Sie haben das Recht zu erfahren, ob wir Daten über Sie bearbeiten, eine Kopie davon zu erhalten, unrichtige Daten berichtigen zu lassen und der Bearbeitung zu widersprechen oder die Löschung zu verlangen, im Rahmen des Gesetzes.',
      informed:
        'Meldet Sie ein Hotel und veröffentlicht ein Administrator die Meldung, werden Sie informiert: per E-Mail, wenn die Meldung Ihre Adresse enthält, sonst mit einem Brief, den das Hotel sendet. Die Mitteilung nennt das Hotel, den Aufenthalt, den Grund, wie lange die Meldung aufbewahrt wird, und Ihre persönliche Referenz.',
      page: 'Auf der Seite /your-data können Sie Auskunft, Berichtigung, Widerspruch oder Löschung Ihrer Daten verlangen, mit einer Kopie eines Ausweises. Ihr Begehren zählt, sobald Sie Ihre E-Mail-Adresse bestätigen; eine Person bei KnowYourGuest prüft Ihre Identität, bevor wir Ihnen etwas mitteilen, und wir antworten per E-Mail. Haben Sie bezahlt, was Sie schuldeten, verlangen Sie dort die Entfernung mit einem Zahlungsnachweis: Das meldende Hotel hat 7 Tage, die Meldung als erledigt zu markieren oder zu antworten, danach entscheiden wir. Eine erledigte Meldung verlässt die Plattform sofort, und Sie werden informiert.',
      p2: 'Sie können auch an {email} schreiben. Wir beantworten jede Anfrage innerhalb von {requestDays} Tagen.',
      p3: 'Sind Sie mit unserer Antwort nicht zufrieden, können Sie sich beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB), der Schweizer Datenschutzbehörde, beschweren.',
    },
    retention: {
      title: 'Aufbewahrung',
      p1: 'Wir bewahren Daten nur so lange auf wie nötig:',
      reports:
        'Meldungen über Gäste werden bis zu {reportRetentionYears} Jahre aufbewahrt; während eines Streitfalls zur Meldung kann diese Frist erneuert werden;',
      members: 'Mitgliederprofile werden {memberArchiveYears} Jahre nach Schliessung des Kontos archiviert;',
      technical: 'technische Daten werden {technicalDataMonths} Monate aufbewahrt;',
      arrivals:
        'die kommenden Gäste, die ein Hotel unter Anreisen erfasst, werden einen Tag nach der Abreise mit ihren Warnungen automatisch gelöscht; das Protokoll behält nur Anzahlen und verschlüsselte Codes (Schlüssel-Hashes) von Kennungen;',
      idCopies:
        'Begehren über /your-data: unbestätigte Begehren werden nach 48 Stunden gelöscht; die Kopie Ihres Ausweises wird gelöscht, wenn Ihr Begehren abgeschlossen ist, spätestens nach 90 Tagen;',
      afterBan:
        'nach einem Ausschluss oder einer Löschung werden Daten bis zu {afterBanYears} Jahre aufbewahrt, um Missbrauch zu verhindern und Rechtsansprüche zu wahren.',
      p2: 'Nach Ablauf der Frist werden die Daten automatisch gelöscht.',
      backups:
        'Verschlüsselte Sicherungskopien, aufbewahrt in der Schweiz, werden alle paar Minuten erneuert und laufend gelöscht: Daten, die im Dienst gelöscht werden, etwa eine auf Verlangen der betroffenen Person entfernte Meldung, sind innerhalb von {backupCopyDays} Tagen aus allen Sicherungskopien verschwunden.',
    },
    breach: {
      title: 'Meldung von Datenschutzverletzungen',
      p1: 'Führt eine Verletzung der Datensicherheit voraussichtlich zu einem Risiko für die betroffenen Personen, melden wir dies dem EDÖB und den Betroffenen innert {breachHours} Stunden, nachdem wir davon Kenntnis erhalten haben, und informieren die Mitgliedshotels über die getroffenen Massnahmen.',
    },
    changes: {
      title: 'Änderungen und Übersetzungen',
      p1: 'Wir können diese Erklärung anpassen. Die geltende Fassung ist stets auf dieser Seite mit ihrem Gültigkeitsdatum veröffentlicht, und Mitglieder werden über wesentliche Änderungen per E-Mail informiert.',
      p2: 'Diese Erklärung ist auf Englisch, Französisch, Deutsch und Italienisch verfügbar. Bei Abweichungen geht die französische Fassung vor.',
    },
  },
} satisfies Translation['privacy']
