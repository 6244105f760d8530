// Les dates saisies dans chaque formulaire (ticket 32, point 14, ADR 295) : jour.mois.année dans chaque langue.
import type { Translation } from '../i18n-types'

export default {
  hint: 'Par exemple {example}',
  invalid: 'Saisissez une date au format jour.mois.année, par exemple {example}.',
} satisfies Translation['dateInput']
