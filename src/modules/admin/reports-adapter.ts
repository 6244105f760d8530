// The console's ReportsPort over the reports module's service (src/modules/reports): the console never touches the
// reports tables itself.
import type { DbOrTx } from '~/db/client'
import { serverLL } from '~/kernel/i18n'
import { discardFiles } from '~/kernel/uploads/storage'
import type { Locale } from '~/lib/constants'
import { formatDate } from '~/lib/dates'
import { formatChf } from '~/lib/money'
import { getUser, memberOfCompany } from '~/modules/auth/public'
import { reportOfReference } from '~/modules/guestside/public'
import {
  correctReportAsAdmin,
  countPendingReports,
  deleteReportAsAdmin,
  getReportForAdmin,
  listOwnReports,
  publishedReportOf,
  type ReportDeps,
  setReportDisputed,
} from '~/modules/reports/public'
import type { ReportFacts, ReportsPort } from './reports-port'

type Deps = ReportDeps & { db: DbOrTx }

/** The fields of a report a letter lists, labelled in the letter's language. */
function reportFactFields(view: ReturnType<typeof getReportForAdmin>, locale: Locale) {
  const L = serverLL(locale).admin.letters.fields
  const address = [
    [view.street_name, view.building_no].filter(Boolean).join(' '),
    view.apartment_no,
    [view.zip_code, view.city].filter(Boolean).join(' '),
    view.country,
  ]
    .filter(Boolean)
    .join(', ')
  const category = (serverLL(locale).admin.letters.categories as Record<string, () => string>)[view.category]
  const documentType = view.document_type
    ? (serverLL(locale).admin.letters.documents as Record<string, () => string>)[view.document_type]?.()
    : ''
  const rows: [string, string | null | undefined][] = [
    [L.name(), `${view.first_name} ${view.last_name}`.trim()],
    [L.birthDate(), view.birth_date ? formatDate(view.birth_date, locale) : ''],
    [L.birthPlace(), view.birth_place],
    [L.nationality(), view.nationality],
    [L.address(), address],
    [L.email(), view.email],
    [L.phone(), view.phone],
    [L.document(), [documentType, view.document_number].filter(Boolean).join(' ')],
    [L.stay(), `${formatDate(view.check_in, locale)} – ${formatDate(view.check_out, locale)}`],
    [L.category(), category ? category() : view.category],
    [L.amountOwed(), view.amount_owed === null ? '' : formatChf(view.amount_owed, { locale })],
    [L.message(), view.message],
    [L.attachments(), String(view.attachments.length)],
  ]
  return rows.filter(([, value]) => value).map(([label, value]) => ({ label, value: value as string }))
}

export function createReportsPort(deps: Deps): ReportsPort {
  return {
    available: true,
    countPending: () => countPendingReports(deps),
    ofHotel(userId) {
      const user = getUser(deps, userId)
      if (!user?.companyId) return []
      const page = listOwnReports(deps, { member: { id: user.id, companyId: user.companyId }, page: 1, pageSize: 50 })
      return page.items.map((r) => ({
        id: r.id,
        guestName: `${r.first_name} ${r.last_name}`.trim(),
        status: r.status,
        createdAt: r.created_at,
      }))
    },
    facts(reportIds, options) {
      const facts: ReportFacts[] = []
      for (const id of reportIds) {
        let view: ReturnType<typeof getReportForAdmin>
        try {
          view = getReportForAdmin(deps, { admin: options.admin, reportId: id })
        } catch {
          continue
        }
        facts.push({
          id: view.id,
          hotelUserId: memberOfCompany(deps, view.company_id)?.id ?? '',
          hotelName: view.hotel.name,
          author: view.hotel.name,
          createdAt: view.created_at,
          status: view.status,
          disputed: Boolean(view.disputed_at),
          fields: reportFactFields(view, options.locale ?? 'en'),
        })
      }
      return facts
    },
    published(input) {
      const reportId = 'reportId' in input ? input.reportId : reportOfReference(deps, input.reference)
      const report = reportId ? publishedReportOf(deps, reportId) : null
      const hotelUserId = report ? memberOfCompany(deps, report.companyId)?.id : undefined
      return report && reportId && hotelUserId ? { reportId, hotelUserId, guestName: report.guestName } : null
    },
    setDisputed: (reportId, disputed, actor) => setReportDisputed(deps, reportId, disputed, actor),
    correct: (reportId, input, actor) => {
      correctReportAsAdmin(deps, { actor, reportId, fields: input.fields, reason: input.reason })
    },
    remove: async (reportId, reason, actor) => {
      const keys = deleteReportAsAdmin(deps, { actor, reportId, reason })
      await discardFiles(deps.uploadsDir, keys)
    },
  }
}
