import type { Translation } from '../i18n-types'

export default {
  errorSummary: 'Veuillez corriger ce qui suit ({count}) :',
  strength: {
    label: 'Solidité du mot de passe',
    veryWeak: 'très faible',
    weak: 'faible',
    fair: 'moyenne',
    good: 'bonne',
    strong: 'élevée',
    tooEasy: 'trop facile à deviner',
  },
  register: {
    progress: "Progression de l'inscription",
    done: 'terminé',
    consents: 'Conditions générales et consentement',
  },
  bank: {
    copy: 'Copier',
    copyIban: "Copier l'IBAN",
    copyReference: 'Copier la référence',
    copied: 'Copié',
    qrTitle: 'Payer avec la QR-facture',
    qrText:
      'Scannez le code QR avec votre application bancaire : le montant, le compte et la référence sont repris automatiquement. Nous vous avons aussi envoyé cette QR-facture en PDF par e-mail.',
    qrAlt: 'QR-facture suisse de CHF {amount} avec la référence {reference}',
    qrAltPayer: 'QR-facture suisse de CHF {amount} avec la référence {reference}, payable par {payer}',
    qrScrollHint:
      'La QR-facture est affichée à sa taille réelle pour que les applications bancaires puissent la lire : faites défiler latéralement pour la voir entière (le récépissé est à gauche).',
    goToSignIn: 'Aller à la connexion',
  },
  next: {
    title: 'La suite',
    paidCard: 'Vous avez payé par carte.',
    awaitBank: 'Nous attendons votre virement. Il arrive généralement en un à trois jours ouvrables.',
    check: 'Un administrateur vérifie ensuite votre hôtel.',
    access: 'Vous recevez un e-mail dès que votre accès est ouvert et pouvez alors vous connecter.',
  },
  noRegistration: {
    title: 'Rien à afficher ici',
    text: "Cette page montre l'état d'une inscription juste après le paiement. Pour devenir membre, inscrivez votre hôtel ; si vous l'êtes déjà, connectez-vous.",
    register: 'Inscrire votre hôtel',
    signIn: 'Se connecter',
  },
  idle: {
    title: 'Vous allez être déconnecté',
    text: "Pour votre sécurité, vous serez déconnecté dans {seconds} secondes, car rien ne s'est passé sur cette page.",
    stay: 'Rester connecté',
    lockTitle: 'Vous avez été déconnecté',
    lockText:
      'Pour votre sécurité, vous avez été déconnecté car rien ne s’est passé sur cette page. Reconnectez-vous pour reprendre là où vous en étiez\u00a0: ce que vous avez saisi est toujours là. Si une autre personne se connecte, la page est vidée.',
    lockLeave: 'Quitter cette page et aller à la connexion',
  },
  account: {
    menu: 'Menu du compte de {company}',
    profile: 'Profil',
    signOut: 'Se déconnecter',
  },
  language: {
    menu: 'Langue : {language}',
  },
  pricing: {
    title: 'Abonnement annuel',
    intro: "Un prix par année, avec un rabais pour les membres d'une association hôtelière.",
    tier3: "Jusqu'à 3 étoiles",
    tier5: '4 ou 5 étoiles',
    standard: 'Standard',
    association: "Membre d'une association",
    perYear: '{price} / an',
    note: 'Prix en francs suisses. Paiement par carte ou par virement avec QR-facture.',
  },
  toast: {
    close: 'Fermer la notification',
  },
} satisfies Translation['journey']
