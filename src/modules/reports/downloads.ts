// Serving evidence: only to the authoring hotel and to administrators, as a download unless an admin views an image
// or video inline; every download is audited.
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { notFound } from '~/kernel/errors'
import { storedPath } from '~/kernel/uploads/storage'
import { record } from '~/modules/audit/public'
import { attachments, reports } from './schema'
import { type AttachmentRow, isLive, NOT_FOUND } from './views'

export type Viewer = { id: string; role: 'admin' | 'user'; companyId: string | null; ip?: string | null }

/** The attachment if the viewer may have it (its hotel, or an admin), else 404. Audited. */
export function openAttachment(
  deps: { db: DbOrTx; clock: Clock; chainKey: string; uploadsDir: string },
  input: { viewer: Viewer; reportId: string; attachmentId: string; inline: boolean },
): { row: AttachmentRow; path: string; inline: boolean } {
  const found = deps.db
    .select({ row: attachments, report: reports })
    .from(attachments)
    .innerJoin(reports, eq(reports.id, attachments.reportId))
    .where(and(eq(attachments.id, input.attachmentId), eq(attachments.reportId, input.reportId)))
    .get()
  const isAdmin = input.viewer.role === 'admin'
  if (!found || !isLive(found.report.status)) throw notFound(NOT_FOUND)
  if (!isAdmin && found.report.companyId !== input.viewer.companyId) throw notFound(NOT_FOUND)
  const viewable = /^(image|video)\//.test(found.row.mimeType)
  const inline = isAdmin && input.inline && viewable
  record(deps, {
    actor: { type: isAdmin ? 'admin' : 'user', id: input.viewer.id, ip: input.viewer.ip ?? null },
    action: 'report.attachment_download',
    target: { type: 'attachment', id: found.row.id },
    details: { reportId: found.report.id, type: found.row.mimeType, inline },
  })
  return { row: found.row, path: storedPath(deps.uploadsDir, found.row.storageKey), inline }
}
