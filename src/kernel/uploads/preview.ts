// Downscaled previews of evidence images for the moderation page (security review 3, finding 6; ADR 188): four full
// size 50-megapixel images took the administrator's browser to 940 MB. The page shows a JPEG at most PREVIEW_EDGE
// pixels on its longer side, made with sharp (already the upload's encoder) from the stored file when asked; the
// original stays one click away. Only the bytes are kept in a small in-memory cache: the access check and the audit
// run on every request, and nothing is written to disk (a preview never outlives its evidence).
import { MAX_IMAGE_PIXELS } from './evidence-file'
import { contentDisposition, STORED_FILE_HEADERS } from './respond'

const PREVIEW_EDGE = 1280
const CACHE_ENTRIES = 32
const cache = new Map<string, Uint8Array<ArrayBuffer>>()

/** The preview of a stored JPEG or PNG: rotated by its orientation, at most PREVIEW_EDGE wide and high, JPEG. */
async function previewBytes(path: string): Promise<Uint8Array<ArrayBuffer>> {
  const cached = cache.get(path)
  if (cached) {
    // Most recently used last, so the oldest is the first key.
    cache.delete(path)
    cache.set(path, cached)
    return cached
  }
  const { default: sharp } = await import('sharp')
  const bytes = await sharp(path, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: PREVIEW_EDGE, height: PREVIEW_EDGE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer()
  const out = new Uint8Array(bytes)
  cache.set(path, out)
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string)
  return out
}

/** Whether a stored type has a preview (the images the upload re-encodes). */
export const hasPreview = (mimeType: string) => mimeType === 'image/jpeg' || mimeType === 'image/png'

/** The preview as an answer: shown in the page, never cached or sniffed, like the original (respond.ts). */
export async function previewResponse(opened: { row: { originalName: string }; path: string }): Promise<Response> {
  const bytes = await previewBytes(opened.path)
  return new Response(bytes, {
    headers: {
      'content-type': 'image/jpeg',
      'content-length': String(bytes.length),
      'content-disposition': contentDisposition('inline', opened.row.originalName.replace(/\.[^.]+$/, '-preview.jpg')),
      ...STORED_FILE_HEADERS,
    },
  })
}
