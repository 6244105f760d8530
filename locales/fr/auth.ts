import type { Translation } from '../i18n-types'

export default {
  loginWelcome: 'Bon retour ! Vous êtes maintenant connecté.',
  loginPending: 'Votre compte est en attente de vérification. Vous recevrez un e-mail dès qu’il aura été approuvé.',
  invalidCredentials: 'E-mail ou mot de passe incorrect.',
  accountRejected:
    'Votre demande d’adhésion n’a pas été acceptée. Contactez-nous si vous pensez qu’il s’agit d’une erreur.',
  accountSuspended: 'Votre compte est suspendu. Veuillez nous contacter pour en savoir plus.',
  notSignedIn: 'Utilisateur non authentifié',
  adminOnly: 'Seuls les administrateurs peuvent effectuer cette action.',
  notYourAccount: 'Vous ne pouvez modifier que votre propre profil.',
  userNotFound: 'Ce compte n’existe pas.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  tooManyAttempts: 'Trop de tentatives de connexion. Veuillez patienter une minute et réessayer.',
  accountThrottled:
    'Trop de tentatives de connexion échouées pour ce compte. Veuillez patienter un instant et réessayer.',
  tooManyRequests: 'Trop de demandes. Veuillez patienter une minute et réessayer.',
  resetLinkSent: 'Lien de réinitialisation envoyé. Consultez votre messagerie.',
  resetDone: 'Votre mot de passe a bien été réinitialisé.',
  resetTokenInvalid:
    'Ce lien de réinitialisation n’est pas valable, a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.',
  loggedOut: 'Vous avez été déconnecté.',
} satisfies Translation['auth']
