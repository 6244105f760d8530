// Answers of the reports API as DOM tests need them (the server's own types).
import type { AdminReport, AdminReportLine, Report, ReportLine } from '~/web/features/reports/api'

export function reportFixture(overrides: Partial<Report> = {}): Report {
  return {
    id: 'r1',
    status: 'pending',
    version: 1,
    company_id: 'c1',
    first_name: 'Hans',
    last_name: 'Gruber',
    birth_date: '1980-04-02',
    birth_place: 'Bonn',
    nationality: 'Germany',
    phone: '+491701234567',
    email: 'hans@example.com',
    street_name: 'Hauptstrasse',
    building_no: '5',
    apartment_no: '',
    zip_code: '53111',
    city: 'Bonn',
    country: 'Germany',
    document_type: 'passport',
    document_number: 'C01X00T47',
    check_in: '2026-10-01',
    check_out: '2026-10-04',
    category: 'unpaid_bill',
    amount_owed: 125050,
    message: 'Left without paying.',
    declaration_accepted_at: '2026-10-05T10:00:00Z',
    admin_notes: null,
    reviewed_at: null,
    published_at: null,
    expires_at: '2029-10-04',
    disputed_at: null,
    created_at: '2026-10-05T10:00:00Z',
    updated_at: '2026-10-05T10:00:00Z',
    attachments: [
      {
        id: 'a1',
        name: 'invoice.pdf',
        type: 'application/pdf',
        size: 20_000,
        metadataRemoved: true,
        sha256: 'x',
        createdAt: '2026-10-05T10:00:00Z',
      },
      {
        id: 'a2',
        name: 'lobby.jpg',
        type: 'image/jpeg',
        size: 200_000,
        metadataRemoved: true,
        sha256: 'x',
        createdAt: '2026-10-05T10:00:00Z',
      },
      {
        id: 'a3',
        name: 'exit.mov',
        type: 'video/quicktime',
        size: 9_000_000,
        metadataRemoved: false,
        sha256: 'x',
        createdAt: '2026-10-05T10:00:00Z',
      },
    ],
    ...overrides,
  }
}

export const adminReportFixture = (overrides: Partial<AdminReport> = {}): AdminReport => ({
  ...reportFixture(overrides),
  hotel: { name: 'Hotel Bellevue', city: 'Bern' },
  ...overrides,
})

export function lineOf(report: Report): ReportLine {
  const { id, status, first_name, last_name, birth_date, check_in, check_out, category, amount_owed } = report
  const { admin_notes, created_at, updated_at, version } = report
  return {
    ...{ id, status, first_name, last_name, birth_date, check_in, check_out, category, amount_owed },
    ...{ admin_notes, created_at, updated_at, version },
    attachments_count: report.attachments.length,
  }
}
export const adminLineOf = (report: AdminReport): AdminReportLine => ({ ...lineOf(report), hotel: report.hotel })
export const pageOf = <T>(items: T[], { page = 1, pageSize = 20, total = items.length } = {}) => ({
  items,
  total,
  page,
  pageSize,
})
