import type { Translation } from '../i18n-types'

export default {
  codeInvalid: 'Ce code est incorrect ou a déjà été utilisé.',
  ticketInvalid: 'Cette connexion a expiré. Veuillez vous reconnecter avec votre e-mail et votre mot de passe.',
  enrolmentRequired: 'Ajoutez un deuxième facteur à votre compte avant de continuer.',
  totpAlreadyEnrolled: 'Une application d’authentification est déjà configurée pour ce compte.',
  enrolmentNotStarted: 'Commencez d’abord la configuration de l’application d’authentification.',
  enrolmentCodeRequired:
    'Saisissez le code d’activation que l’exploitant vous a remis avec votre compte d’administrateur.',
  enrolmentCodeInvalid:
    'Ce code d’activation est incorrect, a expiré ou a déjà été utilisé. Demandez-en un nouveau à l’exploitant.',
  enrolmentCodeThrottled:
    'Trop de codes d’activation erronés. Veuillez attendre une heure ou demander un nouveau code à l’exploitant.',
  passkeyFailed: 'La clé d’accès n’a pas pu être vérifiée. Veuillez réessayer.',
  passkeyUnknown: 'Cette clé d’accès n’est pas enregistrée auprès de KnowYourGuest.',
  ownerOnly: 'Seul le propriétaire de l’hôtel peut modifier ceci.',
  policyNeedsOwnFactor: 'Ajoutez d’abord un deuxième facteur à votre propre compte.',
  method: {
    totp: 'Application d’authentification',
    passkey: 'Clé d’accès',
    recovery: 'Code de récupération',
  },
  signIn: {
    title: 'Deuxième facteur',
    intro:
      'Saisissez le code à 6 chiffres de votre application d’authentification ou l’un de vos codes de récupération.',
    codeLabel: 'Code',
    submit: 'Confirmer',
    submitting: 'Vérification…',
    passkeyButton: 'Utiliser une clé d’accès',
    back: 'Se reconnecter',
    withPasskey: 'Se connecter avec une clé d’accès',
    passkeyHint: 'Sur un appareil partagé de la réception, une clé d’accès peut remplacer l’e-mail et le mot de passe.',
    failed: 'Deuxième facteur refusé',
  },
  page: {
    enrolmentCodeLabel: 'Code d’activation',
    enrolmentCodeHint:
      'Votre premier second facteur nécessite le code à usage unique que l’exploitant vous a remis avec le compte (valable 24 heures).',
    title: 'Deuxième facteur',
    intro:
      'Un deuxième facteur protège les signalements de clients si votre mot de passe est volé : après le mot de passe, vous confirmez avec votre application d’authentification ou une clé d’accès.',
    required:
      'Votre compte a besoin d’un deuxième facteur. Ajoutez une application d’authentification ou une clé d’accès pour continuer.',
    invited: 'Protégez votre compte avec un deuxième facteur. Cela prend une minute.',
    notNow: 'Pas maintenant',
    enrolled: 'Deuxième facteur actif',
    none: 'Pas encore de deuxième facteur',
    totpTitle: 'Application d’authentification',
    totpStart: 'Configurer une application d’authentification',
    totpActive: 'Une application d’authentification est configurée.',
    totpSecret: 'Clé à saisir dans l’application',
    totpOpen: 'Ouvrir dans l’application d’authentification',
    totpSteps:
      'Scannez le code QR avec votre application d’authentification, ou saisissez la clé (ou ouvrez le lien sur ce téléphone), puis saisissez le code à 6 chiffres qu’elle affiche.',
    totpQr: 'Code QR à scanner avec l’application d’authentification',
    totpConfirm: 'Confirmer',
    totpRemove: 'Retirer l’application d’authentification',
    passkeysTitle: 'Clés d’accès',
    passkeysNone: 'Pas encore de clé d’accès.',
    passkeyAdd: 'Ajouter une clé d’accès',
    passkeyName: 'Nom de la clé d’accès (p. ex. tablette de la réception)',
    passkeyRemove: 'Retirer',
    passkeyAdded: 'Clé d’accès ajoutée.',
    passkeyCreated: 'Ajoutée le {date}',
    passkeysUnsupported: 'Ce navigateur ne prend pas en charge les clés d’accès.',
    recoveryTitle: 'Codes de récupération',
    recoveryLeft: 'Il reste {count} code{{s}} de récupération.',
    recoveryShownOnce:
      'Conservez ces codes en lieu sûr : chacun fonctionne une fois si vous perdez votre téléphone ou votre clé d’accès. Ils ne sont affichés que maintenant.',
    recoveryDone: 'J’ai enregistré les codes',
    recoveryNew: 'Nouveaux codes de récupération',
    passwordToRemove: 'Votre mot de passe, pour confirmer',
    removed: 'Deuxième facteur retiré.',
    hotelTitle: 'Votre équipe',
    hotelRequire: 'Exiger un deuxième facteur de toute l’équipe de mon hôtel',
    hotelSaved: 'Enregistré.',
    link: 'Deuxième facteur',
    continue: 'Continuer',
  },
  mail: {
    addedSubject: 'Un deuxième facteur a été ajouté à votre compte',
    addedBody: 'Un deuxième facteur ({method}) a été ajouté à votre compte KnowYourGuest.',
    removedSubject: 'Un deuxième facteur a été retiré de votre compte',
    removedBody: 'Un deuxième facteur ({method}) a été retiré de votre compte KnowYourGuest.',
    resetBody:
      'À votre demande, nos opérateurs ont retiré tous les deuxièmes facteurs de votre compte KnowYourGuest. Ajoutez-en un nouveau après vous être connecté.',
    notYou: 'Si ce n’était pas vous, changez immédiatement votre mot de passe et contactez-nous.',
  },
} satisfies Translation['mfa']
