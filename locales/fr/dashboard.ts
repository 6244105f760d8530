import type { Translation } from '../i18n-types'

export default {
  title: 'Tableau de bord',
  tabsLabel: 'Sections du tableau de bord',
  tabs: {
    search: 'Recherche',
    newReport: 'Nouveau signalement',
    reports: 'Vos signalements',
    profile: 'Profil',
  },
  soon: {
    search:
      'La recherche de clients arrive avec la prochaine version de la plateforme. D’ici là, cet onglet reste vide.',
    newReport:
      'La rédaction de signalements arrive avec la prochaine version de la plateforme. D’ici là, cet onglet reste vide.',
    reports:
      'La liste de vos signalements arrive avec la prochaine version de la plateforme. D’ici là, cet onglet reste vide.',
  },
  admin: {
    title: 'Administration',
    welcome: 'Connecté en tant qu’administrateur : {email}',
    soon: 'La console d’administration (validation des hôtels, modération des signalements, notes) arrive avec une version ultérieure. D’ici là, les hôtels sont validés avec la ligne de commande de l’exploitant.',
  },
} satisfies Translation['dashboard']
