import type { Translation } from '../i18n-types'

export default {
  metaTitle: 'KnowYourGuest: conosci il tuo ospite, evita il rischio',
  metaDescription:
    'La piattaforma riservata ai membri su cui hotel svizzeri verificati controllano gli ospiti e condividono segnalazioni documentate.',
  heroTitle: 'Conosci il tuo ospite, evita il rischio.',
  heroText:
    'Hotel verificati condividono segnalazioni documentate su ospiti partiti senza pagare, che hanno causato danni o violato il regolamento della casa, affinché la prossima reception lo sappia prima del check-in.',
  joinNow: 'Aderisci ora',
  learnMore: 'Scopri di più',
} satisfies Translation['landing']
