import type { Translation } from '../i18n-types'
import landing from './landing'
import shell from './shell'

const it = { shell, landing } satisfies Translation

export default it
