import type { Translation } from '../i18n-types'

export default {
  placeholder: 'Auswählen...',
  loading: 'Wird geladen...',
  noOptions: 'Keine Optionen',
  other: 'Andere',
} satisfies Translation['countrySelect']
