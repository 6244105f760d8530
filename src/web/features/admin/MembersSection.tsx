import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { formatDate } from '~/lib/dates'
import { formatAmount } from '~/lib/money'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { DateField } from '../../components/DateField'
import { Field } from '../../components/Field'
import { Modal } from '../../components/Modal'
import { useAppContext } from '../../context'
import { useI18n } from '../../i18n/useI18n'
import { adminApi, type MemberStatus, memberQuery, membersQuery, useAdminAction } from './api'
import { ReasonDialog } from './ConfirmDialog'
import { HotelArrivalsLimit } from './HotelArrivalsLimit'
import { HotelTeam } from './HotelTeam'
import { DataTable, KeyPager, optionOf, QueryState, Select, useKeyPages } from './ui'

const STATUSES = ['pending', 'approved', 'rejected', 'suspended', 'closed'] as const satisfies readonly MemberStatus[]

/** The member directory: search by name, e-mail or city; each member's details and actions in a dialog. */
export function MembersSection() {
  const { LL, locale } = useI18n()
  const t = LL.admin.hotels
  const { client } = useAppContext()
  const [draft, setDraft] = useState<{ q: string; status: MemberStatus | '' }>({ q: '', status: '' })
  const [search, setSearch] = useState(draft)
  const pages = useKeyPages()
  const [openId, setOpenId] = useState<string | null>(null)
  const query = useQuery(membersQuery(client, search.q, search.status, pages.after))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSearch(draft)
    pages.reset()
  }
  return (
    <div className="admin-section">
      <h2 id="members-title">{t.members()}</h2>
      <form className="admin-filters" onSubmit={submit} aria-label={t.search()}>
        <Field
          label={t.search()}
          type="search"
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
        <Select
          label={t.statusFilter()}
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: optionOf(STATUSES, e.target.value) })}
          options={[
            { value: '', label: t.allStatuses() },
            ...STATUSES.map((s) => ({ value: s, label: t.status[s]() })),
          ]}
        />
        <div className="admin-filters-actions">
          <Button type="submit">{t.searchButton()}</Button>
        </div>
      </form>
      <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
        {query.data?.members.length ? (
          <>
            {query.data.total !== null && (
              <p className="admin-muted" aria-live="polite">
                {t.total({ count: query.data.total })}
              </p>
            )}
            <DataTable caption={t.members()}>
              <thead>
                <tr>
                  <th scope="col">{t.columns.hotel()}</th>
                  <th scope="col">{t.columns.person()}</th>
                  <th scope="col">{t.columns.city()}</th>
                  <th scope="col">{t.columns.status()}</th>
                  <th scope="col">{t.columns.subscription()}</th>
                  <th scope="col">{t.columns.expires()}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.members.map((m) => (
                  <tr key={m.id}>
                    <th scope="row">
                      <button type="button" className="link-button" onClick={() => setOpenId(m.id)}>
                        {m.company?.name || m.email}
                      </button>
                      <span className="admin-cell-sub">{m.email}</span>
                    </th>
                    <td data-label={t.columns.person()}>
                      {m.fName} {m.lName}
                    </td>
                    <td data-label={t.columns.city()}>{m.company?.city ?? ''}</td>
                    <td data-label={t.columns.status()}>{t.status[m.status]()}</td>
                    <td data-label={t.columns.subscription()}>{t.subscriptionState[m.subscription.state]()}</td>
                    <td data-label={t.columns.expires()}>{formatDate(m.subscription.expiresAt, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <KeyPager label={t.members()} pages={pages} next={query.data.next} busy={query.isFetching} />
          </>
        ) : (
          <p className="admin-muted">{t.noMembers()}</p>
        )}
      </QueryState>
      {openId && <MemberDialog id={openId} onClose={() => setOpenId(null)} />}
    </div>
  )
}

type Dialog = null | 'suspend' | 'reactivate' | 'extend' | 'set'

function MemberDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { LL, locale } = useI18n()
  const t = LL.admin.hotels
  const { client } = useAppContext()
  const query = useQuery(memberQuery(client, id))
  const [dialog, setDialog] = useState<Dialog>(null)
  const [expiresOn, setExpiresOn] = useState('')
  const m = query.data
  const hotel = m?.company?.name || m?.email || ''
  const close = () => setDialog(null)
  const suspend = useAdminAction(
    (c, reason: string) => unwrap(adminApi(c).hotels({ id }).suspend.post({ reason })),
    () => t.suspended(),
    close,
  )
  const reactivate = useAdminAction(
    (c, reason: string) => unwrap(adminApi(c).hotels({ id }).reactivate.post({ reason })),
    () => t.reactivated(),
    close,
  )
  const subscription = useAdminAction(
    (c, input: { action: 'extend' | 'set'; reason: string }) =>
      unwrap(
        adminApi(c)
          .hotels({ id })
          .subscription.post({ ...input, expiresOn: input.action === 'set' ? expiresOn : undefined }),
      ),
    (out) => t.subscriptionChanged({ date: formatDate(out.expiresAt, locale) }),
    close,
  )
  return (
    <Modal open title={hotel || LL.admin.common.loading()} onClose={onClose} closeLabel={LL.admin.common.close()}>
      <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
        {m && (
          <div className="admin-member">
            <dl className="admin-facts">
              <dt>{t.personInCharge()}</dt>
              <dd>
                {m.fName} {m.lName} · {m.email}
              </dd>
              <dt>{t.columns.status()}</dt>
              <dd>
                {t.status[m.status]()}
                {m.statusReason ? ` · ${t.statusReason({ reason: m.statusReason })}` : ''}
              </dd>
              <dt>{t.columns.subscription()}</dt>
              <dd>
                {t.subscriptionState[m.subscription.state]()} · {formatDate(m.subscription.expiresAt, locale)}
              </dd>
            </dl>
            <div className="button-row">
              {m.status === 'suspended' ? (
                <Button variant="secondary" onClick={() => setDialog('reactivate')}>
                  {t.reactivate()}
                </Button>
              ) : m.status === 'approved' ? (
                <Button variant="danger" onClick={() => setDialog('suspend')}>
                  {t.suspend()}
                </Button>
              ) : null}
              {m.subscription.state !== 'none' && (
                <>
                  <Button variant="secondary" onClick={() => setDialog('extend')}>
                    {t.extend()}
                  </Button>
                  <Button variant="secondary" onClick={() => setDialog('set')}>
                    {t.setExpiry()}
                  </Button>
                </>
              )}
            </div>
            <HotelTeam people={m.team} />
            {m.company && <HotelArrivalsLimit companyId={m.company.id} />}
            <h3>{t.payments()}</h3>
            {m.payments.length ? (
              <ul className="admin-plain-list">
                {m.payments.map((p) => (
                  <li key={p.id}>
                    {formatDate(p.createdAt, locale)} · {LL.admin.payments.provider[p.provider]()} ·{' '}
                    {LL.admin.common.chf({ amount: formatAmount(p.amountRappen, { locale }) })} ·{' '}
                    {LL.admin.payments.status[p.status]()}
                    {p.reference ? ` · ${p.reference}` : ''}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="admin-muted">{LL.admin.payments.noPayments()}</p>
            )}
            <h3>{t.reports()}</h3>
            {m.reports.length ? (
              <ul className="admin-plain-list">
                {m.reports.map((r) => (
                  <li key={r.id}>
                    {formatDate(r.createdAt, locale)} · {r.guestName} · {r.status} · <code>{r.id}</code>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="admin-muted">{t.noReports()}</p>
            )}
          </div>
        )}
      </QueryState>
      <ReasonDialog
        open={dialog === 'suspend'}
        title={t.suspendTitle({ hotel })}
        submitLabel={t.suspend()}
        danger
        busy={suspend.isPending}
        onClose={close}
        onSubmit={(reason) => suspend.mutate(reason)}
      >
        <p>{t.suspendHint()}</p>
      </ReasonDialog>
      <ReasonDialog
        open={dialog === 'reactivate'}
        title={t.reactivateTitle({ hotel })}
        submitLabel={t.reactivate()}
        busy={reactivate.isPending}
        onClose={close}
        onSubmit={(reason) => reactivate.mutate(reason)}
      />
      <ReasonDialog
        open={dialog === 'extend' || dialog === 'set'}
        title={t.subscriptionTitle({ hotel })}
        submitLabel={dialog === 'set' ? t.setExpiry() : t.extend()}
        busy={subscription.isPending}
        onClose={close}
        onSubmit={(reason) => subscription.mutate({ action: dialog === 'set' ? 'set' : 'extend', reason })}
      >
        {dialog === 'set' && <DateField label={t.newExpiry()} required value={expiresOn} onValue={setExpiresOn} />}
      </ReasonDialog>
    </Modal>
  )
}
