import type { Translation } from '../i18n-types'

export default {
  placeholder: 'Seleziona...',
  loading: 'Caricamento...',
  noOptions: 'Nessuna opzione',
  other: 'Altro',
} satisfies Translation['countrySelect']
