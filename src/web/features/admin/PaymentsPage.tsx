import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDate } from '~/lib/dates'
import { formatAmount, rappenToDecimal } from '~/lib/money'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { useAppContext } from '../../context'
import { useI18n } from '../../i18n/useI18n'
import { AdminPage } from './AdminPage'
import { adminApi, type PaymentKind, paymentsQuery, transfersQuery, useAdminAction } from './api'
import { ConfirmDialog, ReasonDialog } from './ConfirmDialog'
import { DataTable, KeyPager, optionOf, QueryState, Select, useKeyPages } from './ui'

const KINDS: readonly PaymentKind[] = ['card', 'transfer']

type Transfer = NonNullable<ReturnType<typeof useTransfers>['data']>['transfers'][number]
const useTransfers = (after?: string) => useQuery(transfersQuery(useAppContext().client, after))
type Payment = NonNullable<ReturnType<typeof usePayments>['data']>['payments'][number]
const usePayments = (kind: PaymentKind | '', before?: string) =>
  useQuery(paymentsQuery(useAppContext().client, kind, before))

export function PaymentsPage() {
  const { LL, locale } = useI18n()
  const t = LL.admin.payments
  const transferPages = useKeyPages()
  const transfers = useTransfers(transferPages.after)
  const [kind, setKind] = useState<PaymentKind | ''>('')
  const paymentPages = useKeyPages()
  const payments = usePayments(kind, paymentPages.after)
  const [confirming, setConfirming] = useState<Transfer | null>(null)
  const [refunding, setRefunding] = useState<Payment | null>(null)
  const amount = (rappen: number) => LL.admin.common.chf({ amount: formatAmount(rappen, { locale }) })
  return (
    <AdminPage id="payments" title={LL.admin.nav.payments()} intro={t.intro()}>
      <div className="admin-section">
        <h2 id="transfers-title">{t.waiting()}</h2>
        <QueryState isPending={transfers.isPending} error={transfers.error} refetch={transfers.refetch}>
          {transfers.data?.transfers.length ? (
            <>
              <p className="admin-muted">{t.waitingCount({ count: transfers.data.total })}</p>
              <DataTable caption={t.waiting()}>
                <thead>
                  <tr>
                    <th scope="col">{t.columns.reference()}</th>
                    <th scope="col">{t.columns.amount()}</th>
                    <th scope="col">{t.columns.hotel()}</th>
                    <th scope="col">{t.columns.purpose()}</th>
                    <th scope="col">{t.columns.age()}</th>
                    <th scope="col">{t.columns.actions()}</th>
                  </tr>
                </thead>
                <tbody>
                  {transfers.data.transfers.map((tr) => (
                    <tr key={tr.id}>
                      <th scope="row" className="nowrap">
                        {tr.reference}
                      </th>
                      <td className="nowrap" data-label={t.columns.amount()}>
                        {amount(tr.amountRappen)}
                      </td>
                      <td data-label={t.columns.hotel()}>
                        {tr.hotel}
                        <span className="admin-cell-sub">{tr.email}</span>
                      </td>
                      <td data-label={t.columns.purpose()}>{t.purpose[tr.purpose]()}</td>
                      <td className="nowrap" data-label={t.columns.age()}>
                        {t.ageDays({ days: tr.ageDays })}
                      </td>
                      <td>
                        <Button
                          size="sm"
                          onClick={() => setConfirming(tr)}
                          aria-label={`${t.confirm()} ${tr.reference}`}
                        >
                          {t.confirm()}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
              <KeyPager
                label={t.waiting()}
                pages={transferPages}
                next={transfers.data.next}
                busy={transfers.isFetching}
              />
            </>
          ) : (
            <p className="admin-muted">{t.noneWaiting()}</p>
          )}
        </QueryState>
      </div>
      <div className="admin-section">
        <h2 id="payments-title">{t.all()}</h2>
        <div className="admin-filters">
          <Select
            label={t.kindFilter()}
            value={kind}
            onChange={(e) => {
              setKind(optionOf(KINDS, e.target.value))
              paymentPages.reset()
            }}
            options={[
              { value: '', label: t.kinds.all() },
              { value: 'card', label: t.kinds.card() },
              { value: 'transfer', label: t.kinds.transfer() },
            ]}
          />
        </div>
        <QueryState isPending={payments.isPending} error={payments.error} refetch={payments.refetch}>
          {payments.data?.payments.length ? (
            <>
              <DataTable caption={t.all()}>
                <thead>
                  <tr>
                    <th scope="col">{t.columns.date()}</th>
                    <th scope="col">{t.columns.hotel()}</th>
                    <th scope="col">{t.columns.reference()}</th>
                    <th scope="col">{t.columns.amount()}</th>
                    <th scope="col">{t.columns.status()}</th>
                    <th scope="col">{t.columns.refunded()}</th>
                    <th scope="col">{t.columns.actions()}</th>
                  </tr>
                </thead>
                <tbody>
                  {payments.data.payments.map((p) => (
                    <tr key={p.id}>
                      <td data-label={t.columns.date()}>{formatDate(p.createdAt, locale)}</td>
                      <th scope="row">
                        {p.hotel || p.email}
                        <span className="admin-cell-sub">{p.email}</span>
                      </th>
                      <td data-label={t.columns.reference()}>
                        <span className="admin-code">{p.reference}</span>
                        <span className="admin-cell-sub">{t.provider[p.provider]()}</span>
                      </td>
                      <td className="nowrap" data-label={t.columns.amount()}>
                        {amount(p.amountRappen)}
                      </td>
                      <td data-label={t.columns.status()}>{t.status[p.status]()}</td>
                      <td className="nowrap" data-label={t.columns.refunded()}>
                        {p.refundedRappen ? amount(p.refundedRappen) : LL.admin.common.none()}
                      </td>
                      <td>
                        {p.status === 'succeeded' && p.refundedRappen < p.amountRappen ? (
                          <Button variant="secondary" size="sm" onClick={() => setRefunding(p)}>
                            {t.refund()}
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
              <KeyPager label={t.all()} pages={paymentPages} next={payments.data.next} busy={payments.isFetching} />
            </>
          ) : (
            <p className="admin-muted">{t.noPayments()}</p>
          )}
        </QueryState>
      </div>
      {confirming && <ConfirmTransferDialog transfer={confirming} onClose={() => setConfirming(null)} />}
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />}
    </AdminPage>
  )
}

function ConfirmTransferDialog({ transfer, onClose }: { transfer: Transfer; onClose: () => void }) {
  const { LL, locale } = useI18n()
  const t = LL.admin.payments
  const confirm = useAdminAction(
    (client, reference: string) =>
      unwrap(adminApi(client).payments.transfers({ reference }).confirm.post({ note: '' })),
    () => t.confirmed({ reference: transfer.reference }),
    onClose,
  )
  return (
    <ConfirmDialog
      title={t.confirmTitle({ reference: transfer.reference })}
      submitLabel={t.confirm()}
      busy={confirm.isPending}
      onSubmit={() => confirm.mutate(transfer.reference)}
      onClose={onClose}
    >
      <p>
        {t.confirmText({
          amount: formatAmount(transfer.amountRappen, { locale }),
          hotel: transfer.hotel || transfer.email,
        })}
      </p>
    </ConfirmDialog>
  )
}

function RefundDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const { LL, locale } = useI18n()
  const t = LL.admin.payments
  const left = payment.amountRappen - payment.refundedRappen
  const [value, setValue] = useState(rappenToDecimal(left))
  const refund = useAdminAction(
    (client, input: { reason: string; amount: number }) =>
      unwrap(adminApi(client).payments({ id: payment.id }).refund.post(input)),
    (out) => t.refunded({ amount: formatAmount(out.amountRappen, { locale }) }),
    onClose,
  )
  return (
    <ReasonDialog
      open
      title={t.refundTitle({ hotel: payment.hotel || payment.email })}
      submitLabel={t.refund()}
      danger
      busy={refund.isPending}
      onClose={onClose}
      onSubmit={(reason) => refund.mutate({ reason, amount: Math.round(Number(value) * 100) })}
    >
      <p>{payment.provider === 'bank_transfer' ? t.refundTransferHint() : t.refundCardHint()}</p>
      <Field
        label={t.refundAmount()}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        max={rappenToDecimal(left)}
        required
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
    </ReasonDialog>
  )
}
