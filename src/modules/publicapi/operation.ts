// How an /api/v1 route describes itself for the OpenAPI document (issue 33): `detail: apiOperation({...})` beside its
// valibot schemas. The document (./openapi.ts) adds what every operation shares: the statuses every key-authenticated
// call can answer (401, 402, 403, 429), those of a body (400, 413, 415, 422) or of query and path parameters (422),
// the one error schema, the request-id and rate-limit headers, Accept-Language.
import type { ApiErrorBody } from './model'

export const API_TAGS = {
  Arrivals: 'Your coming guests: send them, list them with their match groups, forget cancelled ones.',
  Search: 'Search a guest as the web search does.',
  Webhooks: "Your hotel's webhooks: register, list, delete, send a test event (scope webhooks:manage).",
} as const
type ApiTag = keyof typeof API_TAGS

export type ErrorStatus = 400 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429
export type ErrorExample = Omit<ApiErrorBody, 'request_id'>

export type ApiOperation = {
  operationId: string
  summary: string
  description: string
  tag: ApiTag
  /** What the success answer means ("The batch was taken"), its status (200 unless said) and an example of it. */
  success: { status?: 200 | 201; description: string; example: unknown }
  /** An example request body (for a route with a body schema). */
  requestExample?: unknown
  /** Statuses beyond the shared ones, or shared ones this operation explains better: what they mean here. */
  errors?: Partial<Record<ErrorStatus, string>>
  /** Examples of its own for error statuses (the shared ones have generic examples). */
  errorExamples?: Partial<Record<ErrorStatus, ErrorExample>>
  /** The route takes an Idempotency-Key header and answers Idempotent-Replayed. */
  idempotencyKey?: true
}

/** The route option `detail` for an /api/v1 operation. */
export const apiOperation = (op: ApiOperation) =>
  ({
    operationId: op.operationId,
    summary: op.summary,
    description: op.description,
    tags: [op.tag],
    'x-api-operation': op,
  }) as Record<string, unknown>
