import type { Translation } from '../i18n-types'

export default {
  title: 'Administration',
  nav: {
    label: 'Console d’administration',
    overview: 'Vue d’ensemble',
    hotels: 'Hôtels',
    reports: 'Signalements',
    payments: 'Paiements',
    audit: 'Journal d’audit',
    requests: 'Demandes des personnes',
    incidents: 'Incidents',
  },
  soon: 'Cette partie de la console est en construction.',
} satisfies Translation['admin']
