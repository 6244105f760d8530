import type { Translation } from '../i18n-types'

export default {
  metaTitle: 'Allgemeine Geschäftsbedingungen | KnowYourGuest',
  metaDescription:
    'Die Bedingungen der Mitgliedschaft bei KnowYourGuest: persönliche Konten, Aktivierung, Jahresabonnement, Kündigung, Meldungen und anwendbares Recht.',
  title: 'Allgemeine Geschäftsbedingungen',
  binding:
    'Rechtsverbindlich ist allein die französische Fassung dieser Bedingungen. Diese deutsche Fassung dient nur der Information.',
  intro:
    'Diese Allgemeinen Geschäftsbedingungen regeln die Nutzung von KnowYourGuest, der Plattform nur für Mitglieder, auf der verifizierte Hotels Gäste prüfen und Meldungen teilen. Ein Hotel akzeptiert sie mit der Registrierung.',
  contents: 'Inhalt',
  sections: {
    scope: {
      title: 'Gegenstand der Dienstleistung',
      p1: 'KnowYourGuest ermöglicht Mitgliedshotels, nach Gästen zu suchen und Meldungen über Gäste zu veröffentlichen, die ohne zu bezahlen abgereist sind, Schäden verursacht haben, aggressiv aufgetreten sind oder die Hausordnung verletzt haben. Die Dienstleistung ist Fachleuten der Hotellerie vorbehalten; gemeldete Gäste und die Öffentlichkeit haben keinen Zugang.',
    },
    membership: {
      title: 'Mitgliedschaft und Aktivierung',
      p1: 'Die Mitgliedschaft steht Hotels offen, die vor der Freischaltung von Hand geprüft werden. Ein Hotel gibt seine Kategorie (Anzahl Sterne) an und ob es Mitglied eines Schweizer Hotelverbands ist.',
      p2: 'Ein Konto wird erst aktiviert, wenn die Abonnementsgebühr bezahlt und die Compliance-Erklärung unterzeichnet ist.',
    },
    accounts: {
      title: 'Persönliche Konten',
      p1: 'Jedes Konto ist persönlich und nicht übertragbar. Zugangsdaten dürfen weder geteilt noch ausgeliehen noch weitergegeben werden, weder innerhalb noch ausserhalb des Hotels.',
      p2: 'Die gemeinsame Nutzung eines Kontos führt zum Ausschluss von der Plattform für mindestens {exclusionYears} Jahre und zu einer pauschalen Konventionalstrafe von {penalty}.',
      p3: 'Die Inhaberin oder der Inhaber eines Hotelkontos, also die verantwortliche Person, die das Hotel registriert hat, kann Mitarbeitende einladen, jede Person mit einem persönlichen Mitarbeiterkonto. Mitarbeitende dürfen suchen, die Meldungen des Hotels schreiben und bearbeiten sowie seine Meldungen, Anfragen und Anreisen sehen; nur die Inhaberin oder der Inhaber verwaltet die Mitarbeitenden, die Abrechnung und Verlängerung, API-Schlüssel, die Daten des Hotels und die Schliessung des Kontos. Das Hotel und seine Inhaberin oder sein Inhaber stehen für die Nutzung jedes Mitarbeiterkontos ein wie für die eigene und entfernen sofort, wer das Hotel verlässt.',
    },
    reports: {
      title: 'Meldungen und Belege',
      p1: 'Mit der Veröffentlichung einer Meldung sichert das Mitglied zu, dass:',
      facts: 'die Meldung wahr und sachlich ist und sich auf das beschränkt, was während des Aufenthalts geschah;',
      evidence:
        'die Meldung durch überprüfbare Belege gestützt ist, etwa eine unbezahlte Rechnung, Fotos oder einen Polizeirapport;',
      p2: 'Ein Administrator prüft jede Meldung vor der Veröffentlichung. Nur das Hotel, das eine Meldung erstellt hat, darf sie bearbeiten oder löschen, und eine bearbeitete Meldung wird erneut geprüft. Meldungen werden höchstens {retentionYears} Jahre aufbewahrt.',
    },
    duties: {
      title: 'Pflichten der Mitglieder',
      p1: 'Mitglieder verwenden die Informationen nur zur Beurteilung ihres eigenen Risikos, behandeln sie vertraulich, kopieren sie nicht ausserhalb der Plattform und beantworten Anfragen von Gästen, die sie gemeldet haben, umgehend. Alle Aktionen auf der Plattform werden protokolliert.',
    },
    subscription: {
      title: 'Abonnement und Verlängerung',
      p1: 'Das Abonnement läuft ab der Aktivierung ein Jahr und verlängert sich automatisch um jeweils {subscriptionMonths} Monate, zum geltenden Preis der Hotelkategorie, in Schweizer Franken.',
    },
    termination: {
      title: 'Kündigung',
      p1: 'Das Abonnement kann schriftlich gekündigt werden; die Kündigung muss mindestens {noticeDays} Tage vor Ablauf der laufenden Periode eingehen.',
      p2: 'Bei vorzeitiger Beendigung des Abonnements, auch nach einem Ausschluss, werden bereits bezahlte Beträge nicht zurückerstattet.',
    },
    dataProtection: {
      title: 'Datenschutz',
      p1: 'Personendaten werden gemäss der Datenschutzerklärung bearbeitet. Alle Daten werden in der Schweiz gehostet und nie verkauft.',
    },
    changes: {
      title: 'Änderungen dieser Bedingungen',
      p1: 'Wir können diese Bedingungen ändern. Änderungen werden auf dieser Seite veröffentlicht und treten {changeDays} Tage nach der Veröffentlichung in Kraft; Mitglieder werden per E-Mail informiert.',
    },
    law: {
      title: 'Anwendbares Recht und verbindliche Fassung',
      p1: 'Diese Bedingungen unterstehen Schweizer Recht.',
      p2: 'Sie werden auf Französisch, Englisch, Deutsch und Italienisch veröffentlicht. Rechtsverbindlich ist allein die französische Fassung; die anderen Fassungen sind Übersetzungen zur Information.',
    },
  },
} satisfies Translation['terms']
