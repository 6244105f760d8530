import type { Translation } from '../i18n-types'

const noticeLetter = {
  errors: {
    noLetter: 'Ce signalement n’a pas de lettre de notification à envoyer.',
  },
  reminder: {
    title: 'Lettres de notification à poster',
    text: '{count} {{client signalé|clients signalés}} par votre hôtel {{doit|doivent}} être {{informé|informés}} par courrier : le signalement ne contient pas d’adresse e-mail. Imprimez la lettre, postez-la dans une enveloppe à fenêtre et marquez-la comme envoyée.',
    link: 'Ouvrir vos signalements',
  },
  card: {
    title: 'Lettre de notification au client',
    due: 'Le client n’a pas d’adresse e-mail : imprimez cette lettre, postez-la dans une enveloppe à fenêtre (adresse à droite) et marquez-la comme envoyée.',
    sent: 'Lettre marquée comme envoyée le {date}.',
    download: 'Télécharger la lettre (PDF)',
    markSent: 'Marquer la lettre comme envoyée',
    busy: 'Enregistrement...',
    marked: 'La lettre est marquée comme envoyée.',
    failed: 'La lettre n’a pas pu être marquée comme envoyée. Veuillez réessayer.',
  },
  admin: {
    nav: 'Notifications',
    title: 'Notifications aux clients',
    intro:
      'Un client est informé lorsqu’un signalement le concernant est publié : par e-mail, ou par une lettre que l’hôtel auteur du signalement poste. Une notification retenue n’est pas envoyée ; son motif est affiché. Retenir une notification avec la commande notices:hold.',
    filter: 'Statut',
    all: 'Toutes',
    statuses: {
      queued: 'E-mail envoyé',
      letter_due: 'Lettre à poster',
      letter_sent: 'Lettre postée',
      held: 'Retenue',
    },
    channels: { email: 'E-mail', letter: 'Lettre' },
    columns: {
      reference: 'Référence',
      hotel: 'Hôtel auteur',
      channel: 'Canal',
      status: 'Statut',
      reason: 'Motif de la retenue',
      date: 'Publié',
    },
    empty: 'Aucune notification.',
    loadFailed: 'Les notifications n’ont pas pu être chargées.',
  },
} satisfies Translation['noticeLetter']

export default noticeLetter
