// What every /api/v1 operation shares in the OpenAPI document (issue 33, items 2, 3 and 6): the headers of every
// answer, the request headers, and the error answers with their meaning and an example in the server's own words.
import { translateForRequest } from '~/kernel/i18n'
import { IDEMPOTENCY_HEADER } from './idempotency'
import type { ErrorExample, ErrorStatus } from './operation'

const EN = new Request('http://localhost/api/v1', { headers: { 'accept-language': 'en' } })
/** A message as the server answers it in English. */
const en = (key: string, params?: Record<string, string | number>) => translateForRequest(EN, key, params)

export const REQUEST_ID_EXAMPLE = '0193a5f2-8c41-7a10-9d2e-5b7c1e0f4a21'

const header = (description: string, schema: object, example: unknown) => ({ description, schema, example })
export const HEADERS = {
  'X-Request-Id': header(
    'The id of this request, on every answer (and as request_id in error bodies): quote it to support.',
    { type: 'string' },
    REQUEST_ID_EXAMPLE,
  ),
  'RateLimit-Limit': header(
    'Calls the key may make per window (a minute). On every answer to a call with a known key, refusals included; not on 401.',
    { type: 'integer', minimum: 1 },
    120,
  ),
  'RateLimit-Remaining': header('Calls left in the current window.', { type: 'integer', minimum: 0 }, 117),
  'RateLimit-Reset': header('Seconds until the window starts again.', { type: 'integer', minimum: 0 }, 42),
  'Retry-After': header('Seconds to wait before trying again.', { type: 'integer', minimum: 0 }, 42),
  'Idempotent-Replayed': header(
    'true when this is the stored answer to an earlier request with the same Idempotency-Key (nothing was done again).',
    { type: 'string', enum: ['true'] },
    'true',
  ),
}
type HeaderName = keyof typeof HEADERS
const refs = (names: HeaderName[]) =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]))
const EVERY_ANSWER: HeaderName[] = ['X-Request-Id', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']

/** The headers of an answer: those of every answer, and Retry-After on 429 or Idempotent-Replayed on a replay. */
export const answerHeaders = (status: number, idempotent = false) =>
  refs([
    ...EVERY_ANSWER,
    ...(status === 429 ? (['Retry-After'] as const) : []),
    ...(idempotent && status < 300 ? (['Idempotent-Replayed'] as const) : []),
  ])

export const PARAMETERS = {
  AcceptLanguage: {
    name: 'Accept-Language',
    in: 'header',
    required: false,
    description: 'The language of error messages: en (default), fr, de or it.',
    schema: { type: 'string', maxLength: 200 },
    example: 'de-CH, de;q=0.9',
  },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Any unique text of yours (at most 200 characters). A retry with the same key and body within 24 hours answers ' +
      'the first answer again (with Idempotent-Replayed: true) instead of writing twice; the same key with another ' +
      'body is refused with 409.',
    schema: { type: 'string', minLength: 1, maxLength: 200 },
    example: 'batch-2026-11-27-0700',
  },
}

type SharedError = { description: string; example: ErrorExample }
/** The shared error answers: when they happen, and what the server then says (English). */
export const SHARED_ERRORS: Record<ErrorStatus, SharedError> = {
  400: {
    description: 'The body is not JSON (or nests deeper than 16 levels).',
    example: { code: 'VALIDATION', message: en('security.invalidJson') },
  },
  402: {
    description: "The hotel's subscription has expired.",
    example: { code: 'PAYMENT_REQUIRED', message: en('security.subscriptionRequired') },
  },
  403: {
    description:
      'The key lacks the scope of this operation, or its hotel is suspended; or a browser request from another site.',
    example: { code: 'FORBIDDEN', message: en('api.errors.scopeMissing', { scope: 'arrivals:write' }) },
  },
  404: {
    description: 'Your hotel has no such thing.',
    example: { code: 'NOT_FOUND', message: en('errors.notFound') },
  },
  409: {
    description: 'The request conflicts with an earlier one.',
    example: { code: 'CONFLICT', message: en('api.errors.idempotencyMismatch'), field: IDEMPOTENCY_HEADER },
  },
  413: {
    description: 'The body is larger than this operation takes.',
    example: { code: 'PAYLOAD_TOO_LARGE', message: en('security.bodyTooLarge') },
  },
  415: {
    description: 'A body sent with a Content-Type other than application/json.',
    example: { code: 'UNSUPPORTED_MEDIA_TYPE', message: en('errors.jsonOnly') },
  },
  422: {
    description:
      'A field, parameter or header is wrong, or not one the API knows: field names it (and its rule in message).',
    example: { code: 'VALIDATION', message: `first_name: ${en('validation.required')}`, field: 'first_name' },
  },
  429: {
    description:
      'Too many calls with this key (RateLimit-* and Retry-After say when to go on), or a daily allowance used.',
    example: { code: 'RATE_LIMITED', message: en('api.errors.tooManyCalls') },
  },
}

export const UNAUTHENTICATED = {
  description: 'No API key, an unknown one, or a revoked one (Authorization: Bearer kyg_…).',
  example: { code: 'UNAUTHENTICATED', message: en('api.errors.keyMissing') },
}

export { en as englishMessage }
