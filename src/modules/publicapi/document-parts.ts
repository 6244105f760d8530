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
/** One shared error answer: when it happens, and the code, message (English) and field the server then answers. */
const refusal = (description: string, code: ErrorExample['code'], message: string, field?: string): SharedError => ({
  description,
  example: { code, message, ...(field ? { field } : {}) },
})

/** The shared error answers: when they happen, and what the server then says (English). */
export const SHARED_ERRORS: Record<ErrorStatus, SharedError> = {
  400: refusal('The body is not JSON (or nests deeper than 16 levels).', 'VALIDATION', en('security.invalidJson')),
  402: refusal("The hotel's subscription has expired.", 'PAYMENT_REQUIRED', en('security.subscriptionRequired')),
  403: refusal(
    'The key lacks the scope of this operation, or its hotel is suspended; or a browser request from another site.',
    'FORBIDDEN',
    en('api.errors.scopeMissing', { scope: 'arrivals:write' }),
  ),
  404: refusal('Your hotel has no such thing.', 'NOT_FOUND', en('errors.notFound')),
  409: refusal(
    'The request conflicts with an earlier one.',
    'CONFLICT',
    en('api.errors.idempotencyMismatch'),
    IDEMPOTENCY_HEADER,
  ),
  413: refusal('The body is larger than this operation takes.', 'PAYLOAD_TOO_LARGE', en('security.bodyTooLarge')),
  415: refusal(
    'A body sent with a Content-Type other than application/json.',
    'UNSUPPORTED_MEDIA_TYPE',
    en('errors.jsonOnly'),
  ),
  422: refusal(
    'A field, parameter or header is wrong, or not one the API knows: field names it (and its rule in message).',
    'VALIDATION',
    `first_name: ${en('validation.required')}`,
    'first_name',
  ),
  429: refusal(
    'Too many calls with this key (RateLimit-* and Retry-After say when to go on), or a daily allowance used.',
    'RATE_LIMITED',
    en('api.errors.tooManyCalls'),
  ),
}

export const UNAUTHENTICATED = refusal(
  'No API key, an unknown one, or a revoked one (Authorization: Bearer kyg_…).',
  'UNAUTHENTICATED',
  en('api.errors.keyMissing'),
)

export { en as englishMessage }
