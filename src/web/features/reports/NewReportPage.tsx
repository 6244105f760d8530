import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { toast } from '../../components/toast'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { forgetGuest, recallGuest } from '../search/guestMemory'
import { reportPrefill } from '../search/searchModel'
import { REPORTS_KEY } from './api'
import { ReportForm } from './ReportForm'
import { emptyReportValues, progressPerFile, toReportFormData } from './reportModel'

/** Spec screen 6: a new report, sent with its evidence in one request; then Your reports shows it pending. */
export function NewReportPage() {
  const { LL } = useI18n()
  const { queryClient } = useAppContext()
  const navigate = useNavigate()
  // "Report guest" on the search screen hands the typed guest over in memory (issue 24, item 3), taken once.
  const [prefill] = useState(() => reportPrefill(recallGuest(queryClient, 'report')))
  useEffect(() => forgetGuest(queryClient, 'report'), [queryClient])
  return (
    <section className="report-page" aria-labelledby="report-title">
      <h1 id="report-title">{LL.reports.newTitle()}</h1>
      <p className="report-intro">{LL.reports.newIntro()}</p>
      <ReportForm
        mode="new"
        defaultValues={{ ...emptyReportValues, ...prefill }}
        onSubmit={async ({ values, files, onProgress }) => {
          // The upload helper is needed only once the form is sent (one file less before the first paint).
          const { sendUpload } = await import('../../api/upload')
          await sendUpload('POST /reports', toReportFormData(values, files), {
            onProgress: (p) => onProgress(progressPerFile(files, p.loaded, p.total)),
          })
          onProgress(Object.fromEntries(files.map((f) => [f.key, 1])))
          await queryClient.invalidateQueries({ queryKey: REPORTS_KEY })
          toast.success(LL.reports.created())
          await navigate({ to: '/dashboard/reports' })
        }}
      />
    </section>
  )
}
