import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { formatDate } from '~/lib/dates'
import { Button, ButtonLink } from '../../components/Button'
import { Modal } from '../../components/Modal'
import { toast } from '../../components/toast'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { NoticeLetterBlock } from '../guestside/NoticeLetterBlock'
import { noticeLettersQueryOptions } from '../guestside/notice-letters'
import { myReportsQueryOptions, REPORTS_KEY, type ReportLine } from './api'
import { reportsApi } from './api-screens'
import { SettleDialog } from './SettleDialog'
import { StatusBadge } from './StatusBadge'

/** Spec screen 8: the hotel's reports, newest first, with status, admin notes, edit and delete. */
export function ReportsListPage({ page }: { page: number }) {
  const { LL, locale } = useI18n()
  const t = LL.reports
  const { client, queryClient } = useAppContext()
  const query = useQuery(myReportsQueryOptions(client, page))
  // The notice letters the hotel has to post (issue 34): shown on their report's card.
  const letters = new Map((useQuery(noticeLettersQueryOptions(client)).data ?? []).map((l) => [l.report_id, l]))
  const [toDelete, setToDelete] = useState<ReportLine | undefined>()
  const [toSettle, setToSettle] = useState<ReportLine | undefined>()
  const remove = useMutation({
    mutationFn: (id: string) => reportsApi(client).remove(id),
    onSuccess: async () => {
      setToDelete(undefined)
      toast.success(t.deleted())
      await queryClient.invalidateQueries({ queryKey: REPORTS_KEY })
    },
    onError: () => toast.error(t.deleteFailed()),
  })
  const date = (iso: string) => formatDate(iso, locale)
  const name = (r: ReportLine) => `${r.first_name} ${r.last_name}`

  let body: React.ReactNode
  if (query.isPending) body = <p aria-busy="true">{t.loading()}</p>
  else if (query.isError)
    body = (
      <div className="notice" role="alert">
        <p>{t.loadFailed()}</p>
        <Button variant="secondary" onClick={() => query.refetch()}>
          {t.retry()}
        </Button>
      </div>
    )
  else if (query.data.items.length === 0 && page === 1)
    body = (
      <div className="report-empty card">
        <p>{t.empty()}</p>
        <ButtonLink to="/dashboard/new-report">{t.writeFirst()}</ButtonLink>
      </div>
    )
  else {
    const { items: reports, total, pageSize } = query.data
    const pages = Math.max(1, Math.ceil(total / pageSize))
    body = (
      <>
        <ul className="report-list">
          {reports.map((report) => (
            <li key={report.id} className="card report-item">
              <div className="report-item-head">
                <h2 className="report-item-title">
                  {report.status === 'expired' ? (t.categories[report.category]?.() ?? report.category) : name(report)}
                </h2>
                <StatusBadge status={report.status} />
              </div>
              <dl className="report-facts">
                <div>
                  <dt>{t.stay()}</dt>
                  <dd>{t.stayDates({ from: date(report.check_in), to: date(report.check_out) })}</dd>
                </div>
                <div>
                  <dt>{t.category()}</dt>
                  <dd>{t.categories[report.category]?.() ?? report.category}</dd>
                </div>
                <div>
                  <dt>{t.attachments()}</dt>
                  <dd>{report.attachments_count}</dd>
                </div>
                <div>
                  <dt>{t.sent()}</dt>
                  <dd>{date(report.created_at)}</dd>
                </div>
              </dl>
              <div className="report-notes">
                <h3 className="report-notes-title">{t.adminNotes()}</h3>
                <p className={report.admin_notes ? undefined : 'report-notes-empty'}>
                  {report.admin_notes || t.noNotes()}
                </p>
              </div>
              {letters.has(report.id) && <NoticeLetterBlock letter={letters.get(report.id)!} name={name(report)} />}
              {report.status !== 'expired' && (
                <div className="button-row">
                  <ButtonLink
                    to="/dashboard/reports/$reportId/edit"
                    params={{ reportId: report.id }}
                    variant="secondary"
                    size="sm"
                    aria-label={t.editLabel({ name: name(report) })}
                  >
                    {t.edit()}
                  </ButtonLink>
                  <Button
                    variant="secondary"
                    size="sm"
                    // The accessible name starts with the visible words (axe: label-content-name-mismatch).
                    aria-label={`${LL.guestSide.settle.action()}: ${name(report)}`}
                    onClick={() => setToSettle(report)}
                  >
                    {LL.guestSide.settle.action()}
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    aria-label={t.deleteLabel({ name: name(report) })}
                    onClick={() => setToDelete(report)}
                  >
                    {t.delete()}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <nav className="pagination" aria-label={t.pagination()}>
            {page > 1 ? (
              <Link to="/dashboard/reports" search={{ page: page - 1 }} className="btn btn-secondary btn-sm">
                {t.previous()}
              </Link>
            ) : (
              <span />
            )}
            <span aria-current="page">{t.pageOf({ page, pages })}</span>
            {page < pages ? (
              <Link to="/dashboard/reports" search={{ page: page + 1 }} className="btn btn-secondary btn-sm">
                {t.next()}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </>
    )
  }

  return (
    <section className="report-page" aria-labelledby="reports-title">
      <h1 id="reports-title">{t.listTitle()}</h1>
      <p className="report-intro">{t.listIntro()}</p>
      {body}
      <Modal
        open={Boolean(toDelete)}
        title={t.deleteTitle()}
        closeLabel={t.close()}
        onClose={() => !remove.isPending && setToDelete(undefined)}
        footer={
          <>
            <Button variant="secondary" disabled={remove.isPending} onClick={() => setToDelete(undefined)}>
              {t.cancel()}
            </Button>
            <Button
              variant="danger"
              busy={remove.isPending}
              busyLabel={t.deleting()}
              onClick={() => toDelete && remove.mutate(toDelete.id)}
            >
              {t.deleteConfirm()}
            </Button>
          </>
        }
      >
        <p>{toDelete && t.deleteText({ name: name(toDelete) })}</p>
      </Modal>
      <SettleDialog report={toSettle} onClose={() => setToSettle(undefined)} />
    </section>
  )
}
