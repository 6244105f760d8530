import { useI18n } from '../../i18n/useI18n'
import type { ReportStatus } from './api'

const TONE: Record<ReportStatus, string> = {
  pending: 'badge-neutral',
  approved: 'badge-success',
  rejected: 'badge-danger',
  deleted: 'badge-neutral',
  expired: 'badge-neutral',
}

/** Pending approval, approved, rejected (spec section 3): told by the word, not only by the colour. */
export function StatusBadge({ status }: { status: ReportStatus }) {
  const { LL } = useI18n()
  return (
    <span className={`badge ${TONE[status] ?? 'badge-neutral'}`}>
      <span className={`badge-icon report-status-${status}`} aria-hidden="true" />
      {LL.reports.status[status]?.() ?? status}
    </span>
  )
}
