import type { Translation } from '../i18n-types'

export default {
  metaTitle: 'Häufige Fragen | KnowYourGuest',
  metaDescription:
    'Wer KnowYourGuest beitreten kann, was eine Gästemeldung enthalten darf, wie Meldungen geprüft werden, wie lange Daten aufbewahrt werden und was gemeldete Personen tun können.',
  title: 'Häufige Fragen',
  intro: 'Alles, was ein Hotel vor dem Beitritt wissen muss. Wählen Sie eine Frage, um die Antwort zu lesen.',
  moreTitle: 'Noch eine Frage?',
  moreText: 'Schreiben Sie uns an {email}. Wir antworten auf Deutsch, Französisch, Italienisch oder Englisch.',
  items: {
    about: {
      question: 'Was ist KnowYourGuest?',
      answer:
        'KnowYourGuest ist eine Plattform nur für Mitglieder, auf der sich verifizierte Hotels, vor allem in der Schweiz, gegenseitig vor problematischen Gästen warnen: vor Personen, die ohne zu bezahlen abgereist sind, Schäden verursacht haben, aggressiv aufgetreten sind oder die Hausordnung schwer verletzt haben. Mitglieder suchen vor der Anreise nach einem Gast und veröffentlichen Meldungen über erlebte Vorfälle.',
    },
    whoCanJoin: {
      question: 'Wer kann Mitglied werden?',
      answer:
        'Nur Hotels. Jedes Hotel registriert sich als Unternehmen mit seiner Kategorie («bis 3 Sterne» oder «4 oder 5 Sterne») und gibt an, ob es Mitglied eines Schweizer Hotelverbands ist; das ergibt einen reduzierten Preis. Unser Team prüft jedes Hotel von Hand, bevor es Zugang erhält. Gemeldete Gäste und die Öffentlichkeit haben keinen Zugang.',
    },
    howToJoin: {
      question: 'Wie treten wir bei?',
      answer:
        'Die Registrierung hat drei Schritte: die verantwortliche Person, das Unternehmen, dann das Abonnement. Das Konto wird aktiviert, sobald die Abonnementsgebühr bezahlt, die unterzeichnete Compliance-Erklärung eingegangen und das Hotel von unserem Team geprüft ist. Danach erhalten Sie eine E-Mail mit Ihren Zugangsdaten.',
    },
    subscription: {
      question: 'Wie funktionieren das Abonnement und seine Verlängerung?',
      answer:
        'Das Abonnement läuft ein Jahr und verlängert sich automatisch um jeweils {subscriptionMonths} Monate. Um es zu beenden, kündigen Sie schriftlich mindestens {noticeDays} Tage vor Ablauf der laufenden Periode. Bei vorzeitiger Kündigung werden bereits bezahlte Beträge nicht zurückerstattet. Ihr Profil zeigt das Ablaufdatum und ermöglicht die Verlängerung per Karte oder Banküberweisung.',
    },
    reportContent: {
      question: 'Was darf eine Meldung enthalten?',
      answer:
        'Eine Meldung identifiziert den Gast und beschreibt, was geschehen ist. Sie kann Name, Geburtsdatum und Geburtsort, E-Mail-Adresse, Telefonnummer und Ausweisnummer des Gastes enthalten, dazu die Aufenthaltsdaten und eine sachliche Beschreibung des Vorfalls.',
    },
    evidence: {
      question: 'Warum braucht jede Meldung Belege?',
      answer:
        'Eine Meldung ohne Beweis ist nur eine Meinung. Jede Meldung muss deshalb mit überprüfbaren Belegen eingereicht werden, etwa einer unbezahlten Rechnung, Fotos des Schadens oder einem Polizeirapport. Die Dateien werden sicher aufbewahrt und nur dem einreichenden Hotel und unseren Administratoren gezeigt.',
    },
    validation: {
      question: 'Wer prüft eine Meldung, bevor andere Hotels sie sehen?',
      answer:
        'Ein Administrator prüft jede Meldung samt Belegen vor der Veröffentlichung. Veröffentlicht wird eine Meldung erst, wenn sie genehmigt ist; andernfalls wird sie mit einer begründenden Notiz abgelehnt. Andere Hotels sehen nie Meldungen, die noch in Prüfung sind oder abgelehnt wurden.',
    },
    editing: {
      question: 'Wer kann eine Meldung ändern oder löschen?',
      answer:
        'Nur das Hotel, das eine Meldung erstellt hat, kann sie bearbeiten oder löschen. Eine bearbeitete Meldung wird vor der erneuten Veröffentlichung wieder geprüft. Kein anderes Mitglied kann sie ändern.',
    },
    search: {
      question: 'Wie funktioniert die Gästesuche?',
      answer:
        'Geben Sie ein, was Sie über den Gast wissen, zum Beispiel Name und Geburtsdatum, E-Mail, Telefonnummer oder Ausweisnummer. Die Ergebnisse werden in genaue Treffer, ähnliche Treffer und Meldungen Ihres eigenen Hotels gruppiert. Ausweisnummern aus Meldungen anderer Hotels werden nie angezeigt.',
    },
    logging: {
      question: 'Werden Suchen und Änderungen aufgezeichnet?',
      answer:
        'Ja. Alle Aktionen werden protokolliert: jede Suche, jede angesehene, erstellte, bearbeitete oder gelöschte Meldung und jeder Entscheid der Administration. Das Protokoll ist gegen Manipulation geschützt, sodass Missbrauch erkannt und nachgewiesen werden kann.',
    },
    sharedAccount: {
      question: 'Können mehrere Mitarbeitende dasselbe Konto nutzen?',
      answer:
        'Nein. Konten sind persönlich und nicht übertragbar. Stattdessen lädt die Inhaberin oder der Inhaber des Hotels (die verantwortliche Person, die es registriert hat) jede Mitarbeiterin und jeden Mitarbeiter im Profil ein: Alle erhalten ein persönliches Mitarbeiterkonto, um zu suchen, Meldungen zu schreiben und die Meldungen, Anfragen und Anreisen des Hotels zu sehen. Die Inhaberin oder der Inhaber verwaltet das Team, die Abrechnung und die Daten des Hotels und steht dafür ein, was die Mitarbeitenden mit ihren Konten tun. Die gemeinsame Nutzung eines Kontos führt zum Ausschluss für mindestens {exclusionYears} Jahre und zu einer pauschalen Konventionalstrafe von {penalty}.',
    },
    retention: {
      question: 'Wie lange werden Meldungen aufbewahrt?',
      answer:
        'Eine Meldung wird höchstens {retentionYears} Jahre aufbewahrt und danach automatisch gelöscht. Nur während eines Streitfalls zur Meldung kann diese Frist verlängert werden. Die kommenden Gäste, die ein Hotel unter Anreisen erfasst, sind keine Meldungen: Nur dieses Hotel sieht sie, sie werden mit den Meldungen abgeglichen und einen Tag nach der Abreise automatisch gelöscht; unser Protokoll behält nur, wie viele erfasst wurden, und verschlüsselte Codes von Kennungen, nie die Gäste selbst.',
    },
    hosting: {
      question: 'Wo werden die Daten gespeichert?',
      answer:
        'Alle Daten werden in der Schweiz gehostet, und es gilt Schweizer Recht. Die Daten werden nie verkauft, vermietet oder für Werbung verwendet.',
    },
    reportedPerson: {
      question: 'Was kann eine gemeldete Person tun?',
      answer:
        'Eine gemeldete Person wird informiert, wenn die Meldung veröffentlicht wird, per E-Mail oder mit einem Brief des Hotels, mit einer persönlichen Referenz. Gemeldete Personen haben keinen Zugang zur Plattform, behalten aber ihre Rechte: Auf der Seite /your-data verlangen sie Auskunft, Berichtigung, Widerspruch oder Löschung ihrer Daten, mit einer Kopie eines Ausweises. Wir prüfen die Identität, bevor wir etwas mitteilen, und antworten innert 30 Tagen; die Ausweiskopie wird gelöscht, wenn das Begehren abgeschlossen ist, spätestens nach 90 Tagen. Ein Gast, der bezahlt hat, verlangt dort die Entfernung mit einem Zahlungsnachweis: Das meldende Hotel hat 7 Tage, die Meldung als erledigt zu markieren oder zu antworten, danach entscheiden wir. Eine erledigte Meldung verlässt die Plattform sofort, und der Gast wird informiert. Eine Beschwerde kann an {email} und danach an den Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten, die Schweizer Datenschutzbehörde, gerichtet werden.',
    },
    languages: {
      question: 'In welchen Sprachen ist die Plattform verfügbar?',
      answer:
        'Auf Englisch, Französisch, Deutsch und Italienisch; Englisch ist voreingestellt. Wählen Sie Ihre Sprache oben auf jeder Seite. Bei den rechtlichen Texten ist nur die französische Fassung rechtsverbindlich.',
    },
  },
} satisfies Translation['faq']
