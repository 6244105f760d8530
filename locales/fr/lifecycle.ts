import type { Translation } from '../i18n-types'

const lifecycle = {
  mail: {
    reminder: {
      subject: 'Votre abonnement KnowYourGuest se termine le {date}',
      heading: 'Rappel\u202f: votre abonnement se termine le {date}',
      body: 'Votre abonnement KnowYourGuest court jusqu’au {date}.',
      autoCard:
        'Il se renouvelle automatiquement pour douze mois ce jour-là\u202f: nous débiterons CHF {amount} sur la carte enregistrée. Vous n’avez rien à faire.',
      autoBank:
        'Il se renouvelle automatiquement pour douze mois\u202f: vous recevrez une facture avec les coordonnées bancaires et une référence de paiement 30 jours avant cette date.',
      cancelled:
        'Vous avez résilié le renouvellement automatique\u202f; l’abonnement se termine donc ce jour-là. Pour continuer à rechercher et signaler, renouvelez-le dans votre profil.',
      action: 'Ouvrir votre profil',
    },
    invoice: {
      subject: 'Facture pour le renouvellement de votre abonnement KnowYourGuest',
      heading: 'Facture\u202f: renouvellement de l’abonnement',
      body: 'Votre abonnement se renouvelle pour douze mois le {date}. Veuillez virer CHF {amount} sur le compte ci-dessous avant cette date en indiquant la référence de paiement.',
    },
    chargeFailed: {
      subject: 'Le paiement du renouvellement a échoué',
      heading: 'Échec du paiement du renouvellement',
      body: 'Nous n’avons pas pu débiter CHF {amount} sur votre carte enregistrée pour le renouvellement de votre abonnement. Aucun montant n’a été prélevé.',
      retry:
        'Nous réessaierons le {date}. Vous pouvez aussi renouveler dès maintenant dans votre profil, avec une autre carte ou par virement bancaire.',
      last: 'C’était notre dernière tentative. Veuillez renouveler dans votre profil, avec une autre carte ou par virement bancaire, pour continuer à rechercher et signaler.',
      action: 'Renouveler dans votre profil',
    },
    cancelled: {
      subject: 'Renouvellement automatique résilié',
      heading: 'Renouvellement automatique résilié',
      inTime:
        'Nous avons bien reçu votre résiliation. Votre abonnement ne sera pas renouvelé\u202f: il se termine le {date}. La période en cours n’est pas remboursée.',
      late: 'Nous avons bien reçu votre résiliation. Elle nous est parvenue moins de 30 jours avant la fin de la période en cours\u202f; l’abonnement se renouvelle donc une dernière fois et se termine le {date}.',
    },
  },
  profile: {
    autoRenewOn: 'Renouvellement automatique\u202f: actif',
    autoRenewOff: 'Renouvellement automatique\u202f: résilié, l’abonnement se termine le {date}',
    cancel: 'Résilier le renouvellement automatique',
    confirmTitle: 'Résilier le renouvellement automatique\u202f?',
    confirmInTime: 'Votre abonnement se terminera le {date} et ne sera pas renouvelé. Aucun remboursement.',
    confirmLate:
      'Le délai de résiliation est de 30 jours avant la fin de la période. Votre abonnement se renouvelle une dernière fois et se termine le {date}.',
    confirm: 'Résilier',
    keep: 'Conserver',
    done: 'Renouvellement automatique résilié. Une confirmation vous parvient par e-mail.',
    failed: 'Le renouvellement automatique n’a pas pu être résilié. Veuillez réessayer.',
  },
  expired: {
    title: 'Votre abonnement a expiré',
    body: 'Depuis le {date}, la recherche et les signalements sont suspendus. Votre profil reste accessible. Renouvelez votre abonnement pour continuer.',
  },
  errors: {
    nothingToCancel: 'Il n’y a pas de renouvellement automatique à résilier.',
  },
} satisfies Translation['lifecycle']

export default lifecycle
