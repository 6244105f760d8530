import type { Translation } from '../i18n-types'

export default {
  greeting: 'Bonjour {name},',
  greetingNoName: 'Bonjour,',
  greetingUnknownReader: 'Madame, Monsieur,',
  signature: 'L’équipe KnowYourGuest',
  footer: 'Vous recevez cet e-mail en raison de votre compte KnowYourGuest. Des questions ? Écrivez-nous à {contact}.',
  linkFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
  accessGranted: {
    subject: 'Votre adhésion KnowYourGuest est active',
    heading: 'Bienvenue sur KnowYourGuest',
    body: 'Nous avons vérifié votre établissement {company}. Votre adhésion est désormais active et vous pouvez vous connecter avec votre adresse e-mail et votre mot de passe.',
    action: 'Se connecter',
  },
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe KnowYourGuest',
    heading: 'Réinitialiser votre mot de passe',
    body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Le lien ci-dessous est valable une heure et ne peut être utilisé qu’une seule fois.',
    action: 'Choisir un nouveau mot de passe',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  applicationRejected: {
    subject: 'Votre demande d’adhésion à KnowYourGuest',
    heading: 'Nous n’avons pas pu accepter votre demande',
    body: 'Nous avons examiné la demande de {company} et ne pouvons pas l’accepter.',
    reason: 'Motif : {reason}',
    noPayment: 'Nous n’avons reçu aucun paiement de votre part : vous ne devez rien et rien ne sera débité.',
    refundCard:
      'Votre paiement d’inscription de CHF {amount} a été remboursé sur votre carte ; selon votre banque, il apparaît sur votre relevé dans un délai de 5 à 10 jours ouvrables. Votre abonnement a pris fin.',
    refundTransfer:
      'Votre paiement d’inscription de CHF {amount} vous est reversé sur le compte d’où il provient ; il arrive dans quelques jours ouvrables. Votre abonnement a pris fin.',
    contact: 'Si vous pensez qu’il s’agit d’une erreur ou pouvez nous envoyer ce qui manque, écrivez-nous à {contact}.',
  },
} satisfies Translation['mail']
