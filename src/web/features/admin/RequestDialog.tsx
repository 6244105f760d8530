import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { LOCALES, REPORT_EDITABLE_FIELDS } from '~/lib/constants'
import { formatDate } from '~/lib/dates'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { Modal } from '../../components/Modal'
import { toast } from '../../components/toast'
import { useAppContext } from '../../context'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { adminApi, requestQuery, useAdminAction } from './api'
import { ReasonDialog } from './ConfirmDialog'
import { QueryState, Select, TextArea } from './ui'
import { WebRequestParts } from './WebRequestParts'

/** How long is left to answer a request (a badge); nothing once it is closed. */
export function DueText({ daysLeft, status }: { daysLeft: number; status: string }) {
  const { LL } = useI18n()
  const t = LL.admin.requests
  if (status === 'closed') return null
  if (daysLeft < 0) return <span className="badge badge-danger">{t.overdue({ days: -daysLeft })}</span>
  if (daysLeft === 0) return <span className="badge badge-danger">{t.dueToday()}</span>
  return (
    <span className={`badge ${daysLeft <= 7 ? 'badge-warning' : 'badge-neutral'}`}>
      {t.daysLeft({ days: daysLeft })}
    </span>
  )
}

type Dispute = { reportId: string; disputed: boolean } | null
type Change = { reportId: string; mode: 'correct' | 'delete' } | null

