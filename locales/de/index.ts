import type { Translation } from '../i18n-types'
import billing from './billing'
import countrySelect from './countrySelect'
import landing from './landing'
import shell from './shell'
import validation from './validation'

const de = { shell, landing, validation, countrySelect, billing } satisfies Translation

export default de
