// Test helpers for reports: members with an active subscription, the multipart form, and evidence files made here
// (no binary fixtures in the repository). Used by this module's tests, the benchmark and browser tests.
import { type Dirent, readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import type { Db } from '~/db/client'
import { type TestTarget, testDeps } from '~/modules/audit/testing'
import type { UserStatus } from '~/modules/auth/schema'
import { createMember } from '~/modules/auth/testing'
import { extendSubscription } from '~/modules/billing/public'
import { guests, reports } from './schema'

/** The answer of a report's upload (multipart: a raw request in tests), which tests read through this schema. */
export { reportAnswer } from './answers'

/** A hotel member whose yearly subscription runs (or, with `expired`, ended yesterday). */
export async function createActiveMember(
  target: TestTarget,
  overrides: { email?: string; password?: string; status?: UserStatus; locale?: 'en' | 'fr' | 'de' | 'it' } = {},
  { expired = false }: { expired?: boolean } = {},
) {
  const deps = testDeps(target)
  const created = await createMember(deps, overrides)
  const now = expired ? new Date(deps.clock.now().getTime() - 366 * 24 * 60 * 60 * 1000) : deps.clock.now()
  extendSubscription(deps, {
    userId: created.user.id,
    plan: { id: '5-star', stars: 5, association: false, priceRappen: 89_000 },
    actor: { type: 'operator' },
    now,
  })
  return created
}

/** The form's text parts of a valid report; override or drop (undefined) any of them. */
export function reportParts(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const base: Record<string, string> = {
    first_name: 'Max',
    last_name: 'Mustermann',
    birth_date: '1980-04-12',
    birth_place: 'Bern',
    nationality: 'Germany',
    phone: '+41791112233',
    email: 'max@example.com',
    street_name: 'Bahnhofstrasse',
    building_no: '1',
    apartment_no: '',
    zip_code: '8001',
    city: 'Zurich',
    country: 'Switzerland',
    document_type: 'passport',
    document_number: 'C01X00T47',
    check_in: '2025-03-01',
    check_out: '2025-03-04',
    category: 'unpaid_bill',
    amount_owed: "1'250.50",
    message: 'Left without paying the bill for three nights.',
    declaration: 'true',
  }
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries({ ...base, ...overrides })) if (value !== undefined) out[key] = value
  return out
}

export type UploadFile = { name: string; bytes: Uint8Array<ArrayBuffer>; type?: string }

/** A multipart body as a browser's FormData would send it. */
export function reportForm(parts: Record<string, string>, files: UploadFile[] = []): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(parts)) form.append(key, value)
  for (const file of files) {
    form.append('attachments', new File([file.bytes], file.name, { type: file.type ?? 'application/octet-stream' }))
  }
  return form
}

/** A small real JPEG carrying GPS coordinates and a camera model in its EXIF block. */
export async function jpegWithGps(width = 64, height = 48): Promise<Uint8Array<ArrayBuffer>> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Spy 3000' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 22/1 3/1', GPSLongitudeRef: 'E', GPSLongitude: '8/1 32/1 4/1' },
    })
    .toBuffer()
  return new Uint8Array(buffer)
}

/** A JPEG of about `bytes` size (noise does not compress), for size limits and the benchmark. */
export async function noisyJpeg(targetBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const side = Math.ceil(Math.sqrt(targetBytes / 1.2))
  const pixels = new Uint8Array(side * side * 3)
  crypto.getRandomValues(pixels.subarray(0, Math.min(pixels.length, 65_536)))
  for (let i = 65_536; i < pixels.length; i += 65_536) pixels.copyWithin(i, 0, Math.min(65_536, pixels.length - i))
  const buffer = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer()
  return new Uint8Array(buffer)
}

export async function smallPng(): Promise<Uint8Array<ArrayBuffer>> {
  const buffer = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#00ff00' } })
    .png()
    .toBuffer()
  return new Uint8Array(buffer)
}

const ascii = (s: string) => new Uint8Array(new TextEncoder().encode(s))

/** A minimal PDF (what content detection looks at: the %PDF header). */
export const tinyPdf = () =>
  ascii(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  )

/** An ISO base media file header: brand `isom` reads as MP4, `qt  ` as QuickTime MOV, `heic` as HEIC; `size` pads it. */
export function videoBytes(brand: 'isom' | 'qt  ' | 'heic', size = 4096): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  bytes.set([0, 0, 0, 0x18], 0)
  bytes.set(ascii('ftyp'), 4)
  bytes.set(ascii(brand), 8)
  bytes.set([0, 0, 2, 0], 12)
  bytes.set(ascii(brand), 16)
  bytes.set(ascii(brand === 'isom' ? 'iso2' : brand === 'heic' ? 'mif1' : 'qt  '), 20)
  // then an mdat box holding the rest
  const rest = size - 24
  bytes.set([(rest >>> 24) & 255, (rest >>> 16) & 255, (rest >>> 8) & 255, rest & 255], 24)
  bytes.set(ascii('mdat'), 28)
  return bytes
}

