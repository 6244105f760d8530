import type { Translation } from '../i18n-types'

export default {
  errors: {
    ownerOnly: 'Seul·e le·la titulaire du compte de l’hôtel peut faire cela.',
    hotelBlocked:
      'Le compte de votre hôtel n’est pas actif ; vous ne pouvez donc pas vous connecter. Veuillez vous adresser au·à la titulaire du compte de l’hôtel.',
    emailHasAccount: 'Cette adresse e-mail a déjà un compte KnowYourGuest. Veuillez en utiliser une autre.',
    alreadyInvited: 'Une invitation est déjà ouverte pour cette adresse e-mail.',
    limitReached:
      'Votre hôtel compte déjà {limit} personnes (invitations ouvertes comprises). Retirez d’abord quelqu’un ou annulez une invitation.',
    invitationNotFound: 'Cette invitation n’est plus ouverte.',
    personNotFound: 'Cette personne ne fait pas partie de l’équipe de votre hôtel.',
    cannotRemoveOwner: 'Le·la titulaire ne peut pas être retiré·e. Pour partir, fermez le compte de l’hôtel.',
    invitationInvalid:
      'Ce lien d’invitation n’est pas valable, a expiré ou a déjà été utilisé. Un lien fonctionne une fois, dans les 72 heures : demandez-en un nouveau à votre hôtel.',
  },
  invited: 'Invitation envoyée à {email}.',
  withdrawn: 'L’invitation a été annulée.',
  removed: 'La personne a été retirée et déconnectée.',
  accepted: 'Votre compte est prêt. Vous pouvez maintenant vous connecter.',
  section: {
    failed: 'Une erreur s’est produite. Veuillez réessayer.',
    title: 'Votre équipe',
    intro:
      'Chaque personne de votre réception reçoit un compte personnel : elle recherche, rédige des signalements et voit les signalements, demandes et arrivées de votre hôtel. Vous seul·e gérez l’équipe, la facturation et les données de l’hôtel. Vous répondez de ce que votre personnel fait avec ses comptes.',
    count: '{count} personnes sur {limit}',
    owner: 'Titulaire',
    staff: 'Personnel',
    you: 'vous',
    suspended: 'Suspendu·e',
    remove: 'Retirer',
    removeTitle: 'Retirer {name} ?',
    removeBody:
      '{name} est déconnecté·e immédiatement et ne peut plus se connecter. Les signalements rédigés restent ceux de votre hôtel.',
    removeConfirm: 'Retirer',
    cancel: 'Annuler',
    invitationsTitle: 'Invitations ouvertes',
    invitedUntil: 'Lien valable jusqu’au {date}',
    withdraw: 'Annuler l’invitation',
    inviteTitle: 'Inviter un membre du personnel',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    language: 'Langue de l’invitation',
    invite: 'Envoyer l’invitation',
    full: 'Votre équipe est complète ({limit} personnes). Retirez quelqu’un pour inviter une autre personne.',
  },
  join: {
    title: 'Rejoindre votre hôtel sur KnowYourGuest',
    loading: 'Un instant, s’il vous plaît.',
    heading: '{hotel} vous invite',
    intro:
      'Bonjour {name}. {hotel} a créé pour vous un compte KnowYourGuest personnel. Choisissez un mot de passe pour commencer.',
    email: 'Votre e-mail de connexion',
    password: 'Mot de passe',
    passwordHint: 'Au moins 6 caractères ; pas un mot de passe courant ni votre nom.',
    terms:
      'Votre compte est personnel : ne le partagez pas. Le·la titulaire du compte de votre hôtel répond de son utilisation. Tout ce que vous recherchez ou rédigez est journalisé avec votre nom.',
    submit: 'Créer mon compte',
    doneHeading: 'Votre compte est prêt',
    doneBody: 'Connectez-vous avec {email} et le mot de passe que vous venez de choisir.',
    toLogin: 'Se connecter',
    invalidHeading: 'Ce lien d’invitation ne fonctionne plus',
  },
  admin: {
    title: 'Équipe',
    owner: 'Titulaire',
    staff: 'Personnel',
    removed: 'Retiré·e par le·la titulaire',
    suspend: 'Suspendre cette personne',
    reactivate: 'Réactiver cette personne',
    suspendTitle: 'Suspendre {name} ?',
    suspendHint: 'Seule cette personne est déconnectée et bloquée ; le reste de l’hôtel continue de travailler.',
    reactivateTitle: 'Réactiver {name} ?',
    suspended: '{name} est suspendu·e.',
    reactivated: '{name} est réactivé·e.',
  },
  mail: {
    inviteSubject: '{hotel} vous invite sur KnowYourGuest',
    inviteHeading: 'Votre compte chez {hotel}',
    inviteBody:
      '{by} vous a invité·e à utiliser KnowYourGuest pour {hotel} : un compte personnel pour rechercher des clients et rédiger des signalements pour l’hôtel.',
    inviteTerms:
      'Le compte n’appartient qu’à vous ; le·la titulaire du compte de l’hôtel répond de son utilisation. Chaque recherche et chaque signalement est journalisé avec votre nom.',
    inviteAction: 'Choisir mon mot de passe',
    inviteExpiry: 'Le lien fonctionne une fois, dans les 72 heures.',
    inviteIgnore: 'Si vous ne travaillez pas dans cet hôtel, ignorez cet e-mail : aucun compte n’est créé.',
  },
} satisfies Translation['team']
