import type { Translation } from '../i18n-types'

const guestSide = {
  errors: {
    settleAmount: 'Saisissez le montant payé en CHF, par exemple 250 ou 1250.50, ou laissez vide.',
    settleDate: 'Saisissez le jour du paiement (pas dans le futur), ou laissez vide.',
  },
  settle: {
    action: 'Marquer comme réglé',
    label: 'Marquer comme réglé le signalement concernant {name}',
    title: 'Le client a payé ou réparé le dommage ?',
    text: 'Le signalement concernant {name} quitte immédiatement toutes les recherches, vérifications d’arrivées et alertes, et ne peut pas être rétabli. Si le signalement contient l’e-mail du client, celui-ci est informé de la suppression. Seul un enregistrement sans données personnelles est conservé, à des fins statistiques.',
    amount: 'Montant payé en CHF (facultatif)',
    paidOn: 'Payé le (facultatif)',
    confirm: 'Marquer comme réglé',
    busy: 'En cours...',
    done: 'Le signalement a été marqué comme réglé et supprimé.',
    failed: 'Le signalement n’a pas pu être marqué comme réglé. Veuillez réessayer.',
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
