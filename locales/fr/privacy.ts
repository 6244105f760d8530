import type { Translation } from '../i18n-types'

export default {
  metaTitle: 'Politique de confidentialité | KnowYourGuest',
  metaDescription:
    'Quelles données personnelles KnowYourGuest traite, pourquoi, pendant combien de temps et quels sont vos droits. Données hébergées en Suisse, jamais vendues.',
  title: 'Politique de confidentialité',
  effective: 'En vigueur depuis le {date}',
  intro:
    'KnowYourGuest est une plateforme réservée aux membres sur laquelle des hôtels vérifiés partagent des informations sur des clients ayant causé de graves problèmes. La présente politique explique quelles données personnelles nous traitons, pourquoi, pendant combien de temps et quels sont vos droits. Elle s’applique aux hôtels membres et aux personnes qu’ils signalent.',
  contents: 'Sommaire',
  sections: {
    controller: {
      title: 'Responsable du traitement',
      p1: 'Le responsable des traitements décrits ici est {operator}, {operatorAddress}, Suisse (IDE {operatorUid}), qui exploite KnowYourGuest. Chaque hôtel membre est lui-même responsable des signalements qu’il publie et des réponses aux demandes des clients qu’il signale.',
      p2: 'Pour toute question sur la présente politique ou sur vos données, écrivez à {email}.',
    },
    collected: {
      title: 'Données collectées',
      p1: 'Nous ne traitons que les données nécessaires au fonctionnement de la plateforme :',
      members:
        'Membres (hôtels et personnes agissant pour eux) : nom, entreprise, adresse professionnelle, numéro de téléphone, adresse e-mail et copie de la pièce d’identité du représentant.',
      staff:
        'Personnel des hôtels membres : prénom, nom, adresse e-mail et langue, saisis par le·la titulaire de l’hôtel lors de l’invitation ; chaque recherche, lecture et modification est journalisée avec leur nom et leur hôtel.',
      clients:
        'Clients signalés : nom, date de naissance, adresse, adresse e-mail, numéro de téléphone, numéro de passeport ou de carte d’identité, faits signalés et photos.',
      arrivals:
        'Prochains clients qu’un hôtel ajoute sous Arrivées : nom, date de naissance, nationalité, numéro du document, adresse e-mail, téléphone, dates du séjour et numéro de réservation de l’hôtel ; seul cet hôtel les voit.',
      technical: 'Données techniques : adresse IP, journaux de connexion et activité sur la plateforme.',
    },
    purposes: {
      title: 'Finalités',
      p1: 'Nous utilisons ces données pour :',
      verify: 'vérifier les hôtels avant de leur ouvrir l’accès et gérer leur adhésion et leur abonnement ;',
      prevent:
        'permettre aux membres de vérifier leurs clients avant l’arrivée et de s’avertir mutuellement des séjours impayés, des dégâts, des agressions et des infractions graves au règlement de la maison ;',
      review: 'contrôler chaque signalement avant publication et traiter les litiges ;',
      protect: 'protéger la plateforme, détecter les abus et tenir un journal complet de toutes les actions ;',
      comply: 'respecter nos obligations légales.',
      p2: 'Les données ne sont jamais vendues, louées ni utilisées à des fins publicitaires.',
    },
    legalBasis: {
      title: 'Base juridique',
      p1: 'Nous traitons les données personnelles conformément à la loi fédérale sur la protection des données (LPD). Les données des membres sont traitées pour exécuter le contrat d’adhésion. Les données relatives aux clients signalés sont traitées sur la base de l’intérêt légitime prépondérant des hôtels à se protéger contre la fraude, les dégâts et la violence, dans le respect des principes de proportionnalité et de bonne foi.',
      p2: 'Le droit suisse s’applique à la présente politique et à tous les traitements.',
    },
    sharing: {
      title: 'Accès et communication',
      p1: 'Les signalements sont confidentiels. Seuls les hôtels membres vérifiés et nos administrateurs peuvent les consulter, et les autres hôtels ne voient un signalement qu’après son approbation par un administrateur. Les clients signalés et le public n’ont pas accès à la plateforme.',
      p2: 'Seul l’hôtel qui a créé un signalement peut le modifier ou le supprimer. Nous ne communiquons aucune donnée à des tiers, sauf à des prestataires techniques liés par contrat et par une obligation de confidentialité (hébergement ou paiement, par exemple) ou lorsque la loi l’exige.',
      p3: 'Toutes les données sont hébergées en Suisse.',
    },
    security: {
      title: 'Sécurité',
      p1: 'L’accès est limité aux comptes personnels des membres vérifiés, et les comptes ne peuvent pas être partagés. Les mots de passe ne sont conservés que sous forme d’empreintes robustes, les connexions sont chiffrées, les pièces justificatives sont stockées hors de tout dossier public, et chaque recherche, consultation et modification est consignée dans un journal qui révèle toute manipulation.',
    },
    rights: {
      title: 'Vos droits',
      p1: 'Vous avez le droit de savoir si nous traitons des données vous concernant, d’en recevoir une copie, de faire rectifier des données inexactes et de vous opposer au traitement ou d’en demander l’effacement, dans les limites de la loi.',
      informed:
        'Si un hôtel vous signale et qu’un administrateur publie le signalement, vous en êtes informé : par e-mail lorsque le signalement contient votre adresse, sinon par une lettre que l’hôtel envoie. L’avis nomme l’hôtel, le séjour, le motif, la durée de conservation et votre référence personnelle.',
      page: 'Sur la page /your-data, vous pouvez demander à voir, corriger, contester ou supprimer vos données, avec une copie d’une pièce d’identité. Votre demande compte dès que vous confirmez votre adresse e-mail ; une personne de KnowYourGuest vérifie votre identité avant de vous dire quoi que ce soit, et nous répondons par e-mail. Si vous avez payé ce que vous deviez, demandez-y le retrait avec une preuve de paiement : l’hôtel qui vous a signalé a 7 jours pour marquer le signalement comme réglé ou répondre, puis nous décidons. Un signalement réglé quitte la plateforme aussitôt et vous en êtes informé.',
      p2: 'Vous pouvez aussi écrire à {email}. Nous traitons chaque demande dans un délai de {requestDays} jours.',
      p3: 'Si notre réponse ne vous satisfait pas, vous pouvez déposer une plainte auprès du Préposé fédéral à la protection des données et à la transparence (PFPDT), l’autorité suisse de protection des données.',
    },
    retention: {
      title: 'Durée de conservation',
      p1: 'Nous ne conservons les données que le temps nécessaire :',
      reports:
        'les signalements de clients sont conservés jusqu’à {reportRetentionYears} ans ; ce délai peut être renouvelé pendant un litige portant sur le signalement ;',
      members: 'les profils des membres sont archivés {memberArchiveYears} ans après la clôture du compte ;',
      technical: 'les données techniques sont conservées {technicalDataMonths} mois ;',
      arrivals:
        'les prochains clients qu’un hôtel ajoute sous Arrivées sont supprimés automatiquement un jour après le départ, avec leurs alertes ; le journal ne garde que des nombres et des codes brouillés (hachages à clé) des identifiants ;',
      idCopies:
        'demandes envoyées sur /your-data : les demandes non confirmées sont supprimées après 48 heures ; la copie de votre pièce d’identité est supprimée à la clôture de votre demande, et au plus tard après 90 jours ;',
      afterBan:
        'après une exclusion ou une suppression, les données sont conservées jusqu’à {afterBanYears} ans afin de prévenir les abus et de faire valoir des droits en justice.',
      p2: 'À l’échéance, les données sont supprimées automatiquement.',
      backups:
        'Les copies de sauvegarde, chiffrées et conservées en Suisse, sont renouvelées toutes les quelques minutes et supprimées au fur et à mesure : une donnée supprimée du service, par exemple un signalement retiré à la demande de la personne concernée, disparaît de toutes les copies de sauvegarde dans un délai de {backupCopyDays} jours.',
    },
    breach: {
      title: 'Notification des violations de données',
      p1: 'Si une violation de la sécurité des données risque de porter atteinte aux personnes concernées, nous en informons le PFPDT et les personnes touchées dans les {breachHours} heures suivant sa découverte, et nous informons les hôtels membres des mesures prises.',
    },
    changes: {
      title: 'Modifications et traductions',
      p1: 'Nous pouvons mettre à jour la présente politique. La version en vigueur est toujours publiée sur cette page avec sa date d’entrée en vigueur, et les membres sont informés par e-mail de toute modification importante.',
      p2: 'La présente politique est disponible en anglais, en français, en allemand et en italien. En cas de divergence, la version française prévaut.',
    },
  },
} satisfies Translation['privacy']
