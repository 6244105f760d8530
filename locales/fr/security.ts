import type { Translation } from '../i18n-types'

export default {
  diskFull:
    'L’espace de stockage du serveur est plein pour le moment : aucun fichier ne peut être téléversé. Rien n’a été enregistré ; veuillez réessayer plus tard. Les administrateurs ont été avertis.',
  bodyTooLarge: 'La requête est trop volumineuse.',
  bodyTooDeep: 'La requête est trop imbriquée.',
  invalidJson: 'Le contenu de la requête n’est pas du JSON valide.',
  bodyNotExpected: 'Cette requête ne prend pas de contenu : n’envoyez rien, ou un objet JSON vide.',
  membersOnly: 'Seuls les hôtels membres peuvent effectuer cette action.',
  subscriptionRequired: 'Votre abonnement a expiré. Renouvelez-le pour rechercher et signaler des clients.',
  currentPasswordRequired:
    'Veuillez saisir votre mot de passe actuel pour modifier votre adresse e-mail ou votre mot de passe.',
  currentPasswordWrong: 'Votre mot de passe actuel n’est pas correct.',
  emailChangeSent:
    'Nous avons envoyé un lien de confirmation à {email}. Votre adresse e-mail sera modifiée dès que vous l’aurez ouvert.',
  emailChangeInvalid: 'Ce lien de confirmation n’est pas valable, a expiré ou a déjà été utilisé.',
  emailChanged: 'Votre adresse e-mail a été modifiée.',
  mail: {
    confirmSubject: 'Confirmez votre nouvelle adresse e-mail',
    confirmHeading: 'Confirmez votre nouvelle adresse e-mail',
    confirmBody:
      'Vous avez demandé à utiliser cette adresse pour votre compte KnowYourGuest. Ouvrez le lien dans l’heure pour confirmer.',
    confirmAction: 'Confirmer cette adresse e-mail',
    confirmIgnore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne change.',
    noticeSubject: 'Votre adresse e-mail va être modifiée',
    noticeHeading: 'Votre adresse e-mail va être modifiée',
    noticeBody:
      'Une personne connectée à votre compte KnowYourGuest a demandé à remplacer son adresse e-mail par {email}.',
    noticeAfter: 'Si ce n’était pas vous, changez votre mot de passe maintenant et contactez-nous.',
  },
  auditBroken: {
    subject: 'La chaîne du journal d’audit est rompue',
    heading: 'La chaîne du journal d’audit est rompue',
    body: 'Le contrôle quotidien du journal d’audit a trouvé une rupture à l’entrée {seq} : une entrée a été modifiée, supprimée ou ajoutée en dehors de l’application.',
    after:
      'Lancez bun run cli audit:verify sur le serveur, gardez une copie de la base de données et de la clé d’audit, et comparez avec la dernière sauvegarde.',
  },
  diskLow: {
    subject: 'Téléversements refusés : le disque est presque plein',
    heading: 'Téléversements refusés : le disque est presque plein',
    body: 'Seuls {free} Mo sont libres dans le répertoire des données, sous le seuil de {floor} Mo (MIN_FREE_DISK_MB). Tout téléversement de preuves et de copies de pièces d’identité est refusé jusqu’à ce qu’il y ait plus de place.',
    after:
      'Libérez de l’espace sur le serveur (anciennes sauvegardes, journaux) ou agrandissez le disque. Vous ne recevrez ce courriel à nouveau que si l’espace libre repasse au-dessus du seuil puis redescend.',
  },
} satisfies Translation['security']
