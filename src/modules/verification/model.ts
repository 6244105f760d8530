import * as v from 'valibot'
import { EVIDENCE_LIMITS } from '~/lib/report-fields'
import { MAX_DOCUMENTS } from './service'

/** The header a pending hotel's pass travels in (never a cookie: it is not a session). */
export const PASS_HEADER = 'x-document-pass'
/** One upload carries at most two files (front and back), each at most the evidence limit for documents. */
export const FILES_PER_UPLOAD = 2
export const MAX_UPLOAD_BYTES = FILES_PER_UPLOAD * EVIDENCE_LIMITS.documentBytes + 1024 * 1024
export const inlineQuery = v.object({ inline: v.optional(v.picklist(['0', '1'])) })
export { MAX_DOCUMENTS }
