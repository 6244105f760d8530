// The team calls (/api/team, ADR 200) through the typed client: the owner's list, invitations and removals, and the
// invitation page's reading and accepting of its link.
import { queryOptions } from '@tanstack/react-query'
import type * as v from 'valibot'
import type { acceptInvitationBody, handOverBody, inviteBody } from '~/modules/auth/public'
import { type Answer, type Treaty, unwrap } from './treaty'

export const TEAM_KEY = ['team'] as const

export const teamQueryOptions = (client: Treaty) =>
  queryOptions({ queryKey: TEAM_KEY, queryFn: () => unwrap(client.api.team.get()), retry: false })

type Team = Answer<Treaty['api']['team']['get']>
export type TeamPerson = Team['people'][number]

export const teamApi = (client: Treaty) => ({
  invite: (body: v.InferInput<typeof inviteBody>) => unwrap(client.api.team.invitations.post(body)),
  withdraw: (id: string) => unwrap(client.api.team.invitations({ id }).delete()),
  remove: (id: string) => unwrap(client.api.team.people({ id }).delete()),
  handOver: (body: v.InferInput<typeof handOverBody>) => unwrap(client.api.team['hand-over'].post(body)),
  invitation: (token: string) => unwrap(client.api.team.invitation.post({ token })),
  accept: (body: v.InferInput<typeof acceptInvitationBody>) => unwrap(client.api.team.invitation.accept.post(body)),
})
