// One error type for the whole server. Services throw it; the app's single onError maps it to HTTP.

import * as v from 'valibot'
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '~/lib/error-codes'
import type { TranslationKey } from '~/lib/translate-key'
import { issueKey } from './i18n'

export { ERROR_STATUS, type ErrorBody, type ErrorCode }

export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: ErrorCode,
    /** A dictionary key, translated into the request's language when answered (ADR 161); never a sentence. */
    message: TranslationKey,
    readonly extra: {
      field?: string
      retryAfterSeconds?: number
      /** Values for the message's placeholders when it is a translation key (a file name, a size limit). */
      params?: Record<string, string | number>
      [key: string]: unknown
    } = {},
  ) {
    super(message)
    this.name = 'AppError'
    this.status = ERROR_STATUS[code]
  }
}

export const notFound = (message: TranslationKey = 'errors.notFound') => new AppError('NOT_FOUND', message)
export const forbidden = (message: TranslationKey = 'errors.forbidden') => new AppError('FORBIDDEN', message)
export const unauthenticated = (message: TranslationKey = 'errors.unauthenticated') =>
  new AppError('UNAUTHENTICATED', message)
export const validation = (field: string, message: TranslationKey) => new AppError('VALIDATION', message, { field })
export const conflict = (message: TranslationKey, field?: string) =>
  new AppError('CONFLICT', message, field ? { field } : {})

/**
 * Parses with a valibot schema and turns the first issue into a 400 naming the field (its message a translation key).
 * For bodies a handler reads itself (multipart forms, merged edits); a JSON route declares its schemas instead
 * (ADR 160), and Elysia's validation error answers the same way.
 */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const issue = result.issues[0]
  const field = issue.path?.map((p) => String(p.key)).join('.') ?? ''
  throw validation(field, issueKey(issue.message))
}
