import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { ApiError } from '../../api/client'
import { Button, ButtonLink } from '../../components/Button'
import { toast } from '../../components/toast'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { REPORTS_KEY, reportQueryOptions } from './api'
import { ReportForm } from './ReportForm'
import { progressPerFile, toReportFormData, toReportValues } from './reportModel'

// The stale-version dialog is rare: its code loads when it is needed.
const Modal = lazy(() => import('../../components/Modal').then((m) => ({ default: m.Modal })))

/** Spec screen 7: the same form with the stored values and files; Update sends the changes and the version edited. */
export function EditReportPage({ reportId }: { reportId: string }) {
  const { LL } = useI18n()
  const t = LL.reports
  const { client, queryClient } = useAppContext()
  const navigate = useNavigate()
  const query = useQuery(reportQueryOptions(client, reportId))
  const [conflict, setConflict] = useState(false)
  // A new form after loading the latest version, so its values and files are the stored ones.
  const [generation, setGeneration] = useState(0)

  const heading = (
    <>
      <h1 id="report-title">{t.editTitle()}</h1>
      <p className="report-intro">{t.editIntro()}</p>
    </>
  )
  if (query.isPending)
    return (
      <section className="report-page" aria-labelledby="report-title" aria-busy="true">
        {heading}
        <p>{t.loading()}</p>
      </section>
    )
  if (query.isError || !query.data) {
    const missing = query.error instanceof ApiError && [403, 404].includes(query.error.status)
    return (
      <section className="report-page" aria-labelledby="report-title">
        {heading}
        <p className="notice" role="alert">
          {missing ? t.notFound() : t.loadFailed()}
        </p>
        <ButtonLink to="/dashboard/reports" variant="secondary">
          {t.backToList()}
        </ButtonLink>
      </section>
    )
  }
  const report = query.data
  return (
    <section className="report-page" aria-labelledby="report-title">
      {heading}
      <ReportForm
        key={`${report.version}-${generation}`}
        mode="edit"
        defaultValues={toReportValues(report)}
        existing={report.attachments}
        secondaryAction={
          <ButtonLink to="/dashboard/reports" variant="secondary" size="lg">
            {t.cancel()}
          </ButtonLink>
        }
        onSubmit={async ({ values, changed, files, removed, onProgress }) => {
          const body = toReportFormData(values, files, { only: changed, version: report.version, remove: removed })
          // The upload helper is needed only once the form is sent (one file less before the first paint).
          const { sendUpload } = await import('../../api/upload')
          await sendUpload('PUT /reports/:id', body, {
            id: report.id,
            onProgress: (p) => onProgress(progressPerFile(files, p.loaded, p.total)),
          })
          onProgress(Object.fromEntries(files.map((f) => [f.key, 1])))
          await queryClient.invalidateQueries({ queryKey: REPORTS_KEY })
          toast.success(t.updated())
          await navigate({ to: '/dashboard/reports' })
        }}
        onError={(error) => {
          if (error instanceof ApiError && error.status === 409) {
            setConflict(true)
            return true
          }
          return false
        }}
      />
      {conflict && (
        <Suspense fallback={null}>
          <Modal
            open={conflict}
            title={t.conflict.title()}
            closeLabel={t.close()}
            onClose={() => setConflict(false)}
            footer={
              <Button
                onClick={async () => {
                  await query.refetch()
                  setGeneration((g) => g + 1)
                  setConflict(false)
                }}
              >
                {t.conflict.reload()}
              </Button>
            }
          >
            <p>{t.conflict.text()}</p>
          </Modal>
        </Suspense>
      )}
    </section>
  )
}
