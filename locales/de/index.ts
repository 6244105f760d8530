import type { Translation } from '../i18n-types'
import auth from './auth'
import billing from './billing'
import countrySelect from './countrySelect'
import landing from './landing'
import mail from './mail'
import shell from './shell'
import validation from './validation'

const de = { shell, landing, validation, countrySelect, billing, auth, mail } satisfies Translation

export default de
