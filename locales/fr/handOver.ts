import type { Translation } from '../i18n-types'

export default {
  hotelOwnerOnly: 'Seul·e le·la titulaire du compte de l’hôtel peut modifier les données de l’hôtel.',
  errors: {
    target: 'L’hôtel ne peut être remis qu’à un membre actif de son équipe.',
  },
  section: {
    title: 'Remettre l’hôtel',
    intro:
      'Faites d’un autre membre de votre équipe le·la titulaire : il·elle gère l’équipe, la facturation et les données de l’hôtel, et répond de ses comptes. Vous restez dans l’équipe comme collaborateur·rice.',
    person: 'Nouveau·elle titulaire',
    choose: 'Choisir une personne',
    password: 'Votre mot de passe',
    passwordHint: 'Pour confirmer que c’est bien vous.',
    submit: 'Remettre l’hôtel',
    none: 'Invitez d’abord un·e collaborateur·rice : l’hôtel ne peut être remis qu’à une personne de votre équipe.',
    done: '{name} est désormais titulaire de l’hôtel. Vous êtes maintenant collaborateur·rice.',
  },
  mail: {
    subject: '{hotel} a un·e nouveau·elle titulaire sur KnowYourGuest',
    newOwnerBody:
      '{by} vous a remis {hotel} : vous en êtes désormais titulaire sur KnowYourGuest. Vous gérez l’équipe, la facturation et le renouvellement, les clés d’API et les données de l’hôtel, et vous répondez de l’utilisation des comptes de votre équipe.',
    oldOwnerBody:
      'Vous avez remis {hotel} à {to}, qui en est désormais titulaire sur KnowYourGuest. Vous restez dans l’équipe comme collaborateur·rice.',
    notYou: 'Si vous ne vous y attendiez pas, contactez-nous sans attendre.',
    action: 'Ouvrir mon profil',
    removedSubject: 'Votre accès à {hotel} sur KnowYourGuest a pris fin',
    removedBody:
      '{hotel} a supprimé votre compte KnowYourGuest : vous êtes déconnecté·e et ne pouvez plus vous connecter. Les signalements que vous avez rédigés restent ceux de l’hôtel.',
    removedAddress:
      'Votre adresse e-mail est de nouveau libre : un autre hôtel peut vous inviter, ou vous pouvez inscrire votre propre hôtel avec elle.',
  },
} satisfies Translation['handOver']
