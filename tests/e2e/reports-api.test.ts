// The reports API over a real socket (Bun.serve, the raised body limit, the streaming parser): what app.handle()
// tests cannot show. No browser: the screens have their own browser tests.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import { openDatabase } from '~/db/client'
import { signIn } from '~/modules/auth/testing'
import { createActiveMember, filesUnder, jpegWithGps, reportParts, smallPng } from '~/modules/reports/testing'
import { serverDeps, startTestServer, type TestServer } from '../support/server'

let server: TestServer
let bearer: Record<string, string>

beforeAll(async () => {
  server = await startTestServer()
  const db = openDatabase(join(server.dataDir, 'knowyourguest.sqlite'))
  const member = await createActiveMember(serverDeps(server, db))
  db.close()
  bearer = (await signIn((path, init) => fetch(`${server.url}${path}`, init), member.user.email, member.password))
    .bearer
}, 60_000)
afterAll(() => server.stop())

function form(files: { name: string; blob: Blob }[]) {
  const body = new FormData()
  for (const [key, value] of Object.entries(reportParts())) body.append(key, value)
  for (const file of files) body.append('attachments', file.blob, file.name)
  return body
}

describe('reports over a real connection', () => {
  test('a report with a photo is created, and the stored photo comes back without its GPS block', async () => {
    const res = await fetch(`${server.url}/api/reports`, {
      method: 'POST',
      headers: bearer,
      body: form([{ name: 'door.jpg', blob: new Blob([await jpegWithGps()]) }]),
    })
    expect(res.status).toBe(201)
    const { report } = (await res.json()) as { report: { id: string; attachments: { id: string; sha256: string }[] } }
    const file = report.attachments[0]!
    const download = await fetch(`${server.url}/api/reports/${report.id}/attachments/${file.id}`, { headers: bearer })
    const bytes = new Uint8Array(await download.arrayBuffer())
    expect(new Bun.CryptoHasher('sha256').update(bytes).digest('hex')).toBe(file.sha256)
    expect(Buffer.from(bytes).includes(Buffer.from('Spy 3000'))).toBe(false)
  })

  test('an image over 20 MB is refused with 413 and leaves no file behind', async () => {
    const before = filesUnder(join(server.dataDir, 'uploads')).length
    const big = new Uint8Array(21 * 1024 * 1024)
    big.set(await smallPng())
    const res = await fetch(`${server.url}/api/reports`, {
      method: 'POST',
      headers: bearer,
      body: form([{ name: 'huge.png', blob: new Blob([big]) }]),
    }).catch((error: unknown) => error as Error)
    // The server answers as soon as the limit is passed; the client may still be sending.
    if (res instanceof Response) {
      expect(res.status).toBe(413)
      expect(((await res.json()) as { message: string }).message).toBe(
        'huge.png is too large: images and PDF files can be at most 20 MB each.',
      )
    }
    expect(filesUnder(join(server.dataDir, 'uploads')).length).toBe(before)
  })

  test('an upload without a session is refused before its body is read', async () => {
    const res = await fetch(`${server.url}/api/reports`, {
      method: 'POST',
      body: form([{ name: 'a.png', blob: new Blob([await smallPng()]) }]),
    })
    expect(res.status).toBe(401)
  })
})
