import { useMutation, useQuery } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { formatDate } from '~/lib/dates'
import { ApiError } from '../../api/client'
import { Button } from '../../components/Button'
import { TextAreaField } from '../../components/ChoiceFields'
import { toast } from '../../components/toast'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { ADMIN_REPORTS_KEY, type AdminReport, type ModerationStatus } from './api'
import { adminReportQueryOptions, reportsApi } from './api-screens'
import { NoticeHoldField } from './NoticeHoldField'
import { Evidence, ReportFields } from './ReportDetails'
import { StatusBadge } from './StatusBadge'

type Decision = 'approve' | 'reject'
export const hotelLabel = (hotel: { name: string; city: string }) =>
  hotel.city ? `${hotel.name}, ${hotel.city}` : hotel.name

type ListSearch = (id?: string) => { id?: string; status?: ModerationStatus }

/**
 * A decision's answer, and the lists reloaded after it, can come after the admin has moved on (another list, another
 * report): the page then stays where the admin went instead of going back (ADR 353). `sentFrom` is the address the
 * decision was sent from.
 */
function stayIfMoved(
  router: { latestLocation: { href: string } },
  sentFrom: string | undefined,
  go: () => Promise<void>,
) {
  return router.latestLocation.href === sentFrom ? go() : Promise.resolve()
}

/** One report with every field and its evidence, and the decision (pending) or the change of decision (decided). */
export function ReportReview({
  reportId,
  nextId,
  listSearch,
}: {
  reportId: string
  nextId: () => string | undefined
  listSearch: ListSearch
}) {
  const { LL, locale } = useI18n()
  const t = LL.reports.admin
  const { client, queryClient } = useAppContext()
  const navigate = useNavigate()
  const router = useRouter()
  const query = useQuery(adminReportQueryOptions(client, reportId))
  const [notes, setNotes] = useState('')
  const [notesError, setNotesError] = useState<string | undefined>()
  const notesRef = useRef<HTMLTextAreaElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const notesId = useId()
  const [held, setHeld] = useState(false)
  const [holdReason, setHoldReason] = useState('')
  const [holdError, setHoldError] = useState<string | undefined>()
  const holdRef = useRef<HTMLTextAreaElement>(null)

  const decide = useMutation({
    mutationFn: ({ decision }: { decision: Decision }) =>
      decision === 'approve'
        ? reportsApi(client).approve(reportId, notes.trim(), held ? holdReason.trim() : '')
        : reportsApi(client).reject(reportId, notes.trim()),
    onMutate: () => router.latestLocation.href,
    onSuccess: async (_answer, { decision }, sentFrom) => {
      toast.success(decision === 'approve' ? t.approved() : t.rejected())
      const next = nextId()
      await queryClient.invalidateQueries({ queryKey: ADMIN_REPORTS_KEY })
      await stayIfMoved(router, sentFrom, () =>
        navigate({ to: '/admin/reports', search: listSearch(next), replace: true }),
      )
    },
    onError: (error) => {
      const message = errorText(LL, error, t.decisionFailed())
      if (error instanceof ApiError && error.field === 'notes') setNotesError(message)
      if (error instanceof ApiError && error.field === 'holdNotice') setHoldError(message)
      toast.error(message)
    },
  })

  const submit = (decision: Decision) => {
    if (decide.isPending || query.data?.status !== 'pending') return
    if (decision === 'reject' && !notes.trim()) {
      setNotesError(LL.reportsApi.errors.notesRequired())
      notesRef.current?.focus()
      return
    }
    if (decision === 'approve' && held && !holdReason.trim()) {
      setHoldError(t.hold.reasonRequired())
      holdRef.current?.focus()
      return
    }
    setNotesError(undefined)
    setHoldError(undefined)
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
      {report.status !== 'pending' ? (
        <DecisionChange report={report} />
      ) : (
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
          <NoticeHoldField
            ref={holdRef}
            held={held}
            reason={holdReason}
            error={holdError}
            disabled={decide.isPending}
            onHeld={(value) => {
              setHeld(value)
              setHoldError(undefined)
            }}
            onReason={(value) => {
              setHoldReason(value)
              if (holdError && value.trim()) setHoldError(undefined)
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
      )}
    </article>
  )
}

/** An approved report can be rejected after all, a rejected one approved, with a note for the hotel (required). */
function DecisionChange({ report }: { report: AdminReport }) {
  const { LL } = useI18n()
  const t = LL.reports.admin.change
  const { client, queryClient } = useAppContext()
  const navigate = useNavigate()
  const router = useRouter()
  const [notes, setNotes] = useState('')
  const [notesError, setNotesError] = useState<string | undefined>()
  const notesRef = useRef<HTMLTextAreaElement>(null)
  const notesId = useId()
  const decision = report.status === 'approved' ? 'rejected' : 'approved'
  const change = useMutation({
    mutationFn: () =>
      reportsApi(client).changeDecision(report.id, { decision, notes: notes.trim(), version: report.version }),
    onMutate: () => router.latestLocation.href,
    onSuccess: async (_answer, _variables, sentFrom) => {
      toast.success(decision === 'approved' ? t.doneApproved() : t.doneRejected())
      setNotes('')
      await queryClient.invalidateQueries({ queryKey: ADMIN_REPORTS_KEY })
      // The report now belongs to the other list: show that list, with the report still open.
      await stayIfMoved(router, sentFrom, () =>
        navigate({ to: '/admin/reports', search: { id: report.id, status: decision }, replace: true }),
      )
    },
    onError: (error) => {
      const message = errorText(LL, error, LL.reports.admin.decisionFailed())
      if (error instanceof ApiError && error.field === 'notes') setNotesError(message)
      toast.error(message)
    },
  })
  return (
    <form
      className="moderation-decision"
      aria-labelledby="change-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (change.isPending) return
        if (!notes.trim()) {
          setNotesError(LL.reportsApi.errors.changeNotesRequired())
          notesRef.current?.focus()
          return
        }
        setNotesError(undefined)
        change.mutate()
      }}
    >
      <h3 id="change-title">{t.title()}</h3>
      <p>{t.intro()}</p>
      <TextAreaField
        ref={notesRef}
        id={notesId}
        label={t.notes()}
        hint={t.notesHint()}
        rows={3}
        required
        value={notes}
        error={notesError}
        disabled={change.isPending}
        onChange={(event) => {
          setNotes(event.target.value)
          if (notesError && event.target.value.trim()) setNotesError(undefined)
        }}
      />
      <div className="button-row">
        <Button
          type="submit"
          variant={decision === 'rejected' ? 'secondary' : 'primary'}
          busy={change.isPending}
          busyLabel={t.saving()}
        >
          {decision === 'rejected' ? t.toRejected() : t.toApproved()}
        </Button>
      </div>
    </form>
  )
}
