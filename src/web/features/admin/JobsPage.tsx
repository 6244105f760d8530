import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDateTime, formatTime } from '~/lib/dates'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { toast } from '../../components/toast'
import { useAppContext } from '../../context'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { AdminPage } from './AdminPage'
import { adminApi, adminKeys, jobsQuery } from './api'
import { ReasonDialog } from './ConfirmDialog'
import { QueryState } from './ui'

type Job = NonNullable<ReturnType<typeof useJobs>['data']>[number]
const useJobs = () => useQuery(jobsQuery(useAppContext().client))

/** The scheduled jobs (ADR 131): schedule, last and next run, last error, and "Run now" with a reason. */
export function JobsPage() {
  const { LL } = useI18n()
  const t = LL.admin.jobs
  const query = useJobs()
  const [running, setRunning] = useState<Job | null>(null)
  return (
    <AdminPage id="jobs" title={LL.admin.nav.jobs()} intro={t.intro()}>
      <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
        {query.data?.length ? (
          <ul className="admin-cards admin-jobs">
            {query.data.map((job) => (
              <li key={job.id}>
                <JobCard job={job} onRun={() => setRunning(job)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="admin-muted">{t.noJobs()}</p>
        )}
      </QueryState>
      {running && <RunDialog job={running} onClose={() => setRunning(null)} />}
    </AdminPage>
  )
}

function useJobName() {
  const { LL } = useI18n()
  const names = LL.admin.jobs.names as unknown as Record<string, (() => string) | undefined>
  return (job: { id: string; description: string }) => names[job.id.replace(/[.-]/g, '_')]?.() ?? job.description
}

function JobCard({ job, onRun }: { job: Job; onRun: () => void }) {
  const { LL, locale } = useI18n()
  const t = LL.admin.jobs
  const name = useJobName()(job)
  const words = job.words
  const schedule =
    words.kind === 'seconds'
      ? t.schedule.seconds({ every: words.every })
      : words.kind === 'minutes'
        ? t.schedule.minutes({ every: words.every })
        : words.kind === 'hourly'
          ? t.schedule.hourly({ minute: words.minute })
          : words.kind === 'hours'
            ? t.schedule.hours({ every: words.every, minute: words.minute })
            : words.kind === 'daily'
              ? t.schedule.daily({ time: job.nextRun ? formatTime(job.nextRun, locale) : `${words.time} UTC` })
              : t.schedule.cron({ pattern: job.schedule })
  const last = job.lastRun
  const headingId = `job-${job.id.replace(/\W/g, '-')}`
  return (
    <article
      className={`card admin-card admin-job${last?.status === 'failed' ? ' is-failed' : ''}`}
      aria-labelledby={headingId}
    >
      <header className="admin-job-header">
        <div>
          <h2 id={headingId}>{name}</h2>
          <code className="admin-cell-sub">{job.id}</code>
        </div>
        <Button variant="secondary" size="sm" onClick={onRun}>
          {t.runNow()}
          <span className="visually-hidden">: {name}</span>
        </Button>
      </header>
      <dl className="admin-job-facts">
        <div>
          <dt>{t.columns.schedule()}</dt>
          <dd>{schedule}</dd>
        </div>
        <div>
          <dt>{t.columns.lastRun()}</dt>
          <dd>{last ? formatDateTime(last.startedAt, locale) : t.never()}</dd>
        </div>
        <div>
          <dt>{t.columns.result()}</dt>
          <dd data-testid="job-result">
            {last ? (
              <span className={`admin-job-status is-${last.status}`}>{t.result[last.status]()}</span>
            ) : (
              LL.admin.common.none()
            )}
          </dd>
        </div>
        <div>
          <dt>{t.columns.nextRun()}</dt>
          <dd>{job.nextRun ? formatDateTime(job.nextRun, locale) : LL.admin.common.none()}</dd>
        </div>
        {job.lastSuccess ? (
          <div>
            <dt>{t.columns.lastSuccess()}</dt>
            <dd data-testid="job-last-success">
              {t.successAgo({
                date: formatDateTime(job.lastSuccess.at, locale),
                minutes: job.lastSuccess.ageMinutes,
              })}
            </dd>
          </div>
        ) : null}
        {job.lastSuccess?.counts.repositoryBytes !== undefined ? (
          <div>
            <dt>{t.columns.repository()}</dt>
            <dd data-testid="job-repository-size">
              {t.megabytes({ size: (job.lastSuccess.counts.repositoryBytes / 1e6).toFixed(1) })}
            </dd>
          </div>
        ) : null}
        <div className="admin-job-error">
          <dt>{t.columns.lastError()}</dt>
          <dd>
            {job.lastError
              ? t.errorAt({ date: formatDateTime(job.lastError.at, locale), error: job.lastError.error })
              : t.none()}
          </dd>
        </div>
      </dl>
    </article>
  )
}

function RunDialog({ job, onClose }: { job: Job; onClose: () => void }) {
  const { LL } = useI18n()
  const t = LL.admin.jobs
  const name = useJobName()(job)
  const { client } = useAppContext()
  const queryClient = useQueryClient()
  // Not useAdminAction: a run that failed is an error toast, a run already going a plain one.
  const run = useMutation({
    mutationFn: (reason: string) => unwrap(adminApi(client).jobs({ id: job.id }).run.post({ reason })),
    onSuccess: (outcome) => {
      if (outcome.status === 'failed') toast.error(t.failed({ job: name, error: outcome.error ?? '' }))
      else if (outcome.status === 'skipped') toast.info(t.skipped({ job: name }))
      else toast.success(t.ran({ job: name }))
      void queryClient.invalidateQueries({ queryKey: adminKeys.all })
      onClose()
    },
    onError: (error: Error) => toast.error(errorText(LL, error, LL.account.unexpected())),
  })
  return (
    <ReasonDialog
      open
      title={t.runTitle({ job: name })}
      submitLabel={t.runNow()}
      busy={run.isPending}
      onClose={onClose}
      onSubmit={(reason) => run.mutate(reason)}
    >
      <p>{t.runHint()}</p>
    </ReasonDialog>
  )
}
