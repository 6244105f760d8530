import type { Translation } from '../i18n-types'

export default {
  title: 'Dashboard',
  tabsLabel: 'Sezioni della dashboard',
  tabs: {
    search: 'Ricerca',
    newReport: 'Nuova segnalazione',
    reports: 'Le sue segnalazioni',
    profile: 'Profilo',
  },
  soon: {
    search:
      'La ricerca degli ospiti arriverà con la prossima versione della piattaforma. Fino ad allora questa scheda resta vuota.',
    newReport:
      'La redazione delle segnalazioni arriverà con la prossima versione della piattaforma. Fino ad allora questa scheda resta vuota.',
    reports:
      'L’elenco delle sue segnalazioni arriverà con la prossima versione della piattaforma. Fino ad allora questa scheda resta vuota.',
  },
  admin: {
    title: 'Amministrazione',
    welcome: 'Accesso come amministratore: {email}',
    soon: 'La console di amministrazione (approvazione degli hotel, moderazione delle segnalazioni, note) arriverà con una versione successiva. Fino ad allora gli hotel vengono approvati con la riga di comando del gestore.',
  },
} satisfies Translation['dashboard']
