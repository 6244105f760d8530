import type { Translation } from '../i18n-types'

export default {
  metaTitle: 'Impressum | KnowYourGuest',
  metaDescription: 'Wer KnowYourGuest betreibt: Firma, Adresse, Unternehmens-Identifikationsnummer und Kontakt.',
  title: 'Impressum',
  subtitle: 'Angaben nach Artikel 3 Absatz 1 Buchstabe s des Bundesgesetzes gegen den unlauteren Wettbewerb (UWG).',
  intro: 'KnowYourGuest ist eine Plattform nur für geprüfte Hotels, betrieben aus der Schweiz von der folgenden Firma.',
  contents: 'Inhalt',
  sections: {
    operator: {
      title: 'Betreiberin',
      name: '{operator}',
      address: '{operatorAddress}, Schweiz',
      uid: 'Unternehmens-Identifikationsnummer (UID): {operatorUid}',
      contact: 'E-Mail: {email}',
    },
    responsible: {
      title: 'Verantwortlich für den Inhalt',
      p1: 'Die Geschäftsleitung der {operator}. Jedes Mitgliedshotel ist selbst verantwortlich für die Meldungen, die es veröffentlicht.',
    },
    hosting: {
      title: 'Hosting',
      p1: 'Die Plattform und alle ihre Daten werden in der Schweiz gehostet.',
    },
    liability: {
      title: 'Haftung',
      p1: 'Wir prüfen den Inhalt dieser Website sorgfältig, können aber nicht gewährleisten, dass er richtig, vollständig und aktuell ist. Für Links auf andere Websites sind wir nicht verantwortlich.',
    },
    copyright: {
      title: 'Urheberrecht',
      p1: 'Texte, Bilder und Software dieser Website gehören der {operator}. Jede Vervielfältigung bedarf unserer vorherigen schriftlichen Zustimmung.',
    },
  },
} satisfies Translation['legalNotice']
