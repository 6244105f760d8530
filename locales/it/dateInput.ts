// Le date digitate in ogni modulo (issue 32, punto 14, ADR 295): giorno.mese.anno in ogni lingua.
import type { Translation } from '../i18n-types'

export default {
  hint: 'Per esempio {example}',
  invalid: 'Inserisca una data come giorno.mese.anno, per esempio {example}.',
} satisfies Translation['dateInput']
