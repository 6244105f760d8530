import type { Translation } from '../i18n-types'
import landing from './landing'
import shell from './shell'
import validation from './validation'

const it = { shell, landing, validation } satisfies Translation

export default it
