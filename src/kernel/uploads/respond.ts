// Serving a stored file (evidence, ID copies): as a download unless inline is asked, never cached or sniffed.
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

/** Every answer of a stored file (or its preview): never cached, never sniffed, sandboxed if opened directly. */
export const STORED_FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
} as const

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
  opened: { row: { sizeBytes: number; mimeType: string; originalName: string }; path: string; inline: boolean },
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
      ...STORED_FILE_HEADERS,
    },
  })
}
