import type { Translation } from '../i18n-types'

export default {
  title: 'Dashboard',
  tabsLabel: 'Bereiche des Dashboards',
  tabs: {
    search: 'Suche',
    newReport: 'Neue Meldung',
    reports: 'Ihre Meldungen',
    profile: 'Profil',
  },
  soon: {
    search: 'Die Gästesuche folgt mit der nächsten Version der Plattform. Bis dahin bleibt dieser Bereich leer.',
    newReport:
      'Das Erfassen von Meldungen folgt mit der nächsten Version der Plattform. Bis dahin bleibt dieser Bereich leer.',
    reports:
      'Die Liste Ihrer Meldungen folgt mit der nächsten Version der Plattform. Bis dahin bleibt dieser Bereich leer.',
  },
  admin: {
    title: 'Administration',
    welcome: 'Angemeldet als Administrator: {email}',
    soon: 'Die Admin-Konsole (Freigabe von Hotels, Prüfung von Meldungen, Admin-Notizen) folgt mit einer späteren Version. Bis dahin werden Hotels über die Kommandozeile des Betreibers freigeschaltet.',
  },
} satisfies Translation['dashboard']
