import * as v from 'valibot'

/** The header a pending hotel's pass travels in (never a cookie: it is not a session). */
export const PASS_HEADER = 'x-document-pass'
/** One upload carries at most two files (front and back), each at most ID_DOCUMENT_MAX_MB (budgets.ts). */
export const FILES_PER_UPLOAD = 2
export const inlineQuery = v.object({ inline: v.optional(v.picklist(['0', '1'])) })
/** At most this many files per hotel (front and back of the ID, and a power of attorney if someone else signs). */
export const MAX_DOCUMENTS = 4

/** One ID document as the verification routes and the console answer it (ADR 160: their response schema). */
export const documentView = v.object({
  id: v.string(),
  kind: v.string(),
  name: v.string(),
  type: v.string(),
  size: v.number(),
  uploadedAt: v.string(),
})
export type DocumentView = v.InferOutput<typeof documentView>
/** A hotel's ID documents as the verification routes answer them. */
export const documentsAnswer = v.object({ documents: v.array(documentView) })
export const documentParams = v.object({ id: v.pipe(v.string(), v.maxLength(64)) })
