import type { Translation } from '../i18n-types'

export default {
  title: 'Confirmation de l’adresse e-mail',
  pendingHeading: 'Confirmation de votre nouvelle adresse e-mail',
  pendingBody: 'Un instant, s’il vous plaît.',
  doneHeading: 'Adresse e-mail confirmée',
  doneBody: 'Désormais, vous vous connectez avec {email}.',
  invalidHeading: 'Ce lien ne fonctionne plus',
  invalidBody:
    'Ce lien de confirmation n’est pas valable, a expiré ou a déjà été utilisé. Un lien ne fonctionne qu’une fois, dans l’heure.',
  invalidAgain:
    'Pour réessayer, modifiez votre adresse e-mail dans votre profil : nous vous enverrons un nouveau lien.',
  takenHeading: 'Cette adresse est déjà utilisée',
  takenBody:
    'Un autre compte KnowYourGuest utilise déjà cette adresse e-mail ; votre adresse n’a donc pas été modifiée. Contactez-nous si vous pensez qu’il s’agit d’une erreur.',
  failedHeading: 'Votre adresse e-mail n’a pas pu être confirmée',
  failedBody: 'Un problème est survenu. Vérifiez votre connexion et réessayez.',
  retry: 'Réessayer',
  toProfile: 'Aller à votre profil',
  toLogin: 'Se connecter',
} satisfies Translation['confirmEmail']
