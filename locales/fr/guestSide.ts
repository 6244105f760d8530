import type { Translation } from '../i18n-types'

const guestSide = {
  errors: {
    noticeNotFound: 'Aucune notification ne correspond à cette référence ou à ce signalement.',
    noticeHeld: 'Cette notification est déjà retenue.',
    settleAmount: 'Saisissez le montant payé en CHF, par exemple 250 ou 1250.50, ou laissez vide.',
    settleDate: 'Saisissez le jour du paiement (pas dans le futur), ou laissez vide.',
  },
  settle: {
    action: 'Marquer comme réglé',
    title: 'Le client a payé ou réparé le dommage ?',
    text: 'Le signalement concernant {name} quitte immédiatement toutes les recherches, vérifications d’arrivées et alertes, et ne peut pas être rétabli. Si le signalement contient l’e-mail du client, celui-ci est informé de la suppression. Seul un enregistrement sans données personnelles est conservé, à des fins statistiques.',
    amount: 'Montant payé en CHF (facultatif)',
    paidOn: 'Payé le (facultatif)',
    confirm: 'Marquer comme réglé',
    busy: 'En cours...',
    done: 'Le signalement a été marqué comme réglé et supprimé.',
    failed: 'Le signalement n’a pas pu être marqué comme réglé. Veuillez réessayer.',
  },
  notice: {
    subject: 'Un hôtel a signalé votre séjour à KnowYourGuest',
    heading: 'Information sur un signalement vous concernant',
    reported:
      '{hotel} a signalé votre séjour du {checkIn} au {checkOut} sur KnowYourGuest, une liste d’alerte pour hôtels, pour ce motif : {category}.',
    amount: 'Montant dû selon l’hôtel : {amount}.',
    shared:
      'Le signalement n’est partagé qu’avec des hôtels dont nous avons vérifié l’adhésion. Il est conservé jusqu’au {until} au plus tard, et supprimé plus tôt si l’hôtel le marque comme réglé (par exemple une fois la facture payée).',
    rights:
      'Vous pouvez consulter les données que nous détenons sur vous, les faire corriger, contester le signalement ou demander sa suppression sur {url}.',
    action: 'Voir, corriger ou contester vos données',
    footer:
      'Vous recevez cet e-mail parce qu’un hôtel a signalé votre séjour sur KnowYourGuest. Des questions ? Écrivez-nous à {contact}.',
    reference: 'Votre référence personnelle (à indiquer sur cette page) : {reference}',
  },
  removed: {
    subject: 'Votre inscription sur KnowYourGuest a été supprimée',
    heading: 'Votre inscription a été supprimée',
    body: '{hotel} a indiqué que son signalement concernant votre séjour du {checkIn} au {checkOut} est réglé. Il a été retiré de KnowYourGuest immédiatement : aucun hôtel ne peut plus le trouver.',
    kept: 'Seul un enregistrement sans vos données personnelles est conservé, à des fins statistiques.',
    rights: 'Vous pouvez toujours nous demander quelles données nous détenons à votre sujet sur {url}.',
  },
} satisfies Translation['guestSide']

export default guestSide
