import type { Translation } from '../i18n-types'

export default {
  metaTitle: 'KnowYourGuest : connaissez vos clients, évitez les risques',
  metaDescription:
    'La plateforme réservée aux membres sur laquelle des hôtels suisses vérifiés contrôlent leurs clients et partagent des signalements étayés.',
  ogImageAlt:
    'KnowYourGuest : connaissez vos clients, évitez les risques. Une plateforme pour les hôtels vérifiés en Suisse.',
  heroEyebrow: 'Pour les hôtels vérifiés en Suisse',
  heroTitle: 'Connaissez vos clients, évitez les risques.',
  heroText:
    'Des hôtels vérifiés partagent des signalements étayés de preuves sur les clients partis sans payer, ayant causé des dégâts ou enfreint le règlement de la maison, afin que la prochaine réception soit informée avant l’arrivée.',
  joinNow: 'Adhérer',
  learnMore: 'En savoir plus',
  trust: {
    label: 'Pourquoi les hôtels font confiance à KnowYourGuest',
    hosted: 'Hébergé en Suisse',
    verified: 'Uniquement des hôtels vérifiés',
    reviewed: 'Chaque signalement contrôlé',
  },
  features: {
    title: 'Comment fonctionne KnowYourGuest',
    intro:
      'Un registre commun et confidentiel des incidents graves, tenu par des hôteliers pour des hôteliers. Trois atouts font la différence.',
    check: {
      title: 'Vérification des clients',
      text: 'Avant l’arrivée, recherchez un client par nom, date de naissance, e-mail, téléphone ou numéro de pièce d’identité et voyez immédiatement si un autre hôtel membre l’a signalé.',
    },
    report: {
      title: 'Signaler une fois, aider tous les autres',
      text: 'Documentez une seule fois, preuves à l’appui, une note impayée, des dégâts ou un comportement agressif. Après contrôle par notre équipe, tous les hôtels membres sont avertis.',
    },
    best: {
      title: 'Seuls les meilleurs clients entrent',
      text: 'Accueillez vos clients en toute confiance et protégez votre équipe, vos chambres et votre chiffre d’affaires des rares personnes qui abusent de l’hospitalité.',
    },
    faqLink: 'Lire les réponses aux 15 questions les plus fréquentes',
  },
  testimonials: {
    title: 'Ce que disent les hôteliers',
    note: 'Exemples de témoignages illustrant des situations typiques.',
    carousel: 'carrousel',
    slide: 'diapositive',
    previous: 'Témoignage précédent',
    next: 'Témoignage suivant',
    position: '{current} sur {total}',
    announce: 'Témoignage {current} sur {total} : {hotel}, {city}',
    items: {
      first: {
        quote:
          'Un client parti sans payer de deux hôtels de la vallée a voulu réserver chez nous. Une seule recherche à la réception a suffi.',
        hotel: 'Hôtel familial',
        city: 'Zermatt',
      },
      second: {
        quote:
          'Signaler les dégâts nous a pris dix minutes, preuves comprises. Savoir que nos collègues sont avertis en vaut la peine.',
        hotel: 'Hôtel-boutique urbain',
        city: 'Lucerne',
      },
      third: {
        quote:
          'Notre équipe de nuit vérifie les arrivées tardives en quelques secondes. Le personnel se sent plus en sécurité, et nos habitués ne remarquent rien.',
        hotel: 'Hôtel cinq étoiles au bord du lac',
        city: 'Lugano',
      },
    },
  },
  confidentiality: {
    title: 'La confidentialité avant tout',
    lead: 'Les signalements sont confidentiels et partagés uniquement avec des partenaires vérifiés.',
    text: 'Chaque hôtel est contrôlé manuellement avant d’obtenir l’accès, chaque signalement est vérifié avant publication, chaque action est journalisée et toutes les données restent en Suisse. Les personnes signalées n’ont jamais accès à la plateforme.',
    privacyLink: 'Comment nous protégeons les données personnelles',
  },
  cta: {
    title: 'Prêt à protéger votre hôtel ?',
    text: 'Rejoignez les hôtels qui vérifient avant d’accueillir. Chaque adhésion est examinée personnellement et commence par un abonnement d’un an.',
    faq: 'Lire la FAQ',
  },
} satisfies Translation['landing']
