import type { Translation } from '../i18n-types'

const yourData = {
  title: 'Vos données chez KnowYourGuest',
  metaDescription:
    'Demandez à voir, corriger, contester ou supprimer ce que KnowYourGuest détient peut-être à votre sujet. Réponse sous 30 jours.',
  intro:
    'KnowYourGuest est une liste d’avertissement que des hôtels suisses vérifiés partagent sur les factures impayées, les dégâts et les comportements clairement inacceptables. Chacun peut demander ce qu’elle contient à son sujet, et le faire corriger, contester ou supprimer. Nous répondons sous 30 jours.',
  howTitle: 'Comment cela se passe',
  how1: 'Remplissez le formulaire et joignez une copie d’une pièce d’identité, afin que nous ne répondions qu’à vous.',
  how2: 'Nous vous envoyons un e-mail avec un lien : votre demande compte dès que vous l’ouvrez (dans les 48 heures).',
  how3: 'Une personne de KnowYourGuest vérifie votre identité, puis répond par e-mail sous 30 jours. Avant cette vérification, nous ne disons rien d’une éventuelle inscription.',
  how4: 'La copie de votre pièce d’identité est supprimée à la clôture de votre demande, et au plus tard après 90 jours.',
  footerLink: 'Vos données',
  privacyLink: 'Comment nous traitons les données personnelles',
  formTitle: 'Votre demande',
  required: 'Les champs marqués * sont obligatoires.',
  name: 'Vos nom et prénom',
  nameHint: 'Comme sur votre pièce d’identité.',
  birthDate: 'Date de naissance',
  email: 'Adresse e-mail pour notre réponse',
  emailHint: 'Nous envoyons le lien de confirmation et notre réponse à cette adresse.',
  reference: 'Référence de notre avis (si vous en avez une)',
  referenceHint: 'Elle ressemble à KYG-7QK4-M2XD et figure dans l’e-mail ou la lettre reçue.',
  kind: 'Que demandez-vous ?',
  kinds: {
    access: 'Voir ce qui est détenu à mon sujet',
    correction: 'Corriger une erreur',
    objection: 'Contester un signalement me concernant',
    deletion: 'Supprimer ce qui est détenu à mon sujet',
  },
  paid: 'J’ai payé la facture (ou réparé le dommage) et je joins une preuve de paiement',
  paidHint: 'L’hôtel qui vous a signalé est consulté d’abord : il a 7 jours pour retirer le signalement ou répondre.',
  proof: 'Preuve de paiement',
  proofHint:
    'Une quittance, un relevé bancaire ou la confirmation de l’hôtel : PNG, JPG ou PDF, {mb} Mo au plus chacun.',
  details: 'Votre message',
  detailsRequired: 'Votre message',
  detailsHint: 'Ce qui est faux, ou pourquoi vous contestez. 4000 caractères au plus.',
  idDocument: 'Copie de votre pièce d’identité',
  idDocumentHint:
    'Une photo ou un scan de votre carte d’identité ou passeport (recto et verso) : PNG, JPG ou PDF, {mb} Mo au plus chacun. Vous pouvez masquer la photo et le numéro du document.',
  chosen: 'Choisi : {names}',
  submit: 'Envoyer ma demande',
  sending: 'Envoi… {percent} %',
  sentTitle: 'Veuillez consulter vos e-mails',
  received:
    'Merci. Si l’adresse indiquée est juste, vous recevrez dans quelques minutes un e-mail avec un lien. Votre demande compte dès que vous ouvrez ce lien (dans les 48 heures).',
  another: 'Envoyer une autre demande',
  confirmTitle: 'Confirmer votre demande',
  confirming: 'Confirmation de votre demande…',
  confirmed:
    'Votre demande est confirmée. Nous vous avons envoyé un accusé de réception par e-mail et répondrons sous 30 jours, après avoir vérifié votre identité.',
  confirmFailed:
    'Ce lien n’est pas (ou plus) valable. Un lien fonctionne une fois, pendant 48 heures. Vous pouvez renvoyer votre demande.',
  confirmButton: 'Confirmer ma demande',
  letterMailed: 'La lettre a été envoyée par e-mail au demandeur.',
  console: {
    files: 'Pièce d’identité et preuve de paiement',
    noFiles: 'Les copies ont été supprimées (demande close ou de plus de 90 jours).',
    download: 'Télécharger {name}',
    mailLetter: 'Envoyer la lettre ({type}) par e-mail au demandeur',
    purposes: { id_document: 'Copie de la pièce d’identité', proof_of_payment: 'Preuve de paiement' },
  },
  // La demande d'un client qui a payé, chez l'hôtel auteur du signalement (issue 34, section 3 ; ADR 305).
  hotel: {
    title: 'Le client indique avoir payé la facture',
    intro:
      'Le client demande le retrait de votre signalement et a envoyé une preuve de paiement. Marquez le signalement comme réglé si la facture est payée, ou répondez pourquoi il ne l’est pas. Sans l’un ou l’autre d’ici au {date}, KnowYourGuest reprend la demande.',
    statement: 'Les mots du client',
    noStatement: 'Le client n’a rien écrit de plus.',
    proofs: 'Preuve de paiement',
    settle: 'Marquer le signalement comme réglé',
    answerTitle: 'Pas réglé ? Répondez pourquoi',
    answerHint: 'Par exemple : le virement n’est pas arrivé. Votre réponse va à KnowYourGuest, qui répond au client.',
    mail: {
      subject: 'Un client indique avoir payé la facture de votre signalement',
      heading: 'Un client demande le retrait de votre signalement',
      body: '{guest} indique avoir payé la facture de votre signalement et a envoyé une preuve de paiement. Veuillez la consulter dans votre espace membre : marquez le signalement comme réglé, ou répondez pourquoi il ne l’est pas.',
      until: 'Vous avez jusqu’au {date} ; ensuite KnowYourGuest reprend la demande.',
      action: 'Ouvrir la demande',
    },
  },
  mail: {
    confirmSubject: 'Veuillez confirmer votre demande à KnowYourGuest',
    confirmHeading: 'Confirmez votre demande',
    confirmBody:
      'Nous avons reçu une demande sur la page « Vos données chez KnowYourGuest » avec cette adresse e-mail : {kind}. Elle compte dès que vous la confirmez avec le bouton ci-dessous.',
    confirmHours:
      'Le lien fonctionne une fois, pendant {hours} heures. Sans confirmation, la demande et ses fichiers sont supprimés.',
    confirmAction: 'Confirmer ma demande',
    notYou: 'Si vous n’avez pas envoyé cette demande, ignorez cet e-mail : rien ne se passe et tout est supprimé.',
    acknowledgementSubject: 'Votre demande à KnowYourGuest : accusé de réception',
    answerSubject: 'Votre demande à KnowYourGuest : notre réponse',
  },
  errors: {
    name: 'Indiquez vos nom et prénom.',
    birthDate: 'Indiquez votre date de naissance, par exemple 24.03.1985.',
    reference: 'Une référence ressemble à KYG-7QK4-M2XD. Vérifiez-la ou laissez le champ vide.',
    kind: 'Choisissez ce que vous demandez.',
    details: 'Dites-nous ce qui est faux ou pourquoi vous contestez.',
    paidKind: 'Une preuve de paiement accompagne une demande de suppression.',
    invisible: 'Ce champ contient des caractères de contrôle invisibles. Veuillez le saisir à nouveau.',
    paused:
      'Les demandes avec une copie de pièce d’identité ne peuvent pas être reçues pour le moment. Veuillez réessayer dans quelques heures, ou nous écrire par e-mail ou par courrier.',
    idDocument: 'Joignez une copie de votre pièce d’identité.',
    proof: 'Joignez votre preuve de paiement.',
    proofNotPaid: 'Une preuve de paiement n’est nécessaire que si vous indiquez avoir payé.',
    tooManyFiles: '{name} est un fichier de trop : 2 fichiers au plus pour la pièce d’identité et pour la preuve.',
    fileType: '{name} : une copie doit être une photo ou un scan : PNG, JPG ou PDF.',
    fileTooLarge:
      '{name} est trop volumineux : un fichier peut faire {mb} Mo au plus. Envoyez une photo ou un scan plus petit.',
    addressSpent: 'Trop de demandes ont été envoyées à cette adresse e-mail aujourd’hui. Veuillez réessayer demain.',
    link: 'Ce lien n’est pas (ou plus) valable. Un lien fonctionne une fois, pendant 48 heures. Vous pouvez renvoyer votre demande.',
    fileNotFound: 'Ce fichier n’existe pas (ou plus).',
    noAddress:
      'Seule une demande venue de la page « Vos données » a une adresse e-mail confirmée pour l’envoi des lettres.',
  },
} satisfies Translation['yourData']

export default yourData
