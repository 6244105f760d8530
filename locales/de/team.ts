import type { Translation } from '../i18n-types'

export default {
  errors: {
    ownerOnly: 'Nur die Inhaberin oder der Inhaber des Hotelkontos kann das tun.',
    hotelBlocked:
      'Das Konto Ihres Hotels ist nicht aktiv; Sie können sich deshalb nicht anmelden. Bitte wenden Sie sich an die Inhaberin oder den Inhaber des Hotelkontos.',
  },
} satisfies Translation['team']
