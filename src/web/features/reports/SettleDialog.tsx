import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../api/client'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { DateField } from '../../components/DateField'
import { Field } from '../../components/Field'
import { Modal } from '../../components/Modal'
import { toast } from '../../components/toast'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { REPORTS_KEY, type ReportLine } from './api'

/**
 * Issue 34: the hotel marks a report settled (the guest paid or made good), optionally with the amount and the day.
 * The report leaves search, arrival checks and alerts at once; the guest is told when the report holds an e-mail.
 */
export function SettleDialog({
  report,
  onClose,
  onSettled,
}: {
  report: Pick<ReportLine, 'id' | 'first_name' | 'last_name'> | undefined
  onClose: () => void
  /** After the settlement (a paid guest's request page leaves for the list, ADR 305). */
  onSettled?: () => void
}) {
  const { LL } = useI18n()
  const t = LL.guestSide.settle
  const { client, queryClient } = useAppContext()
  const [amount, setAmount] = useState('')
  const [paidOn, setPaidOn] = useState('')
  const [error, setError] = useState<{ field?: string; message: string } | undefined>()
  const settle = useMutation({
    mutationFn: (id: string) =>
      unwrap(
        client.api.reports({ id }).settle.post({
          ...(amount.trim() ? { amount_paid: amount.trim() } : {}),
          ...(paidOn ? { paid_on: paidOn } : {}),
        }),
      ),
    onSuccess: async () => {
      close()
      toast.success(t.done())
      onSettled?.()
      await queryClient.invalidateQueries({ queryKey: REPORTS_KEY })
    },
    onError: (e) => {
      if (e instanceof ApiError && e.status < 500 && e.field) setError({ field: e.field, message: e.message })
      else toast.error(t.failed())
    },
  })
  const close = () => {
    setAmount('')
    setPaidOn('')
    setError(undefined)
    onClose()
  }
  const name = report ? `${report.first_name} ${report.last_name}`.trim() : ''
  return (
    <Modal
      open={Boolean(report)}
      title={t.title()}
      closeLabel={LL.reports.close()}
      onClose={() => !settle.isPending && close()}
      footer={
        <>
          <Button variant="secondary" disabled={settle.isPending} onClick={close}>
            {LL.reports.cancel()}
          </Button>
          <Button busy={settle.isPending} busyLabel={t.busy()} onClick={() => report && settle.mutate(report.id)}>
            {t.confirm()}
          </Button>
        </>
      }
    >
      <p>{t.text({ name })}</p>
      <Field
        label={t.amount()}
        name="amount_paid"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={error?.field === 'amount_paid' ? error.message : undefined}
      />
      <DateField
        label={t.paidOn()}
        name="paid_on"
        value={paidOn}
        onValue={setPaidOn}
        error={error?.field === 'paid_on' ? error.message : undefined}
      />
    </Modal>
  )
}
