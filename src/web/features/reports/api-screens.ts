// The reports API calls only the screens make (the earlier guests of New report, a report's review, the actions on
// a report): apart from ./api.ts, whose query options the route files use, so they stay out of every page's entry.
import { queryOptions } from '@tanstack/react-query'
import { type Treaty, unwrap } from '../../api/treaty'
import { ADMIN_REPORTS_KEY, REPORTS_KEY } from './api'

export const earlierGuestsQueryOptions = (client: Treaty, lastName: string) =>
  queryOptions({
    queryKey: [...REPORTS_KEY, 'guests', lastName.toLowerCase()],
    queryFn: async () => (await unwrap(client.api.reports.guests.get({ query: { last_name: lastName } }))).guests,
    staleTime: 60_000,
  })

export const adminReportQueryOptions = (client: Treaty, id: string) =>
  queryOptions({
    queryKey: [...ADMIN_REPORTS_KEY, 'one', id],
    queryFn: async () => (await unwrap(client.api.admin.reports({ id }).get())).report,
    staleTime: 0,
  })

export const reportsApi = (client: Treaty) => ({
  remove: (id: string) => unwrap(client.api.reports({ id }).delete()),
  approve: (id: string, notes: string, holdNotice = '') =>
    unwrap(
      client.api.admin
        .reports({ id })
        .approve.post({ ...(notes ? { notes } : {}), ...(holdNotice ? { holdNotice } : {}) }),
    ),
  reject: (id: string, notes: string) => unwrap(client.api.admin.reports({ id }).reject.post({ notes })),
  changeDecision: (id: string, body: { decision: 'approved' | 'rejected'; notes: string; version: number }) =>
    unwrap(client.api.admin.reports({ id }).decision.post(body)),
})

/** Where a file of a report is served; `inline` asks for display in the page (images and video, admins). */
export const attachmentUrl = (reportId: string, attachmentId: string, inline = false) =>
  `/api/reports/${encodeURIComponent(reportId)}/attachments/${encodeURIComponent(attachmentId)}${inline ? '?inline=1' : ''}`

/** A downscaled JPEG of an evidence image for the moderation page (admins; the original is attachmentUrl's). */
export const attachmentPreviewUrl = (reportId: string, attachmentId: string) =>
  `${attachmentUrl(reportId, attachmentId, true)}&preview=1`
