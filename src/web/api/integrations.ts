// The owner's connections to a front-desk system (issue 23) through the typed client: API keys
// (/api/member/api-keys, ADR 215) and webhooks with their delivery logs (/api/member/webhooks, ADR 211).
import { queryOptions } from '@tanstack/react-query'
import type { ApiScope } from '~/modules/apikeys/public'
import { type Answer, type Treaty, unwrap } from './treaty'

export const API_KEYS_KEY = ['api-keys'] as const
export const WEBHOOKS_KEY = ['webhooks'] as const

export const apiKeysQueryOptions = (client: Treaty) =>
  queryOptions({ queryKey: API_KEYS_KEY, queryFn: () => unwrap(client.api.member['api-keys'].get()), retry: false })

export const webhooksQueryOptions = (client: Treaty) =>
  queryOptions({ queryKey: WEBHOOKS_KEY, queryFn: () => unwrap(client.api.member.webhooks.get()), retry: false })

export const deliveriesQueryOptions = (client: Treaty, id: string) =>
  queryOptions({
    queryKey: [...WEBHOOKS_KEY, id, 'deliveries'],
    queryFn: () => unwrap(client.api.member.webhooks({ id }).deliveries.get()),
    retry: false,
  })

export type ApiKey = Answer<Treaty['api']['member']['api-keys']['get']>['keys'][number]
export type Webhook = Answer<Treaty['api']['member']['webhooks']['get']>['webhooks'][number]
export type Delivery = Answer<
  ReturnType<Treaty['api']['member']['webhooks']>['deliveries']['get']
>['deliveries'][number]

export const integrationsApi = (client: Treaty) => ({
  createKey: (body: { name: string; scopes: ApiScope[]; mode: 'live' | 'test' }) =>
    unwrap(client.api.member['api-keys'].post(body)),
  revokeKey: (id: string) => unwrap(client.api.member['api-keys']({ id }).delete()),
  addWebhook: (url: string) => unwrap(client.api.member.webhooks.post({ url })),
  removeWebhook: (id: string) => unwrap(client.api.member.webhooks({ id }).delete()),
  testWebhook: (id: string) => unwrap(client.api.member.webhooks({ id }).test.post({})),
})
