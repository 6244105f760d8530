import type { Translation } from '../i18n-types'

export default {
  email: 'E-mail',
  password: 'Mot de passe',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  backToLogin: 'Retour à la connexion',
  logout: 'Se déconnecter',
  unexpected: 'Une erreur s’est produite. Veuillez réessayer.',
  login: {
    title: 'Connexion',
    welcome: 'Bon retour parmi nous',
    intro: 'Connectez-vous pour vérifier vos clients et partager des signalements avec des hôtels vérifiés.',
    submit: 'Se connecter',
    submitting: 'Connexion en cours...',
    forgot: 'Mot de passe oublié ?',
    noAccount: 'Vous n’avez pas encore de compte ?',
    register: 'Devenir membre',
    failed: 'Échec de la connexion',
    pending: 'Votre compte est en attente de vérification. Vous recevrez un e-mail dès qu’il aura été approuvé.',
    /** The session ended on the server while the tab was open (removed from the team, signed out elsewhere). */
    sessionEnded:
      'Vous avez été déconnecté : votre accès au compte de l’hôtel a pris fin, ou votre session a été fermée ailleurs. Reconnectez-vous si vous y avez encore accès.',
  },
  forgot: {
    title: 'Mot de passe oublié',
    intro:
      'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    submit: 'Envoyer le lien',
    sending: 'Envoi en cours...',
    success: 'Lien de réinitialisation envoyé. Consultez vos e-mails.',
    failure: 'Une erreur s’est produite !',
    /** An answer without a message (a server failure, a proxy's error page): spec section 8's alternative text. */
    sendFailed: 'Une erreur s’est produite lors de l’envoi du lien de réinitialisation.',
  },
  reset: {
    title: 'Réinitialiser le mot de passe',
    intro: 'Choisissez un nouveau mot de passe d’au moins 6 caractères.',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    submit: 'Réinitialiser le mot de passe',
    submitting: 'Réinitialisation...',
    success: 'Votre mot de passe a été réinitialisé avec succès.',
    failure: 'Une erreur s’est produite lors de la réinitialisation du mot de passe.',
    missingToken: 'Ce lien de réinitialisation est incomplet. Veuillez en demander un nouveau.',
    requestNew: 'Demander un nouveau lien',
  },
} satisfies Translation['account']
