import type { Translation } from '../i18n-types'

export default {
  title: 'Administration',
  nav: {
    label: 'Admin-Konsole',
    overview: 'Übersicht',
    hotels: 'Hotels',
    reports: 'Meldungen',
    payments: 'Zahlungen',
    audit: 'Audit-Protokoll',
    requests: 'Auskunftsbegehren',
    incidents: 'Vorfälle',
  },
  soon: 'Dieser Teil der Konsole ist im Aufbau.',
} satisfies Translation['admin']
