import type { Translation } from '../i18n-types'

export default {
  metaTitle: 'Questions fréquentes | KnowYourGuest',
  metaDescription:
    'Qui peut adhérer à KnowYourGuest, ce qu’un signalement peut contenir, comment les signalements sont contrôlés, combien de temps les données sont conservées et ce que peut faire une personne signalée.',
  title: 'Questions fréquentes',
  intro: 'Tout ce qu’un hôtel doit savoir avant d’adhérer. Choisissez une question pour lire la réponse.',
  moreTitle: 'Une autre question ?',
  moreText: 'Écrivez-nous à {email}. Nous répondons en français, en allemand, en italien ou en anglais.',
  items: {
    about: {
      question: 'Qu’est-ce que KnowYourGuest ?',
      answer:
        'KnowYourGuest est une plateforme réservée aux membres sur laquelle des hôtels vérifiés, principalement en Suisse, s’avertissent mutuellement des clients problématiques : personnes parties sans payer, ayant causé des dégâts, s’étant montrées agressives ou ayant gravement enfreint le règlement de la maison. Les membres recherchent un client avant son arrivée et publient des signalements sur les incidents qu’ils ont vécus.',
    },
    whoCanJoin: {
      question: 'Qui peut adhérer ?',
      answer:
        'Uniquement des hôtels. Chaque hôtel s’inscrit en tant qu’entreprise avec sa catégorie (« jusqu’à 3 étoiles » ou « 4 ou 5 étoiles ») et indique s’il est membre d’une association hôtelière suisse, ce qui donne droit à un prix réduit. Notre équipe contrôle manuellement chaque hôtel avant de lui ouvrir l’accès. Les clients signalés et le public n’y ont pas accès.',
    },
    howToJoin: {
      question: 'Comment adhérer ?',
      answer:
        'L’inscription se fait en trois étapes : la personne responsable, l’entreprise, puis l’abonnement. Le compte est activé une fois la cotisation payée, la déclaration de conformité signée reçue et l’hôtel vérifié par notre équipe. Vous recevez ensuite un e-mail avec vos accès.',
    },
    subscription: {
      question: 'Comment fonctionnent l’abonnement et son renouvellement ?',
      answer:
        'L’abonnement dure un an et se renouvelle automatiquement pour {subscriptionMonths} mois. Pour y mettre fin, envoyez une résiliation écrite au moins {noticeDays} jours avant la fin de la période en cours. Les montants déjà payés ne sont pas remboursés en cas de résiliation anticipée. Votre profil indique la date d’échéance et permet de renouveler par carte ou par virement bancaire.',
    },
    reportContent: {
      question: 'Que peut contenir un signalement ?',
      answer:
        'Un signalement identifie le client et décrit ce qui s’est passé. Il peut contenir le nom du client, sa date et son lieu de naissance, son adresse e-mail, son numéro de téléphone et le numéro de sa pièce d’identité, ainsi que les dates du séjour et une description factuelle de l’incident.',
    },
    evidence: {
      question: 'Pourquoi chaque signalement doit-il être accompagné de preuves ?',
      answer:
        'Un signalement sans preuve n’est qu’une opinion. Chaque signalement doit donc être accompagné de preuves vérifiables, par exemple une facture impayée, des photos des dégâts ou un rapport de police. Les fichiers sont conservés de manière sécurisée et ne sont montrés qu’à l’hôtel qui les a transmis et à nos administrateurs.',
    },
    validation: {
      question: 'Qui contrôle un signalement avant que d’autres hôtels le voient ?',
      answer:
        'Un administrateur examine chaque signalement et ses preuves avant publication. Un signalement n’est publié qu’une fois approuvé ; sinon, il est refusé avec une note qui en explique la raison. Les autres hôtels ne voient jamais les signalements en attente ou refusés.',
    },
    editing: {
      question: 'Qui peut modifier ou supprimer un signalement ?',
      answer:
        'Seul l’hôtel qui a créé un signalement peut le modifier ou le supprimer. Un signalement modifié est de nouveau contrôlé avant d’être republié. Aucun autre membre ne peut le changer.',
    },
    search: {
      question: 'Comment fonctionne la recherche de clients ?',
      answer:
        'Saisissez ce que vous savez du client, par exemple son nom et sa date de naissance, son e-mail, son téléphone ou le numéro de sa pièce d’identité. Les résultats sont regroupés en correspondances exactes, correspondances proches et signalements de votre propre hôtel. Les numéros de pièce d’identité saisis par d’autres hôtels ne sont jamais affichés.',
    },
    logging: {
      question: 'Les recherches et les modifications sont-elles enregistrées ?',
      answer:
        'Oui. Toutes les actions sont journalisées : chaque recherche, chaque signalement consulté, créé, modifié ou supprimé et chaque décision administrative. Le journal est protégé contre toute manipulation, ce qui permet de détecter et de prouver un abus.',
    },
    sharedAccount: {
      question: 'Plusieurs collaborateurs peuvent-ils utiliser le même compte ?',
      answer:
        'Non. Les comptes sont personnels et incessibles. À la place, le·la titulaire de l’hôtel (la personne responsable qui l’a inscrit) invite chaque collaborateur·rice depuis le profil : chacun·e reçoit un compte personnel pour rechercher, rédiger des signalements et voir les signalements, demandes et arrivées de l’hôtel. Le·la titulaire gère l’équipe, la facturation et les données de l’hôtel et répond de ce que le personnel fait avec ses comptes. L’utilisation partagée d’un compte entraîne une exclusion d’au moins {exclusionYears} ans et une pénalité forfaitaire de {penalty}.',
    },
    retention: {
      question: 'Combien de temps les signalements sont-ils conservés ?',
      answer:
        'Un signalement est conservé au maximum {retentionYears} ans, puis supprimé automatiquement. Ce délai ne peut être prolongé que pendant un litige portant sur le signalement. Les prochains clients qu’un hôtel ajoute sous Arrivées ne sont pas des signalements : seul cet hôtel les voit, ils sont comparés aux signalements et supprimés automatiquement un jour après le départ ; notre journal ne garde que leur nombre et des codes brouillés des identifiants, jamais les clients eux-mêmes.',
    },
    hosting: {
      question: 'Où les données sont-elles stockées ?',
      answer:
        'Toutes les données sont hébergées en Suisse et le droit suisse s’applique. Les données ne sont jamais vendues, louées ni utilisées à des fins publicitaires.',
    },
    reportedPerson: {
      question: 'Que peut faire une personne qui a été signalée ?',
      answer:
        'Une personne signalée est informée lorsque le signalement est publié, par e-mail ou par une lettre de l’hôtel, avec une référence personnelle. Les personnes signalées n’ont pas accès à la plateforme, mais elles conservent leurs droits : sur la page /your-data, elles demandent à voir, corriger, contester ou supprimer leurs données, avec une copie d’une pièce d’identité. Nous vérifions l’identité avant de dire quoi que ce soit et répondons sous 30 jours ; la copie de la pièce d’identité est supprimée à la clôture de la demande, au plus tard après 90 jours. Un client qui a payé y demande le retrait avec une preuve de paiement : l’hôtel qui l’a signalé a 7 jours pour marquer le signalement comme réglé ou répondre, puis nous décidons. Un signalement réglé quitte la plateforme aussitôt et le client en est informé. Une plainte peut être adressée à {email}, puis au Préposé fédéral à la protection des données et à la transparence, l’autorité suisse de protection des données.',
    },
    languages: {
      question: 'Dans quelles langues la plateforme est-elle disponible ?',
      answer:
        'En anglais, en français, en allemand et en italien ; l’anglais est la langue par défaut. Choisissez votre langue en haut de chaque page. Pour les textes juridiques, seule la version française fait foi.',
    },
  },
} satisfies Translation['faq']
