import type { Translation } from '../i18n-types'

export default {
  metaTitle: 'KnowYourGuest: Kennen Sie Ihren Gast, vermeiden Sie das Risiko',
  metaDescription:
    'Die Plattform nur für Mitglieder, auf der verifizierte Schweizer Hotels Gäste prüfen und belegte Meldungen teilen.',
  heroTitle: 'Kennen Sie Ihren Gast, vermeiden Sie das Risiko.',
  heroText:
    'Verifizierte Hotels teilen belegte Meldungen über Gäste, die ohne zu bezahlen abgereist sind, Schäden verursacht oder die Hausordnung verletzt haben, damit die nächste Rezeption vor dem Check-in Bescheid weiss.',
  joinNow: 'Jetzt beitreten',
  learnMore: 'Mehr erfahren',
} satisfies Translation['landing']
