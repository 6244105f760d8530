// Test helpers for arrivals: a hotel signed in, reports approved by an administrator, files in Excel's encodings.
import { expect } from 'bun:test'
import { createApiKey } from '~/modules/apikeys/public'
import { testDeps } from '~/modules/audit/testing'
import { createTestAdmin, jsonInit, signIn } from '~/modules/auth/testing'
import { createActiveMember, reportForm, reportParts, tinyPdf } from '~/modules/reports/testing'
import type { createTestApp } from '~/server/testing'

type App = Awaited<ReturnType<typeof createTestApp>>

/** The answer of a sheet's import (multipart: a raw request in tests), which tests read through this schema. */
export { batchAnswer } from './model'

export async function signedInHotel(t: App, locale: 'en' | 'fr' | 'de' | 'it' = 'en') {
  const member = await createActiveMember(t.db.db, { locale })
  const session = await signIn(t.request, member.user.email, member.password, { 'accept-language': locale })
  return { user: member.user, companyId: member.user.companyId as string, headers: session.bearer }
}

/** A hotel signed in for the screens, with an API key of its own for /api/v1 (search and arrivals). */
export async function signedInHotelWithKey(t: App) {
  const person = await signedInHotel(t)
  const { key } = createApiKey(testDeps(t.db.db), {
    name: 'desk',
    scopes: ['search', 'arrivals:write'],
    companyId: person.companyId,
    userId: person.user.id,
    actor: { type: 'operator' },
  })
  return { ...person, api: { authorization: `Bearer ${key}` } }
}

export async function signedInAdmin(t: App) {
  const a = await createTestAdmin(t.db.db)
  return (await signIn(t.request, a.user.email, a.password)).bearer
}

/** A report written by `hotel` (pending), with the guest fields given over the defaults. */
export async function writeReport(t: App, hotel: Record<string, string>, guest: Record<string, string>) {
  const res = await t.request('/api/reports', {
    method: 'POST',
    headers: hotel,
    body: reportForm(reportParts({ email: '', phone: '', document_number: '', ...guest }), [
      { name: 'bill.pdf', bytes: tinyPdf() },
    ]),
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { report: { id: string } }).report.id
}

export async function approveReport(t: App, admin: Record<string, string>, id: string) {
  const res = await t.request(`/api/admin/reports/${id}/approve`, jsonInit('POST', {}, admin))
  expect(res.status).toBe(200)
}

/** Text as Windows-1252 bytes (Excel's CSV on Swiss and German Windows): Latin-1 covers the umlauts. */
export const windows1252 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'))

export function sheetForm(bytes: Uint8Array, extra: Record<string, string> = {}, name = 'arrivals.csv') {
  const form = new FormData()
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'text/csv' }), name)
  for (const [k, v] of Object.entries(extra)) form.append(k, v)
  return form
}

/**
 * Security review 4, finding 3's sheet: about 2 MB (under the limit) of fields made of escaped quotes (`""`), the
 * kind that cost papaparse seconds of CPU. Two columns of 1.2 KB a row, so it reads as a sheet with a header and under 2,000 rows.
 */
export function escapedQuotesSheet(bytes = 2 * 1024 * 1024 - 4096): Uint8Array {
  const row = `"${'""'.repeat(300)}";"${'""'.repeat(300)}"\n`
  const rows = Math.floor((bytes - 32) / row.length)
  return new TextEncoder().encode(`first_name;last_name\n${row.repeat(rows)}`)
}
