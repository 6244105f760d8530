import type { Translation } from '../i18n-types'

export default {
  title: 'Recherche de clients',
  intro:
    'Saisissez ce qui figure sur le passeport et la réservation. La recherche retrouve la personne derrière l’orthographe\u00a0: accents, diminutifs, noms inversés et petites fautes de frappe.',
  personal: 'Informations personnelles',
  address: 'Adresse',
  firstName: 'Prénom',
  lastName: 'Nom',
  birthDate: 'Date de naissance',
  nationality: 'Nationalité',
  phone: 'Téléphone',
  email: 'Adresse e-mail',
  documentType: 'Type de document',
  documentNumber: 'Numéro du document',
  documentTypes: {
    any: 'Tout document',
    passport: 'Passeport',
    id_card: 'Carte d’identité',
    driving_license: 'Permis de conduire',
  },
  streetName: 'Rue',
  buildingNo: 'Numéro',
  apartmentNo: 'Appartement',
  zipCode: 'NPA',
  city: 'Localité',
  country: 'Pays',
  submit: 'Rechercher',
  searching: 'Recherche en cours...',
  clear: 'Effacer',
  minimumHint:
    'Indiquez un numéro de document, une adresse e-mail, un téléphone, ou un nom avec un prénom ou une date de naissance.',
  loading: 'Recherche dans les signalements...',
  results: 'Résultats',
  resultsCount: '{count} {{signalement trouvé|signalements trouvés}}',
  withheld:
    'Pas de réponse pour cette date de naissance : votre hôtel a demandé plus de 3 dates de naissance différentes pour ce nom en 30 jours. Les signalements des autres hôtels ne sont pas montrés pour d’autres dates.',
  noResults:
    'Aucun signalement ne correspond à ce client. Ce n’est pas une garantie\u00a0: vérifiez les informations et restez attentif.',
  groups: {
    exact: 'Correspondance à 100\u00a0%',
    exactHint: 'Les deux noms et la date de naissance concordent, ou le numéro de document est le même.',
    close: 'Proche',
    closeHint:
      'Correspondance possible\u00a0: une orthographe, un diminutif ou une date diffère. C’est à vous de juger s’il s’agit de la même personne.',
    sameCompany: 'Même établissement',
    sameCompanyHint: 'Les signalements rédigés par votre hôtel, quel que soit leur statut.',
    empty: 'Aucun.',
  },
  result: {
    publishedBy: 'Publié par',
    date: 'Date',
    notPublished: 'Non publié',
    stay: 'Séjour',
    category: 'Catégorie',
    amountOwed: 'Montant dû',
    message: 'Message',
    why: 'Comparaison avec ce signalement',
    agree: 'Concordent\u00a0: {fields}',
    differ: 'Diffèrent ou absents du signalement\u00a0: {fields}',
    notCompared: 'Non comparés (non saisis dans la recherche)\u00a0: {fields}',
    status: 'Statut',
  },
  matched: {
    name: 'nom',
    birth_date: 'date de naissance',
    document: 'document',
    email: 'e-mail',
    phone: 'téléphone',
    address: 'adresse',
  },
  statuses: { pending: 'En attente de validation', approved: 'Validé', rejected: 'Refusé' },
  categories: {
    unpaid_bill: 'Facture impayée',
    damage: 'Dégâts',
    aggression: 'Agression',
    house_rules: 'Règlement intérieur enfreint',
    other: 'Autre',
  },
  reportGuest: 'Signaler ce client',
  errors: {
    minimumInput:
      'Indiquez un numéro de document, une adresse e-mail, un téléphone, ou un nom avec un prénom ou une date de naissance.',
    tooManySearches: 'Vous avez atteint le nombre de recherches autorisé par heure. Veuillez réessayer plus tard.',
    tooManyBirthDates:
      'Vous avez essayé plusieurs dates de naissance pour ce nom aujourd’hui. Recherchez avec la date de naissance figurant sur la pièce d’identité du client, ou réessayez demain.',
    tooManyHotelSearches:
      'Votre hôtel a atteint le nombre de recherches autorisé par heure pour toutes ses personnes ensemble. Veuillez réessayer plus tard.',
    tooManyHotelSearchesToday:
      'Votre hôtel a atteint le nombre de recherches autorisé par jour pour toutes ses personnes ensemble. Veuillez réessayer demain.',
    tooManySearchesToday: 'Vous avez atteint le nombre de recherches autorisé par jour. Veuillez réessayer demain.',
    failed: 'La recherche n’a pas abouti. Veuillez réessayer.',
  },
} satisfies Translation['search']
