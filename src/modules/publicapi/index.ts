import { Elysia } from 'elysia'
import { BODY, MB, noBody } from '~/kernel/routes'
import type { ApiKeyGuard } from '~/modules/apikeys/public'
import type { ArrivalDeps } from '~/modules/arrivals/public'
import { type SearchDeps, searchGuests } from '~/modules/search/public'
import { WEBHOOK_WRITES } from '~/modules/webhooks/public'
import { arrivalOf, forgetArrival, listArrivalsOf, refuseOversizedBatch, sendArrivals } from './arrivals'
import { englishMessage } from './document-parts'
import {
  arrivalsPageExample,
  batchExample,
  batchResultExample,
  searchAnswerExample,
  searchRequestExample,
  webhookExamples,
} from './examples'
import { guidePage } from './guide'
import { IDEMPOTENCY_HEADER, idempotent } from './idempotency'
import {
  arrivalDetail,
  arrivalsBatch,
  arrivalsPage,
  arrivalsQuery,
  batchResult,
  deletedAnswer,
  MAX_BATCH,
  PAGE_MAX,
  refParams,
  searchAnswer,
  searchRequest,
} from './model'
import { type OpenApiDocument, openApiDocument } from './openapi'
import { apiOperation } from './operation'
import { referencePage } from './reference'
import { sandboxArrival, sandboxForget, sandboxList, sandboxSearchOf, sandboxSend } from './sandbox'
import { searchAnswerOf, searchInputOf } from './search'
import {
  type ApiWebhookDeps,
  apiDelivery,
  apiWebhookList,
  apiWebhookRequest,
  createApiWebhook,
  createdApiWebhook,
  deleteApiWebhook,
  deletedWebhook,
  listApiWebhooks,
  testApiWebhook,
  webhookIdParams,
} from './webhooks'

/** What /api/v1 needs (ADR 341): the search, arrivals and webhooks modules' needs, and the links it names. */
export type ApiV1Needs = {
  search: SearchDeps
  arrivals: ArrivalDeps
  webhooks: ApiWebhookDeps
  config: { BASE_URL: string; CONTACT_EMAIL: string; OPERATOR_NAME: string }
}

/** A batch of 500 reservations with every field at its longest stays below this. */
const BATCH_BYTES = 1 * MB

