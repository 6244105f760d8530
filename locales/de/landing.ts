import type { Translation } from '../i18n-types'

export default {
  metaTitle: 'KnowYourGuest: Kennen Sie Ihren Gast, vermeiden Sie das Risiko',
  metaDescription:
    'Die Plattform nur für Mitglieder, auf der verifizierte Schweizer Hotels Gäste prüfen und belegte Meldungen teilen.',
  ogImageAlt:
    'KnowYourGuest: Kennen Sie Ihren Gast, vermeiden Sie das Risiko. Eine Plattform für verifizierte Hotels in der Schweiz.',
  heroEyebrow: 'Für verifizierte Hotels in der Schweiz',
  heroTitle: 'Kennen Sie Ihren Gast, vermeiden Sie das Risiko.',
  heroText:
    'Verifizierte Hotels teilen belegte Meldungen über Gäste, die ohne zu bezahlen abgereist sind, Schäden verursacht oder die Hausordnung verletzt haben, damit die nächste Rezeption vor dem Check-in Bescheid weiss.',
  joinNow: 'Jetzt beitreten',
  learnMore: 'Mehr erfahren',
  trust: {
    label: 'Warum Hotels KnowYourGuest vertrauen',
    hosted: 'In der Schweiz gehostet',
    verified: 'Nur verifizierte Hotels',
    reviewed: 'Jede Meldung geprüft',
  },
  features: {
    title: 'So funktioniert KnowYourGuest',
    intro:
      'Ein gemeinsames, vertrauliches Register schwerwiegender Vorfälle, geführt von Hoteliers für Hoteliers. Drei Dinge machen den Unterschied.',
    check: {
      title: 'Gästeprüfung',
      text: 'Suchen Sie vor der Anreise nach Name, Geburtsdatum, E-Mail, Telefonnummer oder Ausweisnummer und sehen Sie sofort, ob ein anderes Mitgliedshotel den Gast gemeldet hat.',
    },
    report: {
      title: 'Einmal melden, vielen helfen',
      text: 'Dokumentieren Sie eine unbezahlte Rechnung, einen Schaden oder aggressives Verhalten einmal, mit Belegen. Nach der Prüfung durch unser Team sind alle Mitgliedshotels gewarnt.',
    },
    best: {
      title: 'Nur die besten Gäste checken ein',
      text: 'Empfangen Sie Ihre Gäste mit gutem Gefühl und schützen Sie Ihr Team, Ihre Zimmer und Ihren Umsatz vor den wenigen, die Gastfreundschaft missbrauchen.',
    },
    faqLink: 'Antworten auf die 15 häufigsten Fragen lesen',
  },
  testimonials: {
    title: 'Was Hoteliers sagen',
    note: 'Beispielhafte Erfahrungsberichte, die typische Situationen zeigen.',
    carousel: 'Karussell',
    slide: 'Folie',
    previous: 'Vorheriger Erfahrungsbericht',
    next: 'Nächster Erfahrungsbericht',
    position: '{current} von {total}',
    announce: 'Erfahrungsbericht {current} von {total}: {hotel}, {city}',
    items: {
      first: {
        quote:
          'Ein Gast, der zwei Hotels im Tal ohne zu bezahlen verlassen hatte, wollte bei uns buchen. Eine einzige Suche an der Rezeption hat genügt.',
        hotel: 'Familiengeführtes Hotel',
        city: 'Zermatt',
      },
      second: {
        quote:
          'Den Schaden zu melden dauerte zehn Minuten, mit allen Belegen. Zu wissen, dass unsere Kolleginnen und Kollegen gewarnt sind, lohnt sich.',
        hotel: 'Boutique-Hotel in der Stadt',
        city: 'Luzern',
      },
      third: {
        quote:
          'Unser Nachtdienst prüft späte Anreisen in Sekunden. Das Team fühlt sich sicherer, und unsere Stammgäste merken nichts davon.',
        hotel: 'Fünf-Sterne-Hotel am See',
        city: 'Lugano',
      },
    },
  },
  confidentiality: {
    title: 'Vertraulich aus Prinzip',
    lead: 'Meldungen sind vertraulich und werden nur mit verifizierten Partnern geteilt.',
    text: 'Jedes Hotel wird von Hand geprüft, bevor es Zugang erhält, jede Meldung wird vor der Veröffentlichung kontrolliert, jede Aktion wird protokolliert, und alle Daten bleiben in der Schweiz. Gemeldete Personen erhalten nie Zugang zur Plattform.',
    privacyLink: 'Wie wir Personendaten schützen',
  },
  cta: {
    title: 'Bereit, Ihr Hotel zu schützen?',
    text: 'Schliessen Sie sich den Hotels an, die prüfen, bevor sie empfangen. Jede Mitgliedschaft wird persönlich geprüft und beginnt mit einem Jahresabonnement.',
    faq: 'Zu den häufigen Fragen',
  },
} satisfies Translation['landing']
