import type { Translation } from '../i18n-types'

export default {
  metaTitle: 'Conditions générales | KnowYourGuest',
  metaDescription:
    'Les conditions d’adhésion à KnowYourGuest : comptes personnels, activation, abonnement annuel, résiliation, signalements et droit applicable.',
  title: 'Conditions générales',
  binding: 'Seule la version française des présentes conditions générales fait foi.',
  intro:
    'Les présentes conditions générales régissent l’utilisation de KnowYourGuest, la plateforme réservée aux membres sur laquelle des hôtels vérifiés contrôlent leurs clients et partagent des signalements. Un hôtel les accepte lors de son inscription.',
  contents: 'Sommaire',
  sections: {
    scope: {
      title: 'Objet du service',
      p1: 'KnowYourGuest permet aux hôtels membres de rechercher des clients et de publier des signalements sur des clients partis sans payer, ayant causé des dégâts, s’étant montrés agressifs ou ayant enfreint le règlement de la maison. Le service est réservé aux professionnels de l’hôtellerie ; les clients signalés et le public n’y ont pas accès.',
    },
    membership: {
      title: 'Adhésion et activation',
      p1: 'L’adhésion est ouverte aux hôtels, qui sont vérifiés manuellement avant d’obtenir l’accès. Un hôtel indique sa catégorie (nombre d’étoiles) et s’il est membre d’une association hôtelière suisse.',
      p2: 'Un compte n’est activé qu’après le paiement de la cotisation et la signature de la déclaration de conformité.',
    },
    accounts: {
      title: 'Comptes personnels',
      p1: 'Chaque compte est personnel et incessible. Les données de connexion ne peuvent être ni partagées, ni prêtées, ni transmises, que ce soit au sein de l’hôtel ou à l’extérieur.',
      p2: 'L’utilisation partagée d’un compte entraîne l’exclusion de la plateforme pour une durée d’au moins {exclusionYears} ans et une pénalité forfaitaire de {penalty}.',
      p3: 'Le·la titulaire d’un compte d’hôtel, la personne responsable qui a inscrit l’hôtel, peut inviter des membres du personnel, chacun·e avec un compte personnel. Le personnel peut rechercher, rédiger et modifier les signalements de l’hôtel et voir ses signalements, demandes et arrivées ; seul·e le·la titulaire gère le personnel, la facturation et le renouvellement, les clés d’API, les données de l’hôtel et la fermeture du compte. L’hôtel et son·sa titulaire répondent de l’utilisation de chaque compte du personnel comme de la leur et retirent immédiatement toute personne qui quitte l’hôtel.',
    },
    reports: {
      title: 'Signalements et preuves',
      p1: 'En publiant un signalement, le membre s’engage à ce que :',
      facts: 'le signalement soit véridique, factuel et limité à ce qui s’est passé pendant le séjour ;',
      evidence:
        'le signalement soit étayé par des preuves vérifiables, par exemple une facture impayée, des photos ou un rapport de police ;',
      p2: 'Un administrateur contrôle chaque signalement avant publication. Seul l’hôtel qui a créé un signalement peut le modifier ou le supprimer, et un signalement modifié est de nouveau contrôlé. Les signalements sont conservés au maximum {retentionYears} ans.',
    },
    duties: {
      title: 'Obligations des membres',
      p1: 'Les membres n’utilisent les informations que pour évaluer leurs propres risques, les traitent de manière confidentielle, ne les copient pas hors de la plateforme et répondent sans délai à toute demande d’un client qu’ils ont signalé. Toutes les actions sur la plateforme sont journalisées.',
    },
    subscription: {
      title: 'Abonnement et renouvellement',
      p1: 'L’abonnement court pendant un an à compter de l’activation et se renouvelle automatiquement pour {subscriptionMonths} mois, au prix en vigueur pour la catégorie de l’hôtel, en francs suisses.',
    },
    termination: {
      title: 'Résiliation',
      p1: 'L’abonnement peut être résilié par écrit, la résiliation devant parvenir au moins {noticeDays} jours avant la fin de la période en cours.',
      p2: 'Les montants déjà payés ne sont pas remboursés en cas de fin anticipée de l’abonnement, y compris après une exclusion.',
    },
    dataProtection: {
      title: 'Protection des données',
      p1: 'Les données personnelles sont traitées conformément à la politique de confidentialité. Toutes les données sont hébergées en Suisse et ne sont jamais vendues.',
    },
    changes: {
      title: 'Modification des conditions',
      p1: 'Nous pouvons modifier les présentes conditions. Les modifications sont publiées sur cette page et entrent en vigueur {changeDays} jours après leur publication ; les membres en sont informés par e-mail.',
    },
    law: {
      title: 'Droit applicable et version faisant foi',
      p1: 'Les présentes conditions sont régies par le droit suisse.',
      p2: 'Elles sont publiées en français, en anglais, en allemand et en italien. Seule la version française fait foi ; les autres versions sont des traductions fournies à titre d’information.',
    },
  },
} satisfies Translation['terms']
