import { Elysia } from 'elysia'
import { BODY } from '~/kernel/routes'
import type { ApiCaller, ApiKeyGuard } from '~/modules/apikeys/public'
import { type SearchDeps, searchBody, searchGuests } from '~/modules/search/public'
import { apiError, keyErrors, searchAnswer } from './model'
import { type OpenApiDocument, openApiDocument } from './openapi'
import { referencePage } from './reference'
import { searchAnswerOf } from './search'

export type ApiV1Deps = { search: SearchDeps; config: { BASE_URL: string } }

const searcherOf = (caller: ApiCaller) => ({
  userId: caller.keyId,
  companyId: caller.companyId,
  ip: caller.actor.ip ?? null,
  actorType: 'api_key' as const,
  keyName: caller.keyName,
})

/** /api/v1: the API for property-management systems, authenticated by API keys only (issue 23, docs/api.md). */
export function apiV1Plugin(deps: ApiV1Deps, guard: ApiKeyGuard) {
  let document: OpenApiDocument | undefined
  let reference: string | undefined
  const api = new Elysia({ name: 'api-v1', prefix: '/api/v1' })
    .use(guard)
    .post('/search', ({ body, apiCaller }) => searchAnswerOf(searchGuests(deps.search, searcherOf(apiCaller), body)), {
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
  const documentOf = () => {
    document ??= openApiDocument(api, deps.config.BASE_URL)
    return document
  }
  const referenceOf = () => {
    reference ??= referencePage(documentOf())
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
      () =>
        new Response(referenceOf(), {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
      { anonymous: true, bodyLimit: BODY.none, sends: 'text', detail: { hide: true } },
    )
}
