import { Elysia } from 'elysia'
import { BODY, MB, noBody } from '~/kernel/routes'
import type { ApiKeyGuard } from '~/modules/apikeys/public'
import type { ArrivalDeps } from '~/modules/arrivals/public'
import { type SearchDeps, searchBody, searchGuests } from '~/modules/search/public'
import { createWebhookBody, WEBHOOK_WRITES } from '~/modules/webhooks/public'
import { arrivalOf, forgetArrival, listArrivalsOf, refuseOversizedBatch, sendArrivals } from './arrivals'
import { IDEMPOTENCY_HEADER, idempotent } from './idempotency'
import {
  apiError,
  arrivalDetail,
  arrivalsBatch,
  arrivalsList,
  arrivalsQuery,
  batchResult,
  deletedAnswer,
  keyErrors,
  refParams,
  searchAnswer,
} from './model'
import { type OpenApiDocument, openApiDocument } from './openapi'
import { referencePage } from './reference'
import { searchAnswerOf } from './search'
import {
  type ApiWebhookDeps,
  apiDelivery,
  apiWebhookList,
  createApiWebhook,
  createdApiWebhook,
  deleteApiWebhook,
  deletedWebhook,
  listApiWebhooks,
  testApiWebhook,
  webhookIdParams,
} from './webhooks'

export type ApiV1Deps = {
  search: SearchDeps
  arrivals: ArrivalDeps
  webhooks: ApiWebhookDeps
  config: { BASE_URL: string }
}

/** A batch of 500 reservations with every field at its longest stays below this. */
const BATCH_BYTES = 1 * MB

