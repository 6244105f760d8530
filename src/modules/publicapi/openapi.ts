// The OpenAPI 3.1 document of /api/v1, generated from the routes' own schemas (valibot, through the Elysia OpenAPI
// plugin's generator and valibot's JSON Schema converter): what the routes validate is what the document says.
import { toJsonSchema } from '@valibot/to-json-schema'
import type { AnyElysia } from 'elysia'
import type { GenericSchema } from 'valibot'
import { SIGNATURE_HEADER, webhookPayload } from '~/modules/webhooks/public'

export const API_VERSION = '1.0.0'

const description = [
  'The KnowYourGuest API for property-management systems: send arrivals, read their match groups, search guests.',
  'Authenticate with an API key of your hotel: `Authorization: Bearer kyg_…` (created by the hotel owner under',
  'Profile → API keys). Every error answers `{ code, message, field?, reservation_ref? }`; the message follows',
  'Accept-Language (en, fr, de, it).',
].join(' ')

// Transforms (trim, lower-case) and checks without a JSON Schema equivalent are left out of the document, not fatal.
const valibotToJsonSchema = (schema: GenericSchema) =>
  toJsonSchema(schema, { errorMode: 'ignore', target: 'draft-2020-12' })

/** The document for the routes of `api` (the /api/v1 plugin), without the document's own and the reference's. */
export async function openApiDocument(api: AnyElysia, baseUrl: string) {
  // The generator is large and the document is asked for rarely: loaded with the first request for it, not at start.
  const { toOpenAPISchema } = await import('@elysiajs/openapi')
  const { paths, components } = toOpenAPISchema(
    api,
    // The routes of the whole app are one router: only /api/v1's are documented.
    { paths: [/^(?!\/api\/v1\/)/, '/api/v1/openapi.json', '/api/v1/reference'], methods: ['options', 'head'] },
    undefined,
    { valibot: valibotToJsonSchema },
  )
  // The generator lists a request body's media types from the route's parsers, and ours (src/kernel/routes.ts
  // bodyLimit) are functions it cannot name: every /api/v1 body is JSON, so its schema is set here.
  for (const route of api.routes) {
    const body = (route.hooks as { body?: GenericSchema }).body
    const path = route.path.replace(/:(\w+)/g, '{$1}')
    const operation = (paths as Record<string, Record<string, { requestBody?: unknown }>>)[path]?.[
      route.method.toLowerCase()
    ]
    if (body && operation)
      operation.requestBody = { required: true, content: { 'application/json': { schema: valibotToJsonSchema(body) } } }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'KnowYourGuest API', version: API_VERSION, description },
    servers: [{ url: baseUrl }],
    paths,
    webhooks: { 'arrival.match': arrivalMatchWebhook },
    components: {
      ...components,
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'An API key of your hotel: kyg_ and 43 characters.' },
      },
    },
    security: [{ apiKey: [] }],
  }
}
export type OpenApiDocument = Awaited<ReturnType<typeof openApiDocument>>

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
    summary: 'A new report matches one of your coming guests',
    description: [
      'Sent to each webhook of the hotel when a newly approved report matches a watched arrival (and `webhook.test` when',
      'the owner sends a test). No guest data: the reservation reference, the match group and a link to the alert.',
      `Verify \`${SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex>\`: the HMAC-SHA256 of \`<t>.<raw body>\` under the`,
      "webhook's signing secret, or the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`)",
      'with any `standardwebhooks` library and the same secret; refuse a timestamp more than 5 minutes old. Answer 2xx',
      'within 5 seconds; anything else (a redirect too) is retried with exponential back-off for 24 hours.',
    ].join(' '),
    parameters: [
      {
        name: SIGNATURE_HEADER,
        in: 'header',
        required: true,
        schema: { type: 'string', pattern: '^t=\\d+,v1=[0-9a-f]{64}$' },
      },
      ...STANDARD_WEBHOOK_HEADERS,
    ],
    requestBody: {
      required: true,
      content: { 'application/json': { schema: valibotToJsonSchema(webhookPayload) } },
    },
    responses: { '200': { description: 'Received (any 2xx).' } },
  },
}
