import type { Translation } from '../i18n-types'

export default {
  corrected: {
    subject: 'Nous avons corrigé l’un de vos signalements',
    body: 'À la suite d’une demande de la personne concernée, nous avons corrigé votre signalement concernant le séjour du {checkIn} au {checkOut}.',
  },
  deleted: {
    subject: 'Nous avons supprimé l’un de vos signalements',
    body: 'À la suite d’une demande de la personne concernée, nous avons supprimé votre signalement concernant le séjour du {checkIn} au {checkOut}. Il n’est plus visible pour personne.',
  },
  changed: 'Modifié : {fields}.',
  reason: 'Notre motif : {reason}',
  action: 'Voir vos signalements',
  fields: {
    first_name: 'Prénom',
    last_name: 'Nom',
    birth_date: 'Date de naissance',
    birth_place: 'Lieu de naissance',
    nationality: 'Nationalité',
    phone: 'Téléphone',
    email: 'E-mail',
    street_name: 'Rue',
    building_no: 'N° de bâtiment',
    apartment_no: 'N° d’appartement',
    zip_code: 'NPA',
    city: 'Localité',
    country: 'Pays',
    document_type: 'Type de document',
    document_number: 'Numéro du document',
    check_in: 'Date d’arrivée',
    check_out: 'Date de départ',
    category: 'Catégorie',
    amount_owed: 'Montant dû (CHF)',
    message: 'Description',
  },
} satisfies Translation['providerChange']
