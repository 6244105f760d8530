import * as v from 'valibot'
import { MAX_DOCUMENTS } from './service'

/** The header a pending hotel's pass travels in (never a cookie: it is not a session). */
export const PASS_HEADER = 'x-document-pass'
/** One upload carries at most two files (front and back), each at most ID_DOCUMENT_MAX_MB (budgets.ts). */
export const FILES_PER_UPLOAD = 2
export const inlineQuery = v.object({ inline: v.optional(v.picklist(['0', '1'])) })
export { MAX_DOCUMENTS }
