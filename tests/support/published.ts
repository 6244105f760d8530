// A report by another hotel, approved by an administrator: the guest search finds it from then on (arrivals tests),
// and the guest is told (guest-mails test). Answers the report's id.
import { reportForm, reportParts, tinyPdf } from '~/modules/reports/testing'
import type { TestServer } from './server'

export async function publishedReport(
  server: Pick<TestServer, 'url'>,
  { writer, admin }: { writer: Record<string, string>; admin: Record<string, string> },
  guest: Record<string, string>,
) {
  const res = await fetch(`${server.url}/api/reports`, {
    method: 'POST',
    headers: writer,
    body: reportForm(reportParts({ email: '', phone: '', document_number: '', ...guest }), [
      { name: 'bill.pdf', bytes: tinyPdf() },
    ]),
  })
  if (res.status !== 201) throw new Error(`report: ${res.status} ${await res.text()}`)
  const id = ((await res.json()) as { report: { id: string } }).report.id
  const approved = await fetch(`${server.url}/api/admin/reports/${id}/approve`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: '{}',
  })
  if (approved.status !== 200) throw new Error(`approve: ${approved.status}`)
  return id
}
