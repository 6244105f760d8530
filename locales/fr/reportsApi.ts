import type { Translation } from '../i18n-types'

export default {
  errors: {
    fileNameBidi:
      'Ce nom de fichier contient des caractères de direction invisibles qui peuvent masquer sa véritable extension. Veuillez renommer le fichier.',
    fileHeic:
      '{name} : les photos HEIC ne sont pas acceptées, car leurs données de localisation ne peuvent pas être retirées. Envoyez la photo en JPEG (sur un iPhone : Réglages › Appareil photo › Formats › Le plus compatible).',
    imageTooManyPixels:
      '{name} compte plus de 50 millions de pixels. Veuillez envoyer une copie plus petite de l’image.',
    tooManyReports:
      'Vous avez créé le nombre maximal de signalements autorisé en une heure. Veuillez patienter une heure et réessayer.',
    evidenceBudget:
      'Vous avez téléversé le maximum de preuves autorisé en un jour ({mb} Mo). Veuillez réessayer demain.',
    name: 'Utilisez uniquement des lettres ; les espaces, traits d’union et apostrophes sont acceptés.',
    date: 'Veuillez saisir une date valide (AAAA-MM-JJ).',
    birthDateFuture: 'La date de naissance ne peut pas être dans le futur.',
    checkOutBeforeCheckIn: 'La date de départ ne peut pas précéder la date d’arrivée.',
    checkOutFuture: 'La date de départ ne peut pas être dans le futur.',
    category: 'Veuillez choisir une catégorie dans la liste.',
    documentType: 'Veuillez choisir passeport, carte d’identité ou permis de conduire.',
    documentNumber:
      'Utilisez uniquement des lettres, des chiffres, des espaces, des traits d’union et des barres obliques.',
    amount: 'Veuillez saisir un montant en CHF, par exemple 1250 ou 1250.50.',
    declaration: 'Veuillez confirmer que les informations sont exactes.',
    messageTooLong: 'Le message peut comporter au maximum 5000 caractères.',
    notesRequired: 'Veuillez expliquer dans une note pourquoi le signalement est refusé.',
    lookupMin: 'Saisissez au moins 3 lettres du nom de famille.',
    attachmentRequired: 'Veuillez joindre au moins un fichier comme preuve.',
    tooManyFiles: 'Un signalement peut comporter au maximum 10 fichiers ; {name} n’a pas été ajouté.',
    fileType: '{name} : ce type de fichier n’est pas accepté. Veuillez joindre des fichiers PNG, JPG, PDF, MP4 ou MOV.',
    fileTypeMismatch:
      '{name} : l’extension du nom de fichier ne correspond pas à son contenu (par exemple un PDF nommé .mp4). Veuillez renommer le fichier ou joindre le bon fichier.',
    fileTooLargeDocument:
      '{name} est trop volumineux : les images et les fichiers PDF ne peuvent pas dépasser 20 Mo chacun.',
    fileTooLargeVideo: '{name} est trop volumineux : les vidéos ne peuvent pas dépasser 200 Mo chacune.',
    fileEmpty: '{name} est vide.',
    fileName:
      'Ce nom de fichier n’est pas accepté. Veuillez renommer le fichier (255 caractères au maximum, sans barre oblique).',
    fileUnreadable: '{name} est illisible. Veuillez joindre une autre copie.',
    uploadInterrupted: 'L’envoi a été interrompu. Veuillez envoyer le signalement à nouveau.',
    malformedPart:
      'Un nom de fichier ou un champ du formulaire est illisible. Veuillez renommer le fichier sans caractères spéciaux et l’envoyer à nouveau.',
    notMultipart: 'Envoyez le signalement sous forme de formulaire avec ses fichiers (multipart/form-data).',
    tooManyFields: 'Le formulaire contient trop de champs.',
    notFound: 'Ce signalement n’existe pas ou a été supprimé.',
    staleVersion: 'Ce signalement a été modifié entre-temps. Veuillez le recharger et refaire vos modifications.',
    versionRequired: 'La version du signalement que vous avez modifié est manquante.',
    unknownAttachment: 'L’un des fichiers à supprimer n’appartient pas à ce signalement.',
    alreadyDecided:
      'Une décision a déjà été prise pour ce signalement. Rechargez la liste pour voir son statut actuel.',
    notDecided: 'Ce signalement attend encore une décision. Approuvez-le ou refusez-le d’abord.',
    decisionUnchanged: 'Le signalement a déjà ce statut.',
    changeNotesRequired: 'Veuillez expliquer à l’hôtel dans une note pourquoi la décision change.',
    tooManyLookups: 'Trop de recherches en peu de temps. Veuillez patienter une minute et réessayer.',
  },
  mail: {
    changed: {
      approved: {
        subject: 'Votre signalement est maintenant approuvé',
        heading: 'Votre signalement est maintenant approuvé',
        body: 'Un administrateur a réexaminé la décision concernant votre signalement sur le séjour du {checkIn} au {checkOut} et l’a approuvé. Les autres hôtels membres peuvent désormais le trouver.',
      },
      rejected: {
        subject: 'Votre signalement n’est plus approuvé',
        heading: 'Votre signalement n’est plus approuvé',
        body: 'Un administrateur a réexaminé la décision concernant votre signalement sur le séjour du {checkIn} au {checkOut} et l’a retiré. Les autres hôtels ne peuvent plus le voir.',
      },
    },
    approved: {
      subject: 'Votre signalement a été approuvé',
      heading: 'Votre signalement a été approuvé',
      body: 'Un administrateur a vérifié votre signalement concernant le séjour du {checkIn} au {checkOut} et l’a approuvé. Les autres hôtels membres peuvent désormais le trouver.',
      notes: 'Note de l’administrateur : {notes}',
      action: 'Ouvrir vos signalements',
    },
    rejected: {
      subject: 'Votre signalement n’a pas été approuvé',
      heading: 'Votre signalement n’a pas été approuvé',
      body: 'Un administrateur a vérifié votre signalement concernant le séjour du {checkIn} au {checkOut} et ne l’a pas approuvé. Les autres hôtels ne peuvent pas le voir.',
      notes: 'Motif indiqué par l’administrateur : {notes}',
      after: 'Vous pouvez modifier le signalement et le soumettre à nouveau pour approbation.',
      action: 'Ouvrir vos signalements',
    },
  },
} satisfies Translation['reportsApi']