/** /api/v1: the API for property-management systems, authenticated by API keys only (issue 23, docs/api.md). */
export function apiV1Plugin(deps: ApiV1Needs, guard: ApiKeyGuard) {
  let document: OpenApiDocument | undefined
  let reference: string | undefined
  let guide: string | undefined
  const sandbox = { db: deps.arrivals.db, clock: deps.arrivals.clock, baseUrl: deps.config.BASE_URL }
  const api = new Elysia({ name: 'api-v1', prefix: '/api/v1' })
    .use(guard)
    .post(
      '/search',
      ({ body, apiCaller }) =>
        apiCaller.mode === 'test'
          ? sandboxSearchOf(body)
          : searchAnswerOf(searchGuests(deps.search, apiCaller.acting, searchInputOf(body))),
      {
        apiKey: 'search',
        bodyLimit: BODY.json,
        body: searchRequest,
        response: { 200: searchAnswer },
        detail: apiOperation({
          operationId: 'searchGuests',
          summary: 'Search a guest',
          description:
            'The web search: the same minimum input (a first and last name, or one identifier), the same groups ' +
            '(exact, close, same_company) and the same limits per hotel and person; no numeric score, never another ' +
            "hotel's identifiers. Every search is written to the audit log under the key's name.",
          tag: 'Search',
          success: { description: 'The reports that match, in the web search’s groups.', example: searchAnswerExample },
          requestExample: searchRequestExample,
          errors: {
            422: 'A field is wrong or unknown, or the search gives too little to look for (a last name alone).',
            429: 'Too many calls with this key, or the hotel’s or person’s search limits are reached.',
          },
          errorExamples: { 422: { code: 'VALIDATION', message: englishMessage('search.errors.minimumInput') } },
        }),
      },
    )
    .post(
      '/arrivals',
      ({ body, apiCaller, request, set }) => {
        const { answer, replayed } = idempotent(
          deps.arrivals,
          {
            // The sandbox's keys are its own: a test key's Idempotency-Key never answers a live write, nor the reverse.
            companyId: apiCaller.mode === 'test' ? `${apiCaller.companyId}:test` : apiCaller.companyId,
            key: request.headers.get(IDEMPOTENCY_HEADER),
            request: `POST /api/v1/arrivals\n${JSON.stringify(body)}`,
          },
          () =>
            apiCaller.mode === 'test'
              ? sandboxSend(sandbox, apiCaller, body)
              : sendArrivals(deps.arrivals, apiCaller, body),
        )
        if (replayed) set.headers['idempotent-replayed'] = 'true'
        return answer
      },
      {
        apiKey: 'arrivals:write',
        bodyLimit: BATCH_BYTES,
        transform: ({ body }) => refuseOversizedBatch(body),
        body: arrivalsBatch,
        response: { 200: batchResult },
        detail: apiOperation({
          operationId: 'sendArrivals',
          summary: `Send arrivals (one reservation or a batch of up to ${MAX_BATCH})`,
          description:
            'Each reservation is matched with the reports and answered with its group. Idempotent by reservation_ref ' +
            '(sending a reservation again updates it) and by the Idempotency-Key header. One invalid reservation ' +
            'refuses the whole batch and nothing is stored (422 names the reservation and the field).',
          tag: 'Arrivals',
          success: {
            description: 'The batch was taken: each reservation with its group.',
            example: batchResultExample,
          },
          requestExample: batchExample,
          idempotencyKey: true,
          errors: {
            409: 'The Idempotency-Key was used in the last 24 hours with another body; nothing was done.',
            413: `More than ${MAX_BATCH} reservations, or a body over 1 MB; nothing was stored.`,
            422: 'A reservation is invalid (field and reservation_ref name it), or a field is not one the API knows.',
            429: "Too many calls with this key, or the hotel's daily arrivals allowance is used up.",
          },
          errorExamples: {
            413: { code: 'PAYLOAD_TOO_LARGE', message: englishMessage('api.errors.batchTooLarge', { max: MAX_BATCH }) },
            422: {
              code: 'VALIDATION',
              message: `check_in: ${englishMessage('api.errors.date')}`,
              field: 'check_in',
              reservation_ref: 'R-1042',
            },
          },
        }),
      },
    )
    .get(
      '/arrivals',
      ({ query, apiCaller }) =>
        apiCaller.mode === 'test'
          ? sandboxList(sandbox, apiCaller, query)
          : listArrivalsOf(deps.arrivals, apiCaller, query),
      {
        apiKey: 'arrivals:read',
        bodyLimit: BODY.none,
        query: arrivalsQuery,
        response: { 200: arrivalsPage },
        detail: apiOperation({
          operationId: 'listArrivals',
          summary: 'List arrivals staying between two days, a page at a time',
          description:
            'The arrivals staying in [from, to] with their reference, dates, match group and alert, never anything of ' +
            `another hotel's report. Ordered by check-in day, then in the order they were added; up to ${PAGE_MAX} a ` +
            'page: pass next_cursor as cursor (with the same from and to) until it is null.',
          tag: 'Arrivals',
          success: { description: 'A page of arrivals and the cursor of the next.', example: arrivalsPageExample },
          errors: {
            422: 'A date is not a real YYYY-MM-DD day, to is before from, limit or cursor is wrong, or a parameter is unknown.',
          },
          errorExamples: { 422: { code: 'VALIDATION', message: englishMessage('api.errors.range'), field: 'to' } },
        }),
      },
    )
    .get(
      '/arrivals/:reservation_ref',
      ({ params, apiCaller }) =>
        apiCaller.mode === 'test'
          ? sandboxArrival(sandbox, apiCaller, params.reservation_ref)
          : arrivalOf(deps.arrivals, apiCaller, params.reservation_ref),
      {
        apiKey: 'arrivals:read',
        bodyLimit: BODY.none,
        params: refParams,
        response: { 200: arrivalDetail },
        detail: apiOperation({
          operationId: 'getArrival',
          summary: 'Read one arrival and why it is flagged',
          description:
            'The arrival with its group; for exact and close, the matching reports as the web shows them (category, ' +
            "stay, amount in rappen, the reporting hotel and its message), never another hotel's identifiers. Reading " +
            'the matches is a search by the key, under the search limits (429) and counted and audited as one.',
          tag: 'Arrivals',
          success: {
            description: 'The arrival, with the reports it matches when it is flagged.',
            example: {
              reservation_ref: 'R-1042',
              check_in: '2026-12-03',
              check_out: '2026-12-05',
              group: 'exact',
              alert: true,
              matches: [
                {
                  group: 'exact',
                  matched: ['name', 'birth_date'],
                  published_by: { hotel_name: 'Hotel Beispiel', city: 'Luzern' },
                  published_at: '2026-10-02T09:12:00.000Z',
                  check_in: '2026-09-20',
                  check_out: '2026-09-23',
                  category: 'unpaid',
                  amount_owed: 84000,
                  message: 'Left without paying three nights.',
                },
              ],
            },
          },
          errors: {
            404: 'Your hotel has no arrival with this reference (another hotel’s included).',
            429: 'Too many calls with this key, or the hotel’s or person’s search limits are reached.',
          },
          errorExamples: { 404: { code: 'NOT_FOUND', message: englishMessage('errors.notFound') } },
        }),
      },
    )
    .delete(
      '/arrivals/:reservation_ref',
      ({ params, apiCaller }) =>
        apiCaller.mode === 'test'
          ? sandboxForget(sandbox, apiCaller, params.reservation_ref)
          : forgetArrival(deps.arrivals, apiCaller, params.reservation_ref),
      {
        // A hotel can always stop sending data: deleting works while its subscription has expired (issue 33).
        apiKey: { scope: 'arrivals:write', whileExpired: true },
        bodyLimit: BODY.none,
        params: refParams,
        response: { 200: deletedAnswer },
        detail: apiOperation({
          operationId: 'deleteArrival',
          summary: 'Forget a cancelled reservation',
          description:
            'The arrival and its match data are deleted at once. Works while the subscription has expired, so a hotel ' +
            'can always stop sending data.',
          tag: 'Arrivals',
          success: { description: 'Forgotten.', example: { reservation_ref: 'R-1042', deleted: true } },
          errors: { 404: 'Your hotel has no arrival with this reference (another hotel’s included).' },
          errorExamples: { 404: { code: 'NOT_FOUND', message: englishMessage('errors.notFound') } },
        }),
      },
    )
    .get('/webhooks', ({ apiCaller }) => listApiWebhooks(deps.webhooks, apiCaller), {
      apiKey: 'webhooks:manage',
      bodyLimit: BODY.none,
      response: { 200: apiWebhookList },
      detail: apiOperation({
        operationId: 'listWebhooks',
        summary: "List the hotel's webhooks",
        description: 'Each registered address with the first characters of its signing secret (never the secret).',
        tag: 'Webhooks',
        success: { description: "The hotel's webhooks.", example: webhookExamples.list },
      }),
    })
    .post(
      '/webhooks',
      ({ body, apiCaller, set }) => {
        set.status = 201
        return createApiWebhook(deps.webhooks, apiCaller, body.url)
      },
      {
        apiKey: 'webhooks:manage',
        rateLimit: WEBHOOK_WRITES,
        bodyLimit: BODY.json,
        body: apiWebhookRequest,
        response: { 201: createdApiWebhook },
        detail: apiOperation({
          operationId: 'createWebhook',
          summary: 'Register a webhook',
          description:
            "The address must be https on a public host (the settings screen's rules; 422 names `url`); at most 5 per " +
            'hotel (409). The answer is the only time the signing secret is shown. 10 registrations and tests a minute.',
          tag: 'Webhooks',
          success: {
            status: 201,
            description: 'Registered: the secret is shown this once.',
            example: webhookExamples.created,
          },
          requestExample: { url: 'https://pms.example.org/kyg/webhook' },
          errors: {
            409: 'The hotel already has 5 webhooks.',
            429: 'Too many calls with this key, or more than 10 registrations and tests a minute.',
          },
        }),
      },
    )
    .delete('/webhooks/:id', ({ params, apiCaller }) => deleteApiWebhook(deps.webhooks, apiCaller, params.id), {
      apiKey: 'webhooks:manage',
      bodyLimit: BODY.none,
      params: webhookIdParams,
      response: { 200: deletedWebhook },
      detail: apiOperation({
        operationId: 'deleteWebhook',
        summary: 'Delete a webhook',
        description: 'Removed with its delivery log; nothing more is sent to it.',
        tag: 'Webhooks',
        success: { description: 'Deleted.', example: { id: webhookExamples.list.webhooks[0]?.id, deleted: true } },
        errors: { 404: 'Your hotel has no webhook with this id.' },
      }),
    })
    .post('/webhooks/:id/test', ({ params, apiCaller }) => testApiWebhook(deps.webhooks, apiCaller, params.id), {
      apiKey: 'webhooks:manage',
      rateLimit: WEBHOOK_WRITES,
      bodyLimit: BODY.json,
      body: noBody,
      params: webhookIdParams,
      response: { 200: apiDelivery },
      detail: apiOperation({
        operationId: 'testWebhook',
        summary: 'Send a test event',
        description:
          'Queues `webhook.test`, signed like every delivery, tries it at once and answers the delivery after that ' +
          'attempt (a failure is retried like any event). Send no body, or `{}`.',
        tag: 'Webhooks',
        success: { description: 'The delivery after its first attempt.', example: webhookExamples.delivery },
        requestExample: {},
        errors: {
          404: 'Your hotel has no webhook with this id.',
          429: 'Too many calls with this key, or more than 10 registrations and tests a minute.',
        },
      }),
    })
  const documentOf = () => {
    document ??= openApiDocument(api, deps.config)
    return document
  }
  const html = (text: string) => new Response(text, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  return api
    .get('/openapi.json', () => documentOf(), {
      anonymous: true,
      bodyLimit: BODY.none,
      // A generated document (its own schema is OpenAPI's), not an answer of the API.
      sends: 'file',
      detail: { hide: true },
    })
    .get(
      '/reference',
      () => {
        reference ??= referencePage(documentOf())
        return html(reference)
      },
      { anonymous: true, bodyLimit: BODY.none, sends: 'text', detail: { hide: true } },
    )
    .get(
      '/guide',
      async () => {
        guide ??= await guidePage()
        return html(guide)
      },
      { anonymous: true, bodyLimit: BODY.none, sends: 'text', detail: { hide: true } },
    )
}
