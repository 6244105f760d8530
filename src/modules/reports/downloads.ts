// Serving evidence: only to the authoring hotel and to administrators, as a download unless an admin views an image
// or video inline; every download is audited.
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { notFound } from '~/kernel/errors'
import { record } from '~/modules/audit/public'
import { attachments, reports } from './schema'
import { storedPath } from './storage'
import { type AttachmentRow, isLive, NOT_FOUND } from './views'

export type Viewer = { id: string; role: 'admin' | 'user'; companyId: string | null; ip?: string | null }

/** The attachment if the viewer may have it (its hotel, or an admin), else 404. Audited. */
export function openAttachment(
  deps: { db: DbOrTx; uploadsDir: string },
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

/** Content-Disposition with an ASCII fallback name and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\;]/g, '_')
      .trim() || 'evidence'
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/** One `bytes=a-b` range within `size`, or null (no header, several ranges, or one that does not fit: whole file). */
function byteRange(header: string | null, size: number): { start: number; end: number } | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!m || (m[1] === '' && m[2] === '')) return null
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1])
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  return start <= end && start < size ? { start, end } : null
}

/**
 * The response for a stored evidence file: never cached, never sniffed, sandboxed if opened directly. A single byte
 * range is honoured (the admin's video player seeks with it).
 */
export function attachmentResponse(
  opened: { row: Pick<AttachmentRow, 'sizeBytes' | 'mimeType' | 'originalName'>; path: string; inline: boolean },
  rangeHeader: string | null = null,
): Response {
  const size = opened.row.sizeBytes
  const range = byteRange(rangeHeader, size)
  const file = Bun.file(opened.path)
  return new Response(range ? file.slice(range.start, range.end + 1) : file, {
    status: range ? 206 : 200,
    headers: {
      'content-type': opened.row.mimeType,
      'content-length': String(range ? range.end - range.start + 1 : size),
      'accept-ranges': 'bytes',
      ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${size}` } : {}),
      'content-disposition': contentDisposition(opened.inline ? 'inline' : 'attachment', opened.row.originalName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; sandbox",
      'cross-origin-resource-policy': 'same-origin',
    },
  })
}
