// The reports API (issue 9) as the web app uses it: JSON calls through the shared client, and the multipart uploads
// through XMLHttpRequest, the only browser API that reports upload progress.
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query'
import type {
  AdminReportListItem,
  AttachmentView,
  KeyPage,
  OwnGuest,
  Page,
  ReportListItem,
  ReportView,
} from '~/modules/reports/model'
import type { AdminReportView } from '~/modules/reports/public'
import { ApiError, notifyUnauthorized } from '../../api/client'
import { type Treaty, unwrap } from '../../api/treaty'

// The answers' shapes are the server's own types (type-only imports: nothing of the server reaches the bundle).
export type AttachmentInfo = Pick<AttachmentView, 'id' | 'name' | 'type' | 'size'> & { metadataRemoved?: boolean }
export type Report = ReportView
export type AdminReport = AdminReportView
export type ReportStatus = ReportView['status']
export type ReportLine = ReportListItem
export type AdminReportLine = AdminReportListItem
export type ReportPage<T> = Page<T>
export type ReportKeyPage<T> = KeyPage<T>
export type EarlierGuest = OwnGuest

export const REPORTS_KEY = ['reports'] as const
export const ADMIN_REPORTS_KEY = ['admin', 'reports'] as const
/** The moderation list loads by key, this many at a time ('Show more' reads the next page). */
const QUEUE_PAGE_SIZE = '20'
/** What the moderation screen lists: the pending queue, or decided reports (to change a decision). */
export type ModerationStatus = 'pending' | 'approved' | 'rejected'

export const myReportsQueryOptions = (client: Treaty, page: number) =>
  queryOptions({
    queryKey: [...REPORTS_KEY, 'mine', page],
    queryFn: () => unwrap(client.api.reports.mine.get({ query: { page: String(page) } })),
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

/** Bytes sent so far and the request's total. */
export type UploadProgress = { loaded: number; total: number }

/**
 * Sends a multipart form with XMLHttpRequest and reports upload progress. Answers the parsed JSON body, or throws an
 * ApiError as the JSON client does (a 401 also signs the member out).
 */
export function sendMultipart<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: FormData,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
  headers: Record<string, string> = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, `/api${path}`)
    xhr.withCredentials = true
    xhr.setRequestHeader('accept', 'application/json')
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total })
    }
    xhr.onload = () => {
      const data = parseJson(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T)
      const payload = (data ?? {}) as { message?: string; code?: string; field?: string }
      const error = new ApiError(xhr.status, payload.message ?? xhr.statusText, payload.code, payload.field)
      if (xhr.status === 401) notifyUnauthorized(error)
      reject(error)
    }
    xhr.onerror = () => reject(new TypeError('Failed to fetch'))
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(body)
  })
}

function parseJson(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return { message: text }
  }
}
