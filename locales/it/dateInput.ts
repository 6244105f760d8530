// Le date digitate in ogni modulo (issue 32, punto 14, ADR 295): giorno.mese.anno in ogni lingua.
import type { Translation } from '../i18n-types'

export default {
  hint: 'Per esempio 31.12.2026',
  birthHint: 'Per esempio 24.03.1985',
  invalid: 'Inserisca una data come giorno.mese.anno, per esempio 31.12.2026.',
} satisfies Translation['dateInput']
