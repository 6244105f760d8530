import type { Translation } from '../i18n-types'

export default {
  title: 'Copie de la pièce d’identité du représentant',
  intro:
    'Avant d’approuver votre hôtel, nous vérifions qui le représente. Téléversez une photo ou un scan de la carte d’identité ou du passeport de la personne responsable, recto et verso (PNG, JPG ou PDF, {mb} Mo au maximum chacun). Seuls vous et les administrateurs de KnowYourGuest pouvez la voir.',
  choose: 'Carte d’identité ou passeport (recto et verso)',
  browse: 'Choisir des fichiers',
  formats: 'PNG, JPG ou PDF ; jusqu’à 2 fichiers à la fois.',
  chosen: 'Choisi : {names}',
  upload: 'Téléverser',
  uploading: 'Envoi en cours… {percent} %',
  uploaded: 'La copie de votre pièce d’identité a bien été envoyée. Merci.',
  yourDocuments: 'Documents envoyés',
  none: 'Aucun document envoyé pour l’instant.',
  full: 'Vous avez envoyé le nombre maximal de fichiers. Si l’un d’eux est erroné, écrivez à {contact}.',
  preview: 'Aperçu de {name}',
  download: 'Télécharger {name}',
  uid: 'Numéro d’entreprise suisse (IDE)',
  uidHint: 'Par exemple CHE-123.456.788, comme au registre du commerce. Il nous aide à vérifier votre hôtel plus vite.',
  errors: {
    fileTooLarge:
      '{name} est trop volumineux : la copie d’une pièce d’identité peut faire au maximum {mb} Mo. Envoyez une photo ou un scan plus léger.',
    accountFull:
      'Vos copies de pièce d’identité peuvent faire au maximum {mb} Mo en tout. Envoyez des photos ou des scans plus légers, ou écrivez-nous si l’une d’elles est erronée.',
    addressSpent:
      'Trop de copies de pièces d’identité ont été téléversées depuis votre connexion aujourd’hui. Veuillez réessayer demain.',
    paused:
      'Le téléversement des copies de pièces d’identité est suspendu pour un moment. Veuillez réessayer plus tard ; votre inscription est conservée.',
    fileType: '{name} : la copie d’une pièce d’identité doit être une photo ou un scan : PNG, JPG ou PDF.',
    tooMany: '{name} est un fichier de trop : vous pouvez envoyer au maximum 2 fichiers à la fois et 4 au total.',
    noFile: 'Veuillez d’abord choisir un fichier.',
    pass: 'Cette page d’envoi a expiré. Veuillez vous reconnecter pour téléverser votre pièce d’identité.',
    notPending:
      'Votre inscription a déjà fait l’objet d’une décision ; il n’est plus possible d’envoyer des documents ici.',
    notFound: 'Ce document n’existe pas.',
  },
} satisfies Translation['verification']