/** /api/v1: the API for property-management systems, authenticated by API keys only (issue 23, docs/api.md). */
export function apiV1Plugin(deps: ApiV1Deps, guard: ApiKeyGuard) {
  let document: OpenApiDocument | undefined
  let reference: string | undefined
  const api = new Elysia({ name: 'api-v1', prefix: '/api/v1' })
    .use(guard)
    .post('/search', ({ body, apiCaller }) => searchAnswerOf(searchGuests(deps.search, apiCaller.acting, body)), {
      apiKey: 'search',
      bodyLimit: BODY.json,
      body: searchBody,
      response: { 200: searchAnswer, 422: apiError, ...keyErrors },
      detail: {
        summary: 'Search a guest',
        description:
          'The web search: the same minimum input, groups (exact, close, same_company) and limits; no numeric score.',
        tags: ['Search'],
      },
    })
    .post(
      '/arrivals',
      ({ body, apiCaller, request, set }) => {
        const { answer, replayed } = idempotent(
          deps.arrivals,
          {
            companyId: apiCaller.companyId,
            key: request.headers.get(IDEMPOTENCY_HEADER),
            request: `POST /api/v1/arrivals\n${JSON.stringify(body)}`,
          },
          () => sendArrivals(deps.arrivals, apiCaller, body),
        )
        if (replayed) set.headers['idempotent-replayed'] = 'true'
        return answer
      },
      {
        apiKey: 'arrivals:write',
        bodyLimit: BATCH_BYTES,
        transform: ({ body }) => refuseOversizedBatch(body),
        body: arrivalsBatch,
        response: { 200: batchResult, 409: apiError, 413: apiError, 422: apiError, ...keyErrors },
        detail: {
          summary: 'Send arrivals (one reservation or a batch of up to 500)',
          description:
            'Each reservation is matched with the reports and answered with its group. Idempotent by reservation_ref ' +
            '(sending a reservation again updates it) and by the Idempotency-Key header (the same key with another ' +
            'body is refused with 409). One invalid reservation refuses the whole batch (422 names it and the field).',
          tags: ['Arrivals'],
        },
      },
    )
    .get('/arrivals', ({ query, apiCaller }) => listArrivalsOf(deps.arrivals, apiCaller, query), {
      apiKey: 'arrivals:read',
      bodyLimit: BODY.none,
      query: arrivalsQuery,
      response: { 200: arrivalsList, 422: apiError, ...keyErrors },
      detail: {
        summary: 'List arrivals staying between two days',
        description: 'Each arrival with its reference, dates, match group and alert; from defaults to today.',
        tags: ['Arrivals'],
      },
    })
    .get(
      '/arrivals/:reservation_ref',
      ({ params, apiCaller }) => arrivalOf(deps.arrivals, apiCaller, params.reservation_ref),
      {
        apiKey: 'arrivals:read',
        bodyLimit: BODY.none,
        params: refParams,
        response: { 200: arrivalDetail, 404: apiError, ...keyErrors },
        detail: {
          summary: 'Read one arrival and why it is flagged',
          description:
            'The arrival with its group; for exact and close, the matching reports as the web shows them (category, ' +
            "stay, amount in rappen, the reporting hotel and its message), never another hotel's identifiers. Reading " +
            'the matches is a search by the key, under the search limits (429) and counted and audited as one.',
          tags: ['Arrivals'],
        },
      },
    )
    .delete(
      '/arrivals/:reservation_ref',
      ({ params, apiCaller }) => forgetArrival(deps.arrivals, apiCaller, params.reservation_ref),
      {
        apiKey: 'arrivals:write',
        bodyLimit: BODY.none,
        params: refParams,
        response: { 200: deletedAnswer, 404: apiError, ...keyErrors },
        detail: {
          summary: 'Forget a cancelled reservation',
          description: 'The arrival and its match data are deleted at once. 404 when the hotel has no such reference.',
          tags: ['Arrivals'],
        },
      },
    )
    .get('/webhooks', ({ apiCaller }) => listApiWebhooks(deps.webhooks, apiCaller), {
      apiKey: 'webhooks:manage',
      bodyLimit: BODY.none,
      response: { 200: apiWebhookList, ...keyErrors },
      detail: {
        summary: "List the hotel's webhooks",
        description: 'Each registered address with the first characters of its signing secret (never the secret).',
        tags: ['Webhooks'],
      },
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
        body: createWebhookBody,
        response: { 201: createdApiWebhook, 409: apiError, 422: apiError, ...keyErrors },
        detail: {
          summary: 'Register a webhook',
          description:
            "The address must be https on a public host (the settings screen's rules; 422 names `url`); at most 5 per " +
            'hotel (409). The answer is the only time the signing secret is shown. 10 registrations and tests a minute.',
          tags: ['Webhooks'],
        },
      },
    )
    .delete('/webhooks/:id', ({ params, apiCaller }) => deleteApiWebhook(deps.webhooks, apiCaller, params.id), {
      apiKey: 'webhooks:manage',
      bodyLimit: BODY.none,
      params: webhookIdParams,
      response: { 200: deletedWebhook, 404: apiError, ...keyErrors },
      detail: {
        summary: 'Delete a webhook',
        description: 'Removed with its delivery log; nothing more is sent to it. 404 when the hotel has no such one.',
        tags: ['Webhooks'],
      },
    })
    .post('/webhooks/:id/test', ({ params, apiCaller }) => testApiWebhook(deps.webhooks, apiCaller, params.id), {
      apiKey: 'webhooks:manage',
      rateLimit: WEBHOOK_WRITES,
      bodyLimit: BODY.json,
      body: noBody,
      params: webhookIdParams,
      response: { 200: apiDelivery, 404: apiError, ...keyErrors },
      detail: {
        summary: 'Send a test event',
        description:
          'Queues `webhook.test`, signed like every delivery, tries it at once and answers the delivery after that ' +
          'attempt (a failure is retried like any event).',
        tags: ['Webhooks'],
      },
    })
  const documentOf = async () => {
    document ??= await openApiDocument(api, deps.config.BASE_URL)
    return document
  }
  const referenceOf = async () => {
    reference ??= referencePage(await documentOf())
    return reference
  }
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
      async () =>
        new Response(await referenceOf(), {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
      { anonymous: true, bodyLimit: BODY.none, sends: 'text', detail: { hide: true } },
    )
}
