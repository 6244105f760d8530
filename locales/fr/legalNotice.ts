import type { Translation } from '../i18n-types'

export default {
  metaTitle: 'Mentions légales | KnowYourGuest',
  metaDescription: 'Qui exploite KnowYourGuest : raison sociale, adresse, numéro IDE et contact.',
  title: 'Mentions légales',
  subtitle:
    'Informations selon l’article 3, alinéa 1, lettre s de la loi fédérale contre la concurrence déloyale (LCD).',
  intro:
    'KnowYourGuest est une plateforme réservée aux hôtels vérifiés, exploitée depuis la Suisse par la société ci-dessous.',
  contents: 'Sommaire',
  sections: {
    operator: {
      title: 'Exploitant',
      name: '{operator}',
      address: '{operatorAddress}, Suisse',
      uid: 'Numéro d’identification des entreprises (IDE) : {operatorUid}',
      contact: 'E-mail : {email}',
    },
    responsible: {
      title: 'Responsable du contenu',
      p1: 'La direction de {operator}. Chaque hôtel membre est lui-même responsable des signalements qu’il publie.',
    },
    hosting: {
      title: 'Hébergement',
      p1: 'La plateforme et toutes ses données sont hébergées en Suisse.',
    },
    liability: {
      title: 'Responsabilité',
      p1: 'Nous soignons le contenu de ce site, mais ne pouvons garantir qu’il soit exact, complet et à jour. Les liens vers d’autres sites ne relèvent pas de notre responsabilité.',
    },
    copyright: {
      title: 'Droit d’auteur',
      p1: 'Les textes, images et logiciels de ce site appartiennent à {operator}. Toute reproduction requiert notre accord écrit préalable.',
    },
  },
} satisfies Translation['legalNotice']
