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
  closing: {
    section: 'Fermer votre compte',
    intro:
      'La fermeture du compte met fin à votre adhésion immédiatement : vous êtes déconnecté et ne pouvez plus vous connecter, rechercher ni signaler. Le renouvellement automatique s’arrête. Le reste de la période n’est pas remboursé (conditions générales).',
    kept: 'Vos signalements restent jusqu’à leur expiration. Votre profil est archivé puis supprimé {years} ans après la fermeture.',
    open: 'Fermer le compte...',
    confirmTitle: 'Fermer votre compte ?',
    confirmBody:
      'Cette action ne peut pas être annulée ici. Pour revenir plus tard, il faudra vous inscrire et payer à nouveau.',
    password: 'Mot de passe actuel',
    passwordRequired: 'Veuillez saisir votre mot de passe actuel pour fermer le compte.',
    passwordHint: 'Pour confirmer qu’il s’agit bien de vous.',
    confirm: 'Fermer mon compte',
    closing: 'Fermeture...',
    keep: 'Garder mon compte',
    done: 'Votre compte est fermé. Une confirmation vous parvient par e-mail.',
    failed: 'Le compte n’a pas pu être fermé. Veuillez réessayer.',
    signInClosed: 'Ce compte a été fermé. Pour revenir, veuillez vous inscrire.',
    mail: {
      subject: 'Votre compte KnowYourGuest est fermé',
      heading: 'Votre compte est fermé',
      body: 'Comme vous l’avez demandé, nous avons fermé votre compte KnowYourGuest le {date}. Vous ne pouvez plus vous connecter et votre abonnement ne sera pas renouvelé.',
      noRefund:
        'Votre abonnement était payé jusqu’au {date} ; comme le prévoient les conditions générales, une résiliation anticipée ne donne droit à aucun remboursement.',
      retention:
        'Votre profil est archivé puis supprimé {years} ans après la fermeture, comme l’indique notre politique de confidentialité. Les signalements publiés par votre hôtel restent jusqu’à leur expiration.',
      comeBack: 'Si vous n’êtes pas à l’origine de cette demande ou souhaitez revenir, écrivez-nous à {contact}.',
    },
  },
  errors: {
    nothingToCancel: 'Il n’y a pas de renouvellement automatique à résilier.',
  },
} satisfies Translation['lifecycle']

export default lifecycle
