// The one error shape of /api/v1 (issues 23 and 33, docs/api.md): `{ code, message, field?, reservation_ref?,
// request_id }`, the message in the caller's language (Accept-Language). Statuses as the rest of the API, except that a request whose fields
// are wrong answers 422 (the body was read and understood, its values were not acceptable) and names the field and,
// in a batch, the reservation.
import { AppError } from '~/kernel/errors'
import { issueKey } from '~/kernel/i18n'
import type { ApiErrorBody } from './model'

export type ApiErrorAnswer = { status: number; body: ApiErrorBody; retryAfterSeconds?: number }
type Translate = (message: string, params?: Record<string, string | number>) => string
type PathItem = string | number | { key?: unknown }
type Issue = { message?: string; path?: PathItem[]; expected?: string; input?: unknown }

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

const pathOf = (issue: Issue | undefined) =>
  (issue?.path ?? []).map((p) => (typeof p === 'object' && p ? String(p.key) : String(p)))
/** A field of a batch is named inside its reservation: `reservations.3.first_name` is `first_name` of the fourth. */
const fieldOf = (path: string[]) =>
  (path[0] === 'reservations' && path.length > 2 ? path.slice(2) : path).join('.') || undefined
type Standard = { '~standard'?: { validate(value: unknown): unknown } }
/** Every issue of the route's schema with the value (Elysia's error holds the first only). */
function allIssues(validator: unknown, value: unknown): Issue[] {
  const holder = validator as (Standard & { schema?: Standard }) | undefined
  const result = (holder?.['~standard'] ?? holder?.schema?.['~standard'])?.validate(value) as
    | { issues?: Issue[] }
    | undefined
  return Array.isArray(result?.issues) ? result.issues : []
}

/**
 * The paths of every unknown field of a request: a strict object reports its first unknown key only, so they are
 * removed from a copy and the copy checked again until no unknown key is left (at most 20 rounds).
 */
function unknownFields(validator: unknown, value: unknown, first: Issue): string[][] {
  const found = [pathOf(first)]
  const copy = structuredClone(value)
  let round = [first]
  for (let i = 0; i < 20 && round.length > 0; i++) {
    for (const issue of round) {
      const path = pathOf(issue)
      const parent = path.slice(0, -1).reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], copy)
      if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[path.at(-1) ?? '']
    }
    round = allIssues(validator, copy).filter(unknownKey)
    found.push(...round.map(pathOf))
  }
  return found
}

/** A strict object's issue for a key it does not know (valibot: expected `never`). */
const unknownKey = (issue: Issue | undefined) => issue?.expected === 'never'

/** The /api/v1 answer for an error raised while handling a request (code is Elysia's error code). */
export function apiErrorAnswer(
  code: string | number,
  raised: unknown,
  translate: Translate,
  requestId: string,
): ApiErrorAnswer {
  const answer = errorAnswer(code, raised, translate)
  return { ...answer, body: { ...answer.body, request_id: requestId } }
}

type Answer = Omit<ApiErrorAnswer, 'body'> & { body: Omit<ApiErrorBody, 'request_id'> }

function errorAnswer(code: string | number, raised: unknown, translate: Translate): Answer {
  const cause = (raised as { cause?: unknown }).cause
  const error = code === 'PARSE' && cause instanceof AppError ? cause : raised
  if (error instanceof AppError) {
    const status = error.code === 'VALIDATION' && !MALFORMED.has(error.message) ? 422 : error.status
    const reservation = error.extra.reservationRef
    return {
      status,
      body: {
        // The codes an AppError can carry on /api/v1 are API_ERROR_CODES (the fuzz test holds answers to the schema).
        code: error.code as ApiErrorBody['code'],
        message: translate(error.message, error.extra.params),
        ...(error.extra.field ? { field: error.extra.field } : {}),
        ...(typeof reservation === 'string' ? { reservation_ref: reservation } : {}),
      },
      ...(error.extra.retryAfterSeconds ? { retryAfterSeconds: error.extra.retryAfterSeconds } : {}),
    }
  }
  if (code === 'VALIDATION') {
    const { valueError, value, validator } = raised as { valueError?: Issue; value?: unknown; validator?: unknown }
    const path = pathOf(valueError)
    const field = fieldOf(path)
    const reservation = reservationOf(value, path)
    if (unknownKey(valueError)) {
      // Every unknown field of the request is named, not only the first (issue 31): the caller fixes them at once.
      const paths = unknownFields(validator, value, valueError as Issue)
      const names = [...new Set(paths.map((p) => fieldOf(p) ?? ''))].join(', ')
      return {
        status: 422,
        body: {
          code: 'VALIDATION',
          message: translate('api.errors.unknownField', { fields: names }),
          ...(field ? { field } : {}),
          ...(reservation ? { reservation_ref: reservation } : {}),
        },
      }
    }
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
