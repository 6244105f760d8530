// A data-subject request leads to a report being corrected, then deleted, by the provider through the reports service:
// the hotel is told each time in its language, the access letter shows the current data in every language.
import { expect, test } from 'bun:test'
import { listEntries } from '~/modules/audit/public'
import { createTestAdmin, jsonInit, signIn } from '~/modules/auth/testing'
import { listOutbox } from '~/modules/mail/public'
import { createActiveMember, reportAnswer, reportForm, reportParts, tinyPdf } from '~/modules/reports/testing'
import { answerIn, createTestApp } from '~/server/testing'

test('the console corrects and then deletes a report of a request; the hotel is told, the letters follow', async () => {
  const app = await createTestApp()
  const hotel = await createActiveMember(app.db.db, { locale: 'de' })
  const hotelSession = await signIn(app.request, hotel.user.email, hotel.password, { 'accept-language': 'de' })
  const admin = await createTestAdmin(app.db.db)
  const adminSession = await signIn(app.request, admin.user.email, admin.password)
  const post = (path: string, body: unknown) =>
    app.request(path, jsonInit('POST', body, { cookie: adminSession.cookie, origin: app.config.BASE_URL }))
  const byAdmin = app.browser(adminSession).api.admin

  const created = await app.request('/api/reports', {
    method: 'POST',
    headers: hotelSession.bearer,
    body: reportForm(reportParts({ first_name: 'Max', last_name: 'Gast' }), [{ name: 'bill.pdf', bytes: tinyPdf() }]),
  })
  // The report's upload is multipart (a raw request), read through its answer schema.
  const { report } = await answerIn(reportAnswer, created)
  const request = (
    await byAdmin.requests.post({
      receivedOn: new Date().toISOString().slice(0, 10),
      channel: 'letter',
      kind: 'correction',
      requesterName: 'Max Gast',
      // The defaults a form leaves out, sent (Eden types a body by its schema's output, ADR 323).
      requesterEmail: '',
      requesterAddress: '',
      details: '',
      hotelEmail: '',
      locale: 'fr',
      reportIds: [report.id],
    })
  ).data!

  // Refusals: no reason, a field the form does not have, a value the form's rules refuse, another report.
  expect(
    (
      await post(`/api/admin/requests/${request.id}/correct`, {
        reportId: report.id,
        fields: { amount_owed: '900' },
        reason: '',
      })
    ).status,
  ).toBe(400)
  expect(
    (
      await post(`/api/admin/requests/${request.id}/correct`, {
        reportId: report.id,
        fields: { admin_notes: 'x' },
        reason: 'r',
      })
    ).status,
  ).toBe(400)
  expect(
    (
      await post(`/api/admin/requests/${request.id}/correct`, {
        reportId: report.id,
        fields: { birth_date: 'soon' },
        reason: 'r',
      })
    ).status,
  ).toBe(400)
  expect(
    (
      await post(`/api/admin/requests/${request.id}/correct`, {
        reportId: 'other',
        fields: { city: 'Bern' },
        reason: 'r',
      })
    ).status,
  ).toBe(400)

  const corrected = await post(`/api/admin/requests/${request.id}/correct`, {
    reportId: report.id,
    fields: { amount_owed: '900', city: 'Bern' },
    reason: 'The person showed the receipt of a partial payment.',
  })
  expect(corrected.status).toBe(200)
  const told = listOutbox(app.db).find((m) => m.kind === 'report-corrected')!
  expect(told.to).toBe(hotel.user.email)
  expect(told.subject).toBe('Wir haben eine Ihrer Meldungen berichtigt')
  expect(told.text).toContain('The person showed the receipt of a partial payment.')
  expect(told.text).toContain('Offener Betrag (CHF), Ort')

  for (const [locale, amount] of [
    ['en', 'CHF 900.00'],
    ['fr', '900'],
    ['de', '900'],
    ['it', '900'],
  ] as const) {
    const letter = (await byAdmin.requests({ id: request.id }).letter.get({ query: { type: 'answer', locale } })).data!
    expect(letter.text).toContain('Max Gast')
    expect(letter.text).toContain(amount)
    expect(letter.text).toContain('Bern')
  }

  const deleted = await post(`/api/admin/requests/${request.id}/delete-report`, {
    reportId: report.id,
    reason: 'The stay could not be confirmed.',
  })
  expect(deleted.status).toBe(200)
  expect(listOutbox(app.db).find((m) => m.kind === 'report-deleted')?.to).toBe(hotel.user.email)
  expect((await app.request(`/api/reports/${report.id}`, { headers: hotelSession.bearer })).status).toBe(404)
  const actions = listEntries(app.db, { limit: 500 }).map((e) => e.action)
  for (const action of [
    'report.corrected_by_admin',
    'data_request.report_corrected',
    'report.deleted_by_admin',
    'data_request.report_deleted',
  ])
    expect(actions).toContain(action)
}, 60_000)
