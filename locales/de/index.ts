import type { Translation } from '../i18n-types'
import landing from './landing'
import shell from './shell'
import validation from './validation'

const de = { shell, landing, validation } satisfies Translation

export default de
