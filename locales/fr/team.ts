import type { Translation } from '../i18n-types'

export default {
  errors: {
    ownerOnly: 'Seul·e le·la titulaire du compte de l’hôtel peut faire cela.',
    hotelBlocked:
      'Le compte de votre hôtel n’est pas actif ; vous ne pouvez donc pas vous connecter. Veuillez vous adresser au·à la titulaire du compte de l’hôtel.',
  },
} satisfies Translation['team']
