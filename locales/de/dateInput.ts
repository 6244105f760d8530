// Datumseingaben in jedem Formular (Issue 32, Punkt 14, ADR 295): Tag.Monat.Jahr in jeder Sprache.
import type { Translation } from '../i18n-types'

export default {
  hint: 'Zum Beispiel {example}',
  invalid: 'Geben Sie ein Datum als Tag.Monat.Jahr ein, zum Beispiel {example}.',
} satisfies Translation['dateInput']
