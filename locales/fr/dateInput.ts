// Les dates saisies dans chaque formulaire (ticket 32, point 14, ADR 295) : jour.mois.année dans chaque langue.
import type { Translation } from '../i18n-types'

export default {
  hint: 'Par exemple 31.12.2026',
  birthHint: 'Par exemple 24.03.1985',
  invalid: 'Saisissez une date au format jour.mois.année, par exemple 31.12.2026.',
} satisfies Translation['dateInput']
