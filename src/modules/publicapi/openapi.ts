// The OpenAPI 3.1 document of /api/v1 (issues 23 and 33), generated from the routes themselves: their valibot schemas
// (what the routes validate is what the document says, as named component schemas), their key rule (scope, whether
// it works while the subscription has expired) and their `apiOperation` detail (./operation.ts); the statuses, headers
// and error answers every operation shares come from ./document-parts.ts. `recommended-strict` lints it clean
// (openapi.test.ts).
import { type ConversionConfig, toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema'
import type { AnyElysia } from 'elysia'
import type { GenericSchema } from 'valibot'
import { noBody } from '~/kernel/routes'
import { SIGNATURE_HEADER, webhookPayload } from '~/modules/webhooks/public'
import {
  answerHeaders,
  HEADERS,
  PARAMETERS,
  REQUEST_ID_EXAMPLE,
  SHARED_ERRORS,
  UNAUTHENTICATED,
} from './document-parts'
import { API_VERSION, webhookEventExample } from './examples'
import * as model from './model'
import { API_TAGS, type ApiOperation, type ErrorStatus } from './operation'
import * as webhooks from './webhooks'

/** The named schemas of the document (components/schemas): every body and answer refers to one of them by name. */
const NAMED_SCHEMAS: Record<string, GenericSchema> = {
  Error: model.apiError,
  SearchRequest: model.searchRequest,
  SearchAnswer: model.searchAnswer,
  SearchResult: model.searchResult,
  ArrivalGroup: model.arrivalGroup,
  Reservation: model.reservation,
  ArrivalsBatch: model.arrivalsBatch,
  BatchItem: model.batchItem,
  BatchResult: model.batchResult,
  ArrivalSummary: model.arrivalSummary,
  ArrivalsPage: model.arrivalsPage,
  ArrivalMatch: model.arrivalMatch,
  ArrivalDetail: model.arrivalDetail,
  Deleted: model.deletedAnswer,
  WebhookEvent: webhookPayload,
  WebhookRequest: webhooks.apiWebhookRequest,
  Webhook: webhooks.apiWebhook,
  WebhookList: webhooks.apiWebhookList,
  CreatedWebhook: webhooks.createdApiWebhook,
  DeletedWebhook: webhooks.deletedWebhook,
  Delivery: webhooks.apiDelivery,
  NoBody: noBody,
}

const description = [
  'The KnowYourGuest API for property-management systems: send arrivals, read their match groups, search guests.',
  'Authenticate with an API key of your hotel: `Authorization: Bearer kyg_…` (created by the hotel owner under',
  'Profile → API keys). Every error answers the `Error` schema; its message follows Accept-Language (en, fr, de, it).',
  'A test key (`kyg_test_…`, chosen by the owner when creating it) calls the same operations on the hotel’s sandbox:',
  'its arrivals kept apart, matched against fixed fictitious reports, nothing counted, its webhook events marked',
  '`livemode: false`.',
  'The guide (keys, test keys and the sandbox, scopes, limits, errors, idempotency, pagination, webhooks, versioning)',
  'is at /api/v1/guide.',
].join(' ')

// Transforms (trim) and checks without a JSON Schema equivalent are left out of the document, not fatal.
const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  errorMode: 'ignore',
  definitions: NAMED_SCHEMAS,
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
}
type Json = Record<string, unknown>
const jsonSchema = (schema: GenericSchema): Json => {
  const { $schema: _, $defs: __, ...rest } = toJsonSchema(schema, CONVERSION) as Json
  return rest
}

type Route = { method: string; path: string; hooks: Record<string, unknown> }
type Detail = Record<string, unknown> & { 'x-api-operation'?: ApiOperation }

const errorResponse = (status: number, description: string, example: object) => ({
  description,
  headers: answerHeaders(status),
  content: {
    'application/json': {
      schema: { $ref: '#/components/schemas/Error' },
      example: { ...example, request_id: REQUEST_ID_EXAMPLE },
    },
  },
})

/** The parameters of a path or query schema, each with its own schema and description. */
function parametersOf(schema: unknown, place: 'path' | 'query') {
  if (!schema) return []
  const converted = jsonSchema(schema as GenericSchema) as { properties?: Record<string, Json>; required?: string[] }
  return Object.entries(converted.properties ?? {}).map(([name, { description, ...rest }]) => ({
    name,
    in: place,
    required: place === 'path' || (converted.required ?? []).includes(name),
    description,
    schema: rest,
  }))
}

/** Which error statuses a route can answer: those of every key-authenticated call, of its inputs, and its own. */
function errorStatuses(route: Route, detail: Detail, op: ApiOperation): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([403, 429])
  if (!detail['x-while-expired']) statuses.add(402)
  const writes = route.method !== 'GET'
  if (route.hooks.body) for (const s of [400, 413, 415, 422] as const) statuses.add(s)
  // A write without a body takes nothing or `{}`; anything else is 400 (ADR 248), and a body not JSON 415.
  else if (writes) for (const s of [400, 415] as const) statuses.add(s)
  if (route.hooks.query || route.hooks.params) statuses.add(422)
  for (const s of Object.keys(op.errors ?? {})) statuses.add(Number(s) as ErrorStatus)
  return [...statuses].sort()
}

