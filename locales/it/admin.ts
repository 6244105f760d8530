import type { Translation } from '../i18n-types'

export default {
  title: 'Amministrazione',
  nav: {
    label: 'Console di amministrazione',
    overview: 'Panoramica',
    hotels: 'Hotel',
    reports: 'Segnalazioni',
    payments: 'Pagamenti',
    audit: 'Registro di audit',
    requests: 'Richieste degli interessati',
    incidents: 'Incidenti',
  },
  soon: 'Questa parte della console è in costruzione.',
} satisfies Translation['admin']
