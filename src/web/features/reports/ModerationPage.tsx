import { useMutation, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { formatDate } from '~/lib/dates'
import { ApiError } from '../../api/client'
import { Button } from '../../components/Button'
import { TextAreaField } from '../../components/ChoiceFields'
import { toast } from '../../components/toast'
import { translateKey } from '../../i18n/translateKey'
import { useI18n } from '../../i18n/useI18n'
import { AdminPage } from '../admin/AdminPage'
import { useAppContext } from '../auth/useSession'
import {
  ADMIN_REPORTS_KEY,
  type AdminReport,
  adminReportQueryOptions,
  pendingReportsQueryOptions,
  reportsApi,
} from './api'
import { Evidence, ReportFields } from './ReportDetails'
import { StatusBadge } from './StatusBadge'

type Decision = 'approve' | 'reject'
const hotelLabel = (hotel: { name: string; city: string }) => (hotel.city ? `${hotel.name}, ${hotel.city}` : hotel.name)

/**
 * /admin/reports: the pending queue oldest first, one report with every field and its evidence, and the decision
 * with notes for the hotel. Alt+A approves, Alt+R rejects; after a decision the next pending report opens.
 */
export function ModerationPage({ selected }: { selected?: string }) {
  const { LL, locale } = useI18n()
  const t = LL.reports.admin
  const { client } = useAppContext()
  const queue = useQuery(pendingReportsQueryOptions(client))
  const pending = queue.data?.items ?? []
  const currentId = selected ?? pending[0]?.id
  const date = (iso: string) => formatDate(iso, locale)

  return (
    <AdminPage
      id="moderation"
      title={t.title()}
      intro={
        <>
          {t.intro()}{' '}
          <span className="moderation-shortcuts" id="moderation-shortcuts">
            {t.shortcuts()}
          </span>
        </>
      }
    >
      <div className="moderation-layout">
        <aside className="moderation-queue" aria-labelledby="queue-title">
          <h2 id="queue-title" className="moderation-queue-title">
            {t.queueLabel()}
          </h2>
          {queue.isPending ? (
            <p aria-busy="true">{LL.reports.loading()}</p>
          ) : queue.isError ? (
            <p role="alert">{LL.reports.loadFailed()}</p>
          ) : (
            <>
              <p className="moderation-count" aria-live="polite">
                {t.queueCount({ count: queue.data.total ?? pending.length })}
              </p>
              {pending.length === 0 ? (
                <p className="notice">{t.queueEmpty()}</p>
              ) : (
                <ul className="moderation-list">
                  {pending.map((r) => (
                    <li key={r.id}>
                      <Link
                        to="/admin/reports"
                        search={{ id: r.id }}
                        className={r.id === currentId ? 'moderation-item is-current' : 'moderation-item'}
                        aria-current={r.id === currentId ? 'true' : undefined}
                      >
                        <strong>
                          {r.first_name} {r.last_name}
                        </strong>
                        <span>{r.hotel.name ? t.from({ hotel: hotelLabel(r.hotel) }) : null}</span>
                        <span>{t.sentOn({ date: date(r.updated_at ?? r.created_at) })}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </aside>
        <div className="moderation-detail">
          {currentId ? (
            <ReportReview
              key={currentId}
              reportId={currentId}
              nextId={() => {
                const ids = pending.map((r) => r.id)
                const at = ids.indexOf(currentId)
                const rest = ids.filter((id) => id !== currentId)
                return rest[Math.max(0, at)] ?? rest[0]
              }}
            />
          ) : queue.isSuccess && pending.length > 0 ? (
            <p>{t.noneSelected()}</p>
          ) : null}
        </div>
      </div>
    </AdminPage>
  )
}

function ReportReview({ reportId, nextId }: { reportId: string; nextId: () => string | undefined }) {
  const { LL, locale } = useI18n()
  const t = LL.reports.admin
  const { client, queryClient } = useAppContext()
  const navigate = useNavigate()
  const query = useQuery(adminReportQueryOptions(client, reportId))
  const [notes, setNotes] = useState('')
  const [notesError, setNotesError] = useState<string | undefined>()
  const notesRef = useRef<HTMLTextAreaElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const notesId = useId()

  const decide = useMutation({
    mutationFn: ({ decision }: { decision: Decision }) =>
      decision === 'approve'
        ? reportsApi(client).approve(reportId, notes.trim())
        : reportsApi(client).reject(reportId, notes.trim()),
    onSuccess: async (_answer, { decision }) => {
      toast.success(decision === 'approve' ? t.approved() : t.rejected())
      const next = nextId()
      await queryClient.invalidateQueries({ queryKey: ADMIN_REPORTS_KEY })
      await navigate({ to: '/admin/reports', search: next ? { id: next } : {}, replace: true })
    },
    onError: (error) => {
      const message = error instanceof ApiError && error.message ? translateKey(LL, error.message) : t.decisionFailed()
      if (error instanceof ApiError && error.field === 'notes') setNotesError(message)
      toast.error(message)
    },
  })

  const submit = (decision: Decision) => {
    if (decide.isPending || !query.data) return
    if (decision === 'reject' && !notes.trim()) {
      setNotesError(LL.reportsApi.errors.notesRequired())
      notesRef.current?.focus()
      return
    }
    setNotesError(undefined)
    decide.mutate({ decision })
  }
  const submitRef = useRef(submit)
  submitRef.current = submit
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey) return
      if (event.code === 'KeyA') submitRef.current('approve')
      else if (event.code === 'KeyR') submitRef.current('reject')
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  // A new report on screen: tell screen-reader users by moving focus to its name (not on the first page load).
  const first = useRef(true)
  useEffect(() => {
    if (query.data && !first.current) headingRef.current?.focus()
    first.current = false
  }, [query.data])

  if (query.isPending) return <p aria-busy="true">{LL.reports.loading()}</p>
  if (query.isError || !query.data) return <p role="alert">{LL.reports.loadFailed()}</p>
  const report: AdminReport = query.data
  return (
    <article className="card moderation-report" aria-labelledby="review-title">
      <header className="report-item-head">
        <h2 id="review-title" ref={headingRef} tabIndex={-1}>
          {report.first_name} {report.last_name}
        </h2>
        <StatusBadge status={report.status} />
      </header>
      <p className="moderation-meta">
        {report.hotel.name && <span>{t.from({ hotel: hotelLabel(report.hotel) })}</span>}
        <span>{t.sentOn({ date: formatDate(report.created_at, locale) })}</span>
        {report.updated_at && report.updated_at !== report.created_at && (
          <span>{t.updatedOn({ date: formatDate(report.updated_at, locale) })}</span>
        )}
      </p>
      <section aria-labelledby="details-title">
        <h3 id="details-title" className="visually-hidden">
          {t.details()}
        </h3>
        <ReportFields report={report} />
      </section>
      <section aria-labelledby="evidence-title">
        <h3 id="evidence-title">{t.evidence()}</h3>
        <Evidence report={report} />
      </section>
      <form
        className="moderation-decision"
        aria-describedby="moderation-shortcuts"
        onSubmit={(event) => {
          event.preventDefault()
          submit('approve')
        }}
      >
        <TextAreaField
          ref={notesRef}
          id={notesId}
          label={t.notes()}
          hint={t.notesHint()}
          rows={3}
          value={notes}
          error={notesError}
          disabled={decide.isPending}
          onChange={(event) => {
            setNotes(event.target.value)
            if (notesError && event.target.value.trim()) setNotesError(undefined)
          }}
        />
        <div className="button-row">
          <Button
            type="submit"
            aria-keyshortcuts="Alt+A"
            busy={decide.isPending && decide.variables?.decision === 'approve'}
            busyLabel={t.approving()}
            disabled={decide.isPending}
          >
            {t.approve()}
          </Button>
          <Button
            variant="secondary"
            aria-keyshortcuts="Alt+R"
            busy={decide.isPending && decide.variables?.decision === 'reject'}
            busyLabel={t.rejecting()}
            disabled={decide.isPending}
            onClick={() => submit('reject')}
          >
            {t.reject()}
          </Button>
        </div>
      </form>
    </article>
  )
}
