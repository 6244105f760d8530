import type { Translation } from '../i18n-types'

export default {
  metaTitle: 'KnowYourGuest : connaissez vos clients, évitez les risques',
  metaDescription:
    'La plateforme réservée aux membres sur laquelle des hôtels suisses vérifiés contrôlent leurs clients et partagent des signalements étayés.',
  heroTitle: 'Connaissez vos clients, évitez les risques.',
  heroText:
    "Des hôtels vérifiés partagent des signalements étayés de preuves sur les clients partis sans payer, ayant causé des dégâts ou enfreint le règlement de la maison, afin que la prochaine réception soit informée avant l'arrivée.",
  joinNow: 'Adhérer',
  learnMore: 'En savoir plus',
} satisfies Translation['landing']
