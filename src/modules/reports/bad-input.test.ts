// Every bad input of issue 9 gets a clear, translated answer and stores nothing: no row, no file.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { count } from 'drizzle-orm'
import { createTestAdmin, signIn } from '~/modules/auth/testing'
import { createTestApp, refusalIn } from '~/server/testing'
import { attachments, guests, reports } from './schema'
import {
  createActiveMember,
  exeBytes,
  filesUnder,
  reportForm,
  reportParts,
  smallPng,
  tinyPdf,
  type UploadFile,
  uploadsDirOf,
  videoBytes,
} from './testing'

let t: Awaited<ReturnType<typeof createTestApp>>
let hotel: { authorization: string }
let uploads: string

beforeAll(async () => {
  t = await createTestApp()
  uploads = uploadsDirOf(t.config)
  const member = await createActiveMember(t.db.db)
  hotel = (await signIn(t.request, member.user.email, member.password)).bearer
  await createTestAdmin(t.db.db)
}, 60_000)
afterAll(() => t.db.close())

const rows = () => ({
  reports: t.db.db.select({ n: count() }).from(reports).get()?.n,
  guests: t.db.db.select({ n: count() }).from(guests).get()?.n,
  attachments: t.db.db.select({ n: count() }).from(attachments).get()?.n,
})

