// The reports API (issue 9) as the web app uses it: JSON calls through the typed client (the multipart uploads go
// through the one upload helper, src/web/api/upload.ts).
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { AdminReportListItem, AttachmentView, OwnGuest, ReportListItem, ReportView } from '~/modules/reports/model'
import type { AdminReportView } from '~/modules/reports/public'
import { type Treaty, unwrap } from '../../api/treaty'

// The answers' shapes are the server's own types (type-only imports: nothing of the server reaches the bundle).
export type AttachmentInfo = Pick<AttachmentView, 'id' | 'name' | 'type' | 'size'> & { metadataRemoved?: boolean }
export type Report = ReportView
export type AdminReport = AdminReportView
export type ReportStatus = ReportView['status']
export type ReportLine = ReportListItem
export type AdminReportLine = AdminReportListItem
export type EarlierGuest = OwnGuest

export const REPORTS_KEY = ['reports'] as const
export const ADMIN_REPORTS_KEY = ['admin', 'reports'] as const
/** The moderation list loads by key, this many at a time ('Show more' reads the next page). */
const QUEUE_PAGE_SIZE = 20
/** What the moderation screen lists: the pending queue, or decided reports (to change a decision). */
export type ModerationStatus = 'pending' | 'approved' | 'rejected'

export const myReportsQueryOptions = (client: Treaty, page: number) =>
  queryOptions({
    queryKey: [...REPORTS_KEY, 'mine', page],
    queryFn: () => unwrap(client.api.reports.mine.get({ query: { page } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

export const reportQueryOptions = (client: Treaty, id: string) =>
  queryOptions({
    queryKey: [...REPORTS_KEY, 'one', id],
    queryFn: async () => (await unwrap(client.api.reports({ id }).get())).report,
    staleTime: 0,
  })

export const moderationListQueryOptions = (client: Treaty, status: ModerationStatus) =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_REPORTS_KEY, 'list', status],
    queryFn: ({ pageParam }) =>
      unwrap(
        client.api.admin.reports.get({
          query: { status, page_size: QUEUE_PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  })
