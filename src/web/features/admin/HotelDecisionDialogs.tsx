import { useId, useState } from 'react'
import { formatAmount } from '~/lib/money'
import { unwrap } from '../../api/treaty'
import { useI18n } from '../../i18n/useI18n'
import { adminApi, useAdminAction } from './api'
import { ConfirmDialog, ReasonDialog } from './ConfirmDialog'
import { TextArea } from './ui'

/** What the decision dialogs need of an application: the hotel, its documents and its registration payment. */
export type Decision = {
  id: string
  hotel: string
  hasDocument: boolean
  payment: { status: string; provider: string | null; reference: string | null; amountRappen: number | null }
}

/**
 * Approving a hotel is confirmed, with an optional note kept in the audit trail (issue 24, item 5). Without a copy of
 * the representative's ID, approving needs the reason for doing it anyway (item 7), audited with the decision.
 */
export function ApproveDialog({ decision: d, onClose }: { decision: Decision; onClose: () => void }) {
  const { LL } = useI18n()
  const t = LL.admin.hotels
  const [note, setNote] = useState('')
  const [withoutDocument, setWithoutDocument] = useState('')
  const [error, setError] = useState<string>()
  const approve = useAdminAction(
    (client, input: { note: string; withoutDocument: string }) =>
      unwrap(adminApi(client).hotels({ id: d.id }).approve.post(input)),
    () => t.approved({ hotel: d.hotel }),
    onClose,
  )
  const submit = () => {
    if (!d.hasDocument && !withoutDocument.trim()) return setError(LL.admin.errors.reasonRequired())
    setError(undefined)
    approve.mutate({ note: note.trim(), withoutDocument: d.hasDocument ? '' : withoutDocument.trim() })
  }
  return (
    <ConfirmDialog
      title={t.approveTitle({ hotel: d.hotel })}
      submitLabel={d.hasDocument ? t.approve() : t.approveWithoutDocument()}
      busy={approve.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t.approveText()}</p>
      {!d.hasDocument && (
        <>
          <p className="notice notice-warning">{t.noDocumentWarning()}</p>
          <TextArea
            label={t.withoutDocumentReason()}
            hint={t.withoutDocumentHint()}
            required
            maxLength={1000}
            value={withoutDocument}
            error={error}
            onChange={(event) => setWithoutDocument(event.target.value)}
          />
        </>
      )}
      <TextArea
        label={t.approveNote()}
        hint={t.approveNoteHint()}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </ConfirmDialog>
  )
}

/**
 * Rejecting a hotel, with the reason mailed to it and what happens to its money (issue 24, item 6): a card payment is
 * refunded through the payment provider; a confirmed bank transfer is paid back by the administrator, who says so here.
 */
export function RejectDialog({ decision: d, onClose }: { decision: Decision; onClose: () => void }) {
  const { LL, locale } = useI18n()
  const t = LL.admin.hotels
  const [refunded, setRefunded] = useState(false)
  const [error, setError] = useState<string>()
  const reject = useAdminAction(
    (client, input: { reason: string; transferRefunded: boolean }) =>
      unwrap(adminApi(client).hotels({ id: d.id }).reject.post(input)),
    () => t.rejected({ hotel: d.hotel }),
    onClose,
  )
  const paid = d.payment.status === 'succeeded' && d.payment.amountRappen !== null
  const transfer = paid && d.payment.provider === 'bank_transfer'
  const amount = formatAmount(d.payment.amountRappen ?? 0, { locale })
  const errorId = useId()
  return (
    <ReasonDialog
      open
      title={t.rejectTitle({ hotel: d.hotel })}
      hint={t.rejectReasonHint()}
      submitLabel={paid ? t.rejectAndRefund() : t.reject()}
      danger
      busy={reject.isPending}
      onClose={onClose}
      onSubmit={(reason) => {
        if (transfer && !refunded) return setError(t.transferRefundRequired())
        reject.mutate({ reason, transferRefunded: transfer && refunded })
      }}
    >
      {!paid ? (
        <p>{t.rejectNoPayment()}</p>
      ) : transfer ? (
        <>
          <p className="notice notice-warning">
            {t.rejectRefundTransfer({ amount, reference: d.payment.reference ?? '' })}
          </p>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={refunded}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setRefunded(event.target.checked)
                setError(undefined)
              }}
            />{' '}
            {t.transferRefunded({ amount })}
          </label>
          {error && (
            <p id={errorId} className="field-error" role="alert">
              {error}
            </p>
          )}
        </>
      ) : (
        <p className="notice">{t.rejectRefundCard({ amount })}</p>
      )}
    </ReasonDialog>
  )
}