/** Sends the request and checks the answer's status and message, and that nothing was stored. */
async function refused(send: () => Promise<Response>, expected: { status: number; message: string; field?: string }) {
  const before = { rows: rows(), files: filesUnder(uploads).sort() }
  const res = await send()
  const body = await refusalIn(res)
  expect({ status: res.status, message: body.message }).toEqual({ status: expected.status, message: expected.message })
  if (expected.field) expect(body.field).toBe(expected.field)
  expect(rows()).toEqual(before.rows)
  expect(filesUnder(uploads).sort()).toEqual(before.files)
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  t.request('/api/reports', { method: 'POST', headers: { ...hotel, ...headers }, body })
const postFiles = (files: UploadFile[], parts = reportParts()) => post(reportForm(parts, files))

const FILE_TYPE = (name: string) =>
  `${name}: this file type is not accepted. Please attach PNG, JPG, PDF, MP4 or MOV files.`
const FILE_NAME = 'This file name is not accepted. Please rename the file (at most 255 characters, no slashes).'

/** A multipart body written by hand, for file names a browser's FormData would not send as they are. */
function rawMultipart(filename: string, bytes: Uint8Array) {
  const boundary = 'kygboundary1234'
  const enc = new TextEncoder()
  const parts: Uint8Array[] = []
  for (const [key, value] of Object.entries(reportParts())) {
    parts.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`))
  }
  parts.push(
    enc.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
  )
  parts.push(bytes, enc.encode(`\r\n--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` }
}

describe('bad evidence files are refused with a clear message and leave nothing behind', () => {
  test('an .exe renamed .png', async () => {
    await refused(() => postFiles([{ name: 'photo.png', bytes: exeBytes(), type: 'image/png' }]), {
      status: 400,
      message: FILE_TYPE('photo.png'),
      field: 'attachments',
    })
  })

  test('an HTML file named .jpg', async () => {
    const html = new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>')
    await refused(() => postFiles([{ name: 'photo.jpg', bytes: html, type: 'image/jpeg' }]), {
      status: 400,
      message: FILE_TYPE('photo.jpg'),
    })
  })

  test('a PDF named .mp4', async () => {
    await refused(() => postFiles([{ name: 'clip.mp4', bytes: tinyPdf(), type: 'video/mp4' }]), {
      status: 400,
      message:
        'clip.mp4: the file name’s ending does not match its content (for example a PDF named .mp4). Please rename the file or attach the right one.',
    })
  })

  test('an 11th file', async () => {
    const pdf = tinyPdf()
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `page-${i}.pdf`, bytes: pdf }))
    await refused(() => postFiles(files), {
      status: 400,
      message: 'A report can have at most 10 files; page-10.pdf was not added.',
    })
  })

  test('an image over 20 MB', async () => {
    const big = new Uint8Array(20 * 1024 * 1024 + 1)
    big.set(await smallPng())
    await refused(() => postFiles([{ name: 'huge.png', bytes: big }]), {
      status: 413,
      message: 'huge.png is too large: images and PDF files can be at most 20 MB each.',
    })
  })

  test('an empty file', async () => {
    await refused(() => postFiles([{ name: 'empty.pdf', bytes: new Uint8Array(0) }]), {
      status: 400,
      message: 'empty.pdf is empty.',
    })
  })

  test('a file name with ../', async () => {
    const { body, type } = rawMultipart('../../etc/evil.png', await smallPng())
    await refused(() => post(body, { 'content-type': type }), { status: 400, message: FILE_NAME })
  })

  test('a file name with a NUL character', async () => {
    const { body, type } = rawMultipart('photo\u0000.png', await smallPng())
    await refused(() => post(body, { 'content-type': type }), {
      status: 400,
      message:
        'A file name or form field could not be read. Please rename the file without special characters and send it again.',
    })
  })

  test('a file name of 300 characters', async () => {
    await refused(() => postFiles([{ name: `${'a'.repeat(296)}.png`, bytes: new Uint8Array(0) }]), {
      status: 400,
      message: FILE_NAME,
    })
  })

  test('a multipart body cut off half-way', async () => {
    const { body, type } = rawMultipart('photo.png', videoBytes('isom', 64 * 1024))
    const half = body.subarray(0, Math.floor(body.length / 2))
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(half))
        controller.close()
      },
    })
    await refused(() => post(stream as unknown as BodyInit, { 'content-type': type }), {
      status: 400,
      message: 'The upload was interrupted. Please send the report again.',
    })
  })

  test('item 23 of issue 24: of several files, the refusal names the one refused, in the member’s language', async () => {
    const files = [
      { name: 'rechnung.pdf', bytes: tinyPdf() },
      { name: 'schaden.png', bytes: exeBytes(), type: 'image/png' },
    ]
    await refused(() => post(reportForm(reportParts(), files), { cookie: 'lang=de' }), {
      status: 400,
      message:
        'schaden.png: Dieser Dateityp wird nicht angenommen. Bitte hängen Sie PNG-, JPG-, PDF-, MP4- oder MOV-Dateien an.',
      field: 'attachments',
    })
  })

  test('no attachment at all', async () => {
    await refused(() => postFiles([]), { status: 400, message: 'Please attach at least one file as evidence.' })
  })
})

describe('bad report fields are refused naming the field, and store nothing', () => {
  const withPdf = (overrides: Record<string, string | undefined>) =>
    postFiles([{ name: 'bill.pdf', bytes: tinyPdf() }], reportParts(overrides))

  test('a check-out before the check-in', async () => {
    await refused(() => withPdf({ check_in: '2025-03-04', check_out: '2025-03-01' }), {
      status: 400,
      message: 'The check-out date cannot be before the check-in date.',
      field: 'check_out',
    })
  })

  test('a check-out in the future', async () => {
    await refused(() => withPdf({ check_out: '2999-01-01' }), {
      status: 400,
      message: 'The check-out date cannot be in the future.',
      field: 'check_out',
    })
  })

  test('a missing declaration', async () => {
    await refused(() => withPdf({ declaration: undefined }), {
      status: 400,
      message: 'Please confirm that the information is accurate.',
      field: 'declaration',
    })
  })

  test('an unknown category', async () => {
    await refused(() => withPdf({ category: 'rudeness' }), {
      status: 400,
      message: 'Please choose a category from the list.',
      field: 'category',
    })
  })

  test('a missing last name, answered in French', async () => {
    await refused(
      () =>
        post(reportForm(reportParts({ last_name: undefined }), [{ name: 'bill.pdf', bytes: tinyPdf() }]), {
          'accept-language': 'fr',
        }),
      { status: 400, message: 'Ce champ est obligatoire.', field: 'last_name' },
    )
  })

  test('an amount that is not CHF', async () => {
    await refused(() => withPdf({ amount_owed: 'a lot' }), {
      status: 400,
      message: 'Please enter an amount in CHF, for example 1250 or 1250.50.',
      field: 'amount_owed',
    })
  })
})