/** An ISO base media box: 4-byte size, 4-character type, then the content. */
function box(type: string, ...content: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const size = 8 + content.reduce((n, c) => n + c.length, 0)
  const out = new Uint8Array(size)
  new DataView(out.buffer).setUint32(0, size)
  out.set(latin1(type), 4)
  let at = 8
  for (const c of content) {
    out.set(c, at)
    at += c.length
  }
  return out
}
const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0))

/** Where the phone says the video was taken (ISO 6709), as the location boxes below carry it. */
export const VIDEO_LOCATION = '+46.9480+007.4474+540.000/'
/** The video samples of videoWithLocation: they must come through unchanged. */
export const VIDEO_SAMPLES = 'frame-data-'.repeat(64)

/**
 * A small MP4 (or MOV) as a phone writes it, with its location in each place players and phones put it: `©xyz` in the
 * movie's and the track's `udta`, Apple's ISO6709 key in `meta` (keys + ilst), and XMP GPS in a `uuid` box.
 */
export function videoWithLocation(brand: 'isom' | 'qt  ' = 'isom'): Uint8Array<ArrayBuffer> {
  const ftyp = box('ftyp', latin1(brand), new Uint8Array([0, 0, 2, 0]), latin1(brand))
  const xyz = box('\u00a9xyz', new Uint8Array([0, VIDEO_LOCATION.length, 0x15, 0xc7]), latin1(VIDEO_LOCATION))
  const loci = box('loci', new Uint8Array(4), latin1(`Bundesplatz ${VIDEO_LOCATION}`))
  const key = 'com.apple.quicktime.location.ISO6709'
  const meta = box(
    'meta',
    box('hdlr', new Uint8Array(8), latin1('mdta'), new Uint8Array(13)),
    box('keys', new Uint8Array(4), new Uint8Array([0, 0, 0, 1]), box('mdta', latin1(key))),
    box('ilst', box('\u0000\u0000\u0000\u0001', box('data', new Uint8Array(8), latin1(VIDEO_LOCATION)))),
  )
  const trak = box('trak', box('tkhd', new Uint8Array(84)), box('udta', xyz))
  const moov = box('moov', box('mvhd', new Uint8Array(100)), trak, box('udta', xyz, loci), meta)
  const xmp = box(
    'uuid',
    new Uint8Array([0xbe, 0x7a, 0xcf, 0xcb, 0x97, 0xa9, 0x42, 0xe8, 0x9c, 0x71, 0x99, 0x94, 0x91, 0xe3, 0xaf, 0xac]),
    latin1('<x:xmpmeta><exif:GPSLatitude>46,56.88N</exif:GPSLatitude></x:xmpmeta>'),
  )
  const mdat = box('mdat', latin1(VIDEO_SAMPLES))
  const parts = [ftyp, moov, xmp, mdat]
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

/** A Windows executable's first bytes (MZ header). */
export function exeBytes(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(4200)
  bytes.set(ascii('MZ'), 0)
  bytes.set([0x80, 0, 0, 0], 0x3c)
  bytes.set(ascii('PE\0\0'), 0x80)
  return bytes
}

/** Every file under DATA_DIR/uploads (including the temporary folder). */
export function filesUnder(uploadsDir: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    let entries: Dirent[]
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      if (entry.isDirectory()) walk(join(dir, entry.name))
      else out.push(join(dir, entry.name))
    }
  }
  walk(uploadsDir)
  return out
}
export { uploadsDirOf } from '~/kernel/uploads/storage'

/**
 * `count` pending reports of one hotel written straight into the tables (the upload path is not what is tested),
 * a second apart from 2026-01-01, or all at that instant with `sameTime` (the moderation queue's tests and
 * `bun run bench:bounds`).
 */
export function seedPendingReports(
  db: Db,
  { companyId, authorId }: { companyId: string; authorId: string },
  count: number,
  sameTime = false,
) {
  const base = Date.parse('2026-01-01T00:00:00.000Z')
  db.transaction((tx) => {
    for (let i = 0; i < count; i++) {
      const id = `seed-${sameTime ? 's' : 't'}-${String(i).padStart(6, '0')}`
      const at = new Date(base + (sameTime ? 0 : i * 1000)).toISOString()
      tx.insert(guests)
        .values({
          id,
          companyId,
          firstName: 'Seed',
          lastName: `Guest${i}`,
          lastNameKey: `guest${i}`,
          birthDate: '1980-01-01',
          nationality: 'Switzerland',
        })
        .run()
      tx.insert(reports)
        .values({
          id,
          guestId: id,
          companyId,
          authorId,
          checkIn: '2025-01-01',
          checkOut: '2025-01-02',
          category: 'other',
          message: 'Seeded.',
          declarationAcceptedAt: at,
          expiresAt: '2028-01-02T00:00:00.000Z',
          createdAt: at,
          updatedAt: at,
        })
        .run()
    }
  })
}