/** One data-subject request: what is asked, the hotel's answer, the reports, the actions and the letters. */
export function RequestDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { LL, locale } = useI18n()
  const t = LL.admin.requests
  const { client } = useAppContext()
  const query = useQuery(requestQuery(client, id))
  const [dispute, setDispute] = useState<Dispute>(null)
  const [closing, setClosing] = useState(false)
  const [change, setChange] = useState<Change>(null)
  const [field, setField] = useState<string>('amount_owed')
  const [value, setValue] = useState('')
  const [letterType, setLetterType] = useState<'acknowledgement' | 'answer'>('acknowledgement')
  const r = query.data
  const [letterLocale, setLetterLocale] = useState<string>('')
  const forward = useAdminAction(
    (c) => unwrap(adminApi(c).requests({ id }).forward.post({ note: '' })),
    () => t.forwarded(),
  )
  const remind = useAdminAction(
    (c) => unwrap(adminApi(c).requests({ id }).remind.post({ note: '' })),
    () => t.reminded(),
  )
  const disputeAction = useAdminAction(
    (c, input: { reportId: string; disputed: boolean; reason: string }) =>
      unwrap(adminApi(c).requests({ id }).dispute.post(input)),
    (_out, input) => (input.disputed ? t.disputeDone() : t.disputeLifted()),
    () => setDispute(null),
  )
  const correct = useAdminAction(
    (c, input: { reportId: string; fields: Record<string, string>; reason: string }) =>
      unwrap(adminApi(c).requests({ id }).correct.post(input)),
    () => t.reportCorrected(),
    () => setChange(null),
  )
  const remove = useAdminAction(
    (c, input: { reportId: string; reason: string }) =>
      unwrap(adminApi(c).requests({ id })['delete-report'].post(input)),
    () => t.reportDeleted(),
    () => setChange(null),
  )
  const close = useAdminAction(
    (c, outcome: string) => unwrap(adminApi(c).requests({ id }).close.post({ outcome })),
    () => t.closed(),
    () => setClosing(false),
  )
  const letter = useMutation({
    mutationFn: () =>
      unwrap(
        adminApi(client)
          .requests({ id })
          .letter.get({ query: { type: letterType, locale: letterLocale || r?.locale || 'en' } }),
      ),
    onError: (error: Error) => toast.error(errorText(LL, error, LL.account.unexpected())),
  })
  const download = () => {
    if (!letter.data) return
    const url = URL.createObjectURL(new Blob([letter.data.text], { type: 'text/plain;charset=utf-8' }))
    const a = document.createElement('a')
    a.href = url
    a.download = `letter-${letter.data.type}-${letter.data.locale}.txt`
    a.click()
    URL.revokeObjectURL(url)
  }
  return (
    <Modal
      open
      title={r ? t.detailTitle({ name: r.requesterName }) : LL.admin.common.loading()}
      onClose={onClose}
      closeLabel={LL.admin.common.close()}
    >
      <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
        {r && (
          <div className="admin-request">
            <dl className="admin-facts">
              <dt>{t.kind()}</dt>
              <dd>{t.kinds[r.kind]()}</dd>
              <dt>{t.columns.status()}</dt>
              <dd data-testid="request-status">{t.status[r.status]()}</dd>
              <dt>{t.receivedOn()}</dt>
              <dd>
                {formatDate(r.receivedOn, locale)} · {t.channels[r.channel]()}
              </dd>
              <dt>{t.columns.due()}</dt>
              <dd>
                {formatDate(r.dueOn, locale)} <DueText daysLeft={r.daysLeft} status={r.status} />
              </dd>
              <dt>{t.requesterName()}</dt>
              <dd>
                {r.requesterName}
                {r.requesterEmail ? ` · ${r.requesterEmail}` : ''}
                {r.requesterAddress ? <span className="admin-cell-sub admin-prewrap">{r.requesterAddress}</span> : null}
              </dd>
              {r.details ? (
                <>
                  <dt>{t.detailsField()}</dt>
                  <dd className="admin-prewrap">{r.details}</dd>
                </>
              ) : null}
              <dt>{t.hotel()}</dt>
              <dd>{r.hotel ? `${r.hotel.name} · ${r.hotel.email}` : t.noHotel()}</dd>
              <dt>{t.hotelAnswer()}</dt>
              <dd className="admin-prewrap" data-testid="hotel-answer">
                {r.hotelAnswer ? `${r.hotelAnswer} (${formatDate(r.hotelAnsweredAt, locale)})` : t.noAnswer()}
              </dd>
              {r.outcome ? (
                <>
                  <dt>{t.outcome()}</dt>
                  <dd className="admin-prewrap">{r.outcome}</dd>
                </>
              ) : null}
            </dl>
            {r.status !== 'closed' && (
              <div className="button-row">
                {r.hotel && (
                  <Button variant="secondary" busy={forward.isPending} onClick={() => forward.mutate(undefined)}>
                    {t.forward()}
                  </Button>
                )}
                {r.status === 'forwarded' && (
                  <Button variant="secondary" busy={remind.isPending} onClick={() => remind.mutate(undefined)}>
                    {t.remind()}
                  </Button>
                )}
                <Button onClick={() => setClosing(true)}>{t.closeTitle()}</Button>
              </div>
            )}
            <h3>{t.reports()}</h3>
            {!r.reportsAvailable ? (
              <p className="admin-muted">{t.reportsUnavailable()}</p>
            ) : r.reports.length ? (
              <ul className="admin-plain-list">
                {r.reports.map((report) => (
                  <li key={report.id} className="admin-report">
                    <p>
                      <strong>{report.fields[0]?.value}</strong> · {report.hotelName} ·{' '}
                      {formatDate(report.createdAt, locale)} · {report.status}
                      {report.disputed ? <span className="badge badge-warning"> {t.disputed()}</span> : null}
                    </p>
                    {r.status !== 'closed' && (
                      <div className="button-row">
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setDispute({ reportId: report.id, disputed: !report.disputed })}
                        >
                          {report.disputed ? t.liftDispute() : t.markDisputed()}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => {
                            setValue('')
                            setChange({ reportId: report.id, mode: 'correct' })
                          }}
                        >
                          {t.correctReport()}
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          onClick={() => setChange({ reportId: report.id, mode: 'delete' })}
                        >
                          {t.deleteReport()}
                        </Button>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="admin-muted">{LL.admin.common.none()}</p>
            )}
            <h3>{t.letters()}</h3>
            <div className="admin-filters">
              <Select
                label={t.letterType()}
                value={letterType}
                onChange={(e) => setLetterType(e.target.value as 'acknowledgement' | 'answer')}
                options={[
                  { value: 'acknowledgement', label: t.letterTypes.acknowledgement() },
                  { value: 'answer', label: t.letterTypes.answer() },
                ]}
              />
              <Select
                label={t.letterLanguage()}
                value={letterLocale || r.locale}
                onChange={(e) => setLetterLocale(e.target.value)}
                options={LOCALES.map((l) => ({ value: l, label: LL.shell.languages[l]() }))}
              />
              <div className="admin-filters-actions">
                <Button variant="secondary" busy={letter.isPending} onClick={() => letter.mutate()}>
                  {t.generate()}
                </Button>
              </div>
            </div>
            {letter.data && (
              <>
                <TextArea label={t.letterText()} readOnly rows={14} value={letter.data.text} className="admin-letter" />
                <Button variant="secondary" size="sm" onClick={download}>
                  {t.download()}
                </Button>
              </>
            )}
            {r.channel === 'web' && <WebRequestParts id={id} files={r.files} letterType={letterType} />}
          </div>
        )}
      </QueryState>
      <ReasonDialog
        open={dispute !== null}
        title={t.disputeTitle({ id: dispute?.reportId ?? '' })}
        submitLabel={dispute?.disputed ? t.markDisputed() : t.liftDispute()}
        busy={disputeAction.isPending}
        onClose={() => setDispute(null)}
        onSubmit={(reason) => dispute && disputeAction.mutate({ ...dispute, reason })}
      />
      <ReasonDialog
        open={change?.mode === 'correct'}
        title={t.correctTitle({ id: change?.reportId ?? '' })}
        hint={t.correctHint()}
        submitLabel={t.correctReport()}
        busy={correct.isPending}
        onClose={() => setChange(null)}
        onSubmit={(reason) =>
          change && correct.mutate({ reportId: change.reportId, fields: { [field]: value }, reason })
        }
      >
        <Select
          label={t.correctField()}
          value={field}
          onChange={(e) => setField(e.target.value)}
          options={REPORT_EDITABLE_FIELDS.map((key) => ({ value: key, label: LL.providerChange.fields[key]() }))}
        />
        <TextArea label={t.correctValue()} rows={2} value={value} onChange={(e) => setValue(e.target.value)} />
      </ReasonDialog>
      <ReasonDialog
        open={change?.mode === 'delete'}
        title={t.deleteTitle({ id: change?.reportId ?? '' })}
        hint={t.deleteHint()}
        submitLabel={t.deleteReport()}
        danger
        busy={remove.isPending}
        onClose={() => setChange(null)}
        onSubmit={(reason) => change && remove.mutate({ reportId: change.reportId, reason })}
      />
      <ReasonDialog
        open={closing}
        title={t.closeTitle()}
        label={t.outcome()}
        hint={LL.admin.common.reasonHint()}
        submitLabel={t.closeTitle()}
        busy={close.isPending}
        onClose={() => setClosing(false)}
        onSubmit={(outcome) => close.mutate(outcome)}
      />
    </Modal>
  )
}
