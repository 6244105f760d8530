import type { Translation } from '../i18n-types'

export default {
  placeholder: 'Sélectionner...',
  loading: 'Chargement...',
  noOptions: 'Aucune option',
  other: 'Autre',
} satisfies Translation['countrySelect']
