import type { Translation } from '../i18n-types'
import countrySelect from './countrySelect'
import landing from './landing'
import shell from './shell'
import validation from './validation'

const fr = { shell, landing, validation, countrySelect } satisfies Translation

export default fr
