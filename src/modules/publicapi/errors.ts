// The one error shape of /api/v1 (issue 23, docs/api.md): `{ code, message, field?, reservation_ref? }`, the message
// in the caller's language (Accept-Language). Statuses as the rest of the API, except that a request whose fields
// are wrong answers 422 (the body was read and understood, its values were not acceptable) and names the field and,
// in a batch, the reservation.
import { AppError } from '~/kernel/errors'
import { issueKey } from '~/kernel/i18n'
import type { ApiErrorBody } from './model'

export type ApiErrorAnswer = { status: number; body: ApiErrorBody; retryAfterSeconds?: number }
type Translate = (message: string, params?: Record<string, string | number>) => string
type PathItem = string | number | { key?: unknown }

/** Messages that say the body itself is broken (not JSON, too deep): 400, not 422. */
const MALFORMED = new Set(['security.invalidJson', 'security.bodyTooDeep', 'security.bodyNotExpected'])

/** The reservation a path into a batch points at: `reservations.3.first_name` names the fourth one's reference. */
function reservationOf(value: unknown, path: string[]): string | undefined {
  const at = (index: string | undefined) => {
    const list = (value as { reservations?: unknown })?.reservations
    const item = Array.isArray(list) && index !== undefined ? list[Number(index)] : value
    const ref = (item as { reservation_ref?: unknown } | null)?.reservation_ref
    return typeof ref === 'string' && ref ? ref.slice(0, 100) : undefined
  }
  return path[0] === 'reservations' ? at(path[1]) : at(undefined)
}

/** The /api/v1 answer for an error raised while handling a request (code is Elysia's error code). */
export function apiErrorAnswer(code: string | number, raised: unknown, translate: Translate): ApiErrorAnswer {
  const cause = (raised as { cause?: unknown }).cause
  const error = code === 'PARSE' && cause instanceof AppError ? cause : raised
  if (error instanceof AppError) {
    const status = error.code === 'VALIDATION' && !MALFORMED.has(error.message) ? 422 : error.status
    const reservation = error.extra.reservationRef
    return {
      status,
      body: {
        code: error.code,
        message: translate(error.message, error.extra.params),
        ...(error.extra.field ? { field: error.extra.field } : {}),
        ...(typeof reservation === 'string' ? { reservation_ref: reservation } : {}),
      },
      ...(error.extra.retryAfterSeconds ? { retryAfterSeconds: error.extra.retryAfterSeconds } : {}),
    }
  }
  if (code === 'VALIDATION') {
    const { valueError, value } = raised as { valueError?: { message?: string; path?: PathItem[] }; value?: unknown }
    const path = (valueError?.path ?? []).map((p) => (typeof p === 'object' && p ? String(p.key) : String(p)))
    const inBatch = path[0] === 'reservations' && path.length > 2
    const field = (inBatch ? path.slice(2) : path).join('.') || undefined
    const reservation = reservationOf(value, path)
    const message = translate(issueKey(valueError?.message))
    return {
      status: 422,
      body: {
        code: 'VALIDATION',
        message: field ? `${field}: ${message}` : message,
        ...(field ? { field } : {}),
        ...(reservation ? { reservation_ref: reservation } : {}),
      },
    }
  }
  if (code === 'PARSE') return { status: 400, body: { code: 'VALIDATION', message: translate('security.invalidJson') } }
  if (code === 'NOT_FOUND')
    return { status: 404, body: { code: 'NOT_FOUND', message: translate('errors.noSuchRoute') } }
  return { status: 500, body: { code: 'INTERNAL', message: translate('errors.internal') } }
}
