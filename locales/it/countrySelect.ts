import type { Translation } from '../i18n-types'

export default {
  placeholder: 'Selezionare...',
  loading: 'Caricamento...',
  noOptions: 'Nessuna opzione',
  other: 'Altro',
} satisfies Translation['countrySelect']
