import type { Translation } from '../i18n-types'

export default {
  errors: {
    ownerOnly: 'Solo il titolare dell’account dell’hotel può farlo.',
    hotelBlocked:
      'L’account del suo hotel non è attivo, quindi non può accedere. Si rivolga al titolare dell’account dell’hotel.',
  },
} satisfies Translation['team']