function operationOf(route: Route) {
  const detail = route.hooks.detail as Detail
  const op = detail['x-api-operation'] as ApiOperation
  const successStatus = String(op.success.status ?? 200)
  const response = route.hooks.response as Record<string, GenericSchema> | undefined
  const successSchema = response?.[successStatus] ?? (response as unknown as GenericSchema)
  const responses: Record<string, unknown> = {
    [successStatus]: {
      description: op.success.description,
      headers: answerHeaders(Number(successStatus), op.idempotencyKey),
      content: { 'application/json': { schema: jsonSchema(successSchema), example: op.success.example } },
    },
    '401': errorResponse(401, UNAUTHENTICATED.description, UNAUTHENTICATED.example),
  }
  for (const status of errorStatuses(route, detail, op)) {
    const shared = SHARED_ERRORS[status]
    responses[String(status)] = errorResponse(
      status,
      op.errors?.[status] ?? shared.description,
      op.errorExamples?.[status] ?? shared.example,
    )
  }
  const body = route.hooks.body as GenericSchema | undefined
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: op.description,
    tags: [op.tag],
    'x-scope': detail['x-scope'],
    security: [{ apiKey: [] }],
    parameters: [
      ...parametersOf(route.hooks.params, 'path'),
      ...parametersOf(route.hooks.query, 'query'),
      ...(op.idempotencyKey ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
      { $ref: '#/components/parameters/AcceptLanguage' },
    ],
    ...(body
      ? {
          requestBody: {
            // A write that takes no body (noBody) takes nothing or `{}`.
            required: body !== noBody,
            content: { 'application/json': { schema: jsonSchema(body), example: op.requestExample } },
          },
        }
      : {}),
    responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b))),
  }
}

/** The document for the /api/v1 routes of `api` that describe themselves (`detail: apiOperation(…)`). */
export function openApiDocument(
  api: AnyElysia,
  config: { BASE_URL: string; CONTACT_EMAIL: string; OPERATOR_NAME: string },
) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of api.routes as Route[]) {
    const detail = route.hooks.detail as Detail | undefined
    if (!route.path.startsWith('/api/v1/') || !detail?.['x-api-operation']) continue
    const path = route.path.replace(/:(\w+)/g, '{$1}')
    paths[path] ??= {}
    paths[path][route.method.toLowerCase()] = operationOf(route)
  }
  const schemas = toJsonSchemaDefs(NAMED_SCHEMAS, CONVERSION) as Record<string, Json>
  return {
    openapi: '3.1.0',
    info: {
      title: 'KnowYourGuest API',
      version: API_VERSION,
      description,
      contact: { name: config.OPERATOR_NAME, email: config.CONTACT_EMAIL, url: `${config.BASE_URL}/api/v1/guide` },
      license: {
        name: 'KnowYourGuest general terms and conditions',
        url: `${config.BASE_URL}/general-terms-conditions`,
      },
    },
    servers: [{ url: config.BASE_URL, description: 'This KnowYourGuest server.' }],
    tags: Object.entries(API_TAGS).map(([name, text]) => ({ name, description: text })),
    paths,
    webhooks: { 'arrival.match': arrivalMatchWebhook },
    components: {
      schemas,
      headers: HEADERS,
      parameters: PARAMETERS,
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key of your hotel: kyg_ and 43 characters; a test key (the sandbox): kyg_test_ and 43.',
        },
      },
    },
    security: [{ apiKey: [] }],
  }
}
export type OpenApiDocument = ReturnType<typeof openApiDocument>

/** The Standard Webhooks headers of every delivery (ADR 262). */
const STANDARD_WEBHOOK_HEADERS = [
  {
    name: 'webhook-id',
    description: "The event's id (`evt_…`, the body's `id`), the same on every retry.",
    pattern: '^evt_',
  },
  { name: 'webhook-timestamp', description: 'Unix seconds when this attempt was signed.', pattern: '^\\d+$' },
  {
    name: 'webhook-signature',
    description: '`v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`.',
    pattern: '^v1,[A-Za-z0-9+/]{43}=$',
  },
].map(({ name, description, pattern }) => ({
  name,
  in: 'header' as const,
  required: true,
  description,
  schema: { type: 'string', pattern },
}))

/** What the hotel's webhook receives (OpenAPI 3.1 `webhooks`): the event, its signature header, the answer we expect. */
const arrivalMatchWebhook = {
  post: {
    operationId: 'arrivalMatchEvent',
    summary: 'A new report matches one of your coming guests',
    description: [
      'Sent to each webhook of the hotel when a newly approved report matches a watched arrival (and `webhook.test` when',
      'the owner sends a test). No guest data: the reservation reference, the match group and a link to the alert.',
      `Verify \`${SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex>\`: the HMAC-SHA256 of \`<t>.<raw body>\` under the`,
      "webhook's signing secret, or the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`)",
      'with any `standardwebhooks` library and the same secret; refuse a timestamp more than 5 minutes old. Answer 2xx',
      'within 5 seconds; anything else (a redirect too) is retried with exponential back-off for 24 hours.',
    ].join(' '),
    tags: ['Arrivals'],
    security: [],
    parameters: [
      {
        name: SIGNATURE_HEADER,
        in: 'header',
        required: true,
        description: 'The signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">.',
        schema: { type: 'string', pattern: '^t=\\d+,v1=[0-9a-f]{64}$' },
        example: `t=1764142930,v1=${'5f'.repeat(32)}`,
      },
      ...STANDARD_WEBHOOK_HEADERS,
    ],
    requestBody: {
      required: true,
      content: {
        'application/json': { schema: { $ref: '#/components/schemas/WebhookEvent' }, example: webhookEventExample },
      },
    },
    responses: {
      '200': { description: 'Received (any 2xx).' },
      '400': { description: 'Refused (any other status, or none within 5 seconds): the delivery is retried.' },
    },
  },
}
