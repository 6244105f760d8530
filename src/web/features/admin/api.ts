// The console's data: query option factories and mutations over the typed Eden client (answer types come from the
// server's routes, so they cannot drift).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/treaty'
import { toast } from '../../components/toast'
import { type RouterContext, useAppContext } from '../../context'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'

type Client = RouterContext['client']
const admin = (client: Client) => client.api.admin
type Admin = ReturnType<typeof admin>
/** The query a GET route takes, as the server's schema types it. */
type QueryOf<Get extends (...args: never[]) => unknown> = NonNullable<NonNullable<Parameters<Get>[0]>['query']>
export type MemberStatus = NonNullable<QueryOf<Admin['hotels']['members']['get']>['status']>
export type PaymentKind = NonNullable<QueryOf<Admin['payments']['get']>['kind']>
export type RequestStatusFilter = NonNullable<QueryOf<Admin['requests']['get']>['status']>

export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  applications: (after?: string) => ['admin', 'hotels', 'applications', after ?? ''] as const,
  members: (q: string, status: string, after?: string) =>
    ['admin', 'hotels', 'members', q, status, after ?? ''] as const,
  member: (id: string) => ['admin', 'hotels', 'member', id] as const,
  transfers: (after?: string) => ['admin', 'payments', 'transfers', after ?? ''] as const,
  payments: (kind: string, before?: string) => ['admin', 'payments', 'list', kind, before ?? ''] as const,
  audit: (filter: AuditFilter) => ['admin', 'audit', filter] as const,
  actions: ['admin', 'audit', 'actions'] as const,
  requests: (status: string) => ['admin', 'requests', 'list', status] as const,
  request: (id: string) => ['admin', 'requests', 'one', id] as const,
  incidents: ['admin', 'incidents'] as const,
  jobs: ['admin', 'jobs'] as const,
  arrivalsLimit: (companyId: string) => ['admin', 'arrivals', 'limit', companyId] as const,
}

export type AuditFilter = {
  actor?: string
  action?: string
  targetType?: string
  targetId?: string
  from?: string
  to?: string
}

export const overviewQuery = (client: Client) =>
  queryOptions({ queryKey: adminKeys.overview, queryFn: () => unwrap(admin(client).overview.get()), staleTime: 0 })

export const applicationsQuery = (client: Client, after?: string) =>
  queryOptions({
    queryKey: adminKeys.applications(after),
    queryFn: () => unwrap(admin(client).hotels.applications.get({ query: { after } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

/** One page of the member directory; the previous page stays on screen while the next one loads. */
export const membersQuery = (client: Client, q: string, status: MemberStatus | '', after?: string) =>
  queryOptions({
    queryKey: adminKeys.members(q, status, after),
    queryFn: () =>
      unwrap(
        admin(client).hotels.members.get({
          query: { q: q || undefined, status: status || undefined, after },
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

export const memberQuery = (client: Client, id: string) =>
  queryOptions({
    queryKey: adminKeys.member(id),
    queryFn: () => unwrap(admin(client).hotels({ id }).get()),
    staleTime: 0,
  })

export const transfersQuery = (client: Client, after?: string) =>
  queryOptions({
    queryKey: adminKeys.transfers(after),
    queryFn: () => unwrap(admin(client).payments.transfers.get({ query: { after } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

export const paymentsQuery = (client: Client, kind: PaymentKind | '', before?: string) =>
  queryOptions({
    queryKey: adminKeys.payments(kind, before),
    queryFn: () => unwrap(admin(client).payments.get({ query: { kind: kind || undefined, before } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

export const actionsQuery = (client: Client) =>
  queryOptions({ queryKey: adminKeys.actions, queryFn: () => unwrap(admin(client).audit.actions.get()) })

export const auditPage = (client: Client, filter: AuditFilter, before?: number) =>
  unwrap(admin(client).audit.get({ query: { ...filter, before } }))

export const requestsQuery = (client: Client, status: RequestStatusFilter | '') =>
  queryOptions({
    queryKey: adminKeys.requests(status),
    queryFn: () => unwrap(admin(client).requests.get({ query: { status: status || undefined } })),
    staleTime: 0,
  })

export const requestQuery = (client: Client, id: string) =>
  queryOptions({
    queryKey: adminKeys.request(id),
    queryFn: () => unwrap(admin(client).requests({ id }).get()),
    staleTime: 0,
  })

export const incidentsQuery = (client: Client) =>
  queryOptions({ queryKey: adminKeys.incidents, queryFn: () => unwrap(admin(client).incidents.get()), staleTime: 0 })

export const jobsQuery = (client: Client) =>
  queryOptions({ queryKey: adminKeys.jobs, queryFn: () => unwrap(admin(client).jobs.get()), staleTime: 0 })

/**
 * A console action: runs, says what happened in a toast, refreshes every console list (counts on the overview
 * change with most actions), and shows the server's message when it refuses.
 */
export function useAdminAction<Input, Output>(
  run: (client: Client, input: Input) => Promise<Output>,
  success: (output: Output, input: Input) => string,
  after?: (output: Output) => void,
) {
  const { client } = useAppContext()
  const { LL } = useI18n()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Input) => run(client, input),
    onSuccess: (output, input) => {
      toast.success(success(output, input))
      void queryClient.invalidateQueries({ queryKey: adminKeys.all })
      after?.(output)
    },
    onError: (error: Error) => toast.error(errorText(LL, error, LL.account.unexpected())),
  })
}

export { admin as adminApi }
