import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { LOCALES } from '~/lib/constants'
import { formatDate } from '~/lib/dates'
import { unwrap } from '../../api/treaty'
import { now } from '../../clock'
import { Button } from '../../components/Button'
import { DateField } from '../../components/DateField'
import { Field } from '../../components/Field'
import { useAppContext } from '../../context'
import { useI18n } from '../../i18n/useI18n'
import { AdminPage } from './AdminPage'
import { adminApi, requestsQuery, useAdminAction } from './api'
import { ConfirmDialog } from './ConfirmDialog'
import { DueText, RequestDialog } from './RequestDialog'
import { DataTable, optionOf, QueryState, Select, TextArea } from './ui'

const FILTERS = ['', 'due', 'open', 'forwarded', 'answered', 'closed'] as const
const KINDS = ['access', 'correction', 'deletion', 'objection'] as const
const CHANNELS = ['email', 'letter', 'phone', 'form', 'other'] as const

export function RequestsPage() {
  const { LL, locale } = useI18n()
  const t = LL.admin.requests
  const { client } = useAppContext()
  const search = useSearch({ from: '/admin/requests' })
  const navigate = useNavigate({ from: '/admin/requests' })
  const show = search.show ?? ''
  const query = useQuery(requestsQuery(client, show))
  const [creating, setCreating] = useState(false)
  const [openId, setOpenId] = useState<string | null>(null)
  return (
    <AdminPage
      id="requests"
      title={LL.admin.nav.requests()}
      intro={t.intro()}
      actions={<Button onClick={() => setCreating(true)}>{t.new()}</Button>}
    >
      <div className="admin-filters">
        <Select
          label={t.filter()}
          value={show}
          onChange={(e) => navigate({ search: { show: optionOf(FILTERS, e.target.value) || undefined } })}
          options={FILTERS.map((f) => ({ value: f, label: f ? t.filters[f]() : t.filters.all() }))}
        />
      </div>
      <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
        {query.data?.length ? (
          <DataTable caption={LL.admin.nav.requests()}>
            <thead>
              <tr>
                <th scope="col">{t.columns.requester()}</th>
                <th scope="col">{t.columns.kind()}</th>
                <th scope="col">{t.columns.received()}</th>
                <th scope="col">{t.columns.due()}</th>
                <th scope="col">{t.columns.hotel()}</th>
                <th scope="col">{t.columns.status()}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((r) => (
                <tr key={r.id}>
                  <th scope="row">
                    <button type="button" className="link-button" onClick={() => setOpenId(r.id)}>
                      {r.requesterName}
                    </button>
                  </th>
                  <td data-label={t.columns.kind()}>{t.kinds[r.kind]()}</td>
                  <td className="nowrap" data-label={t.columns.received()}>
                    {formatDate(r.receivedOn, locale)}
                  </td>
                  <td data-label={t.columns.due()}>
                    <span className="nowrap">{formatDate(r.dueOn, locale)}</span>{' '}
                    <DueText daysLeft={r.daysLeft} status={r.status} />
                  </td>
                  <td data-label={t.columns.hotel()}>{r.hotel || LL.admin.common.none()}</td>
                  <td data-label={t.columns.status()}>{t.status[r.status]()}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        ) : (
          <p className="admin-muted">{t.none()}</p>
        )}
      </QueryState>
      {creating && <NewRequestDialog onClose={() => setCreating(false)} onCreated={(id) => setOpenId(id)} />}
      {openId && <RequestDialog id={openId} onClose={() => setOpenId(null)} />}
    </AdminPage>
  )
}

function NewRequestDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const { LL, locale } = useI18n()
  const t = LL.admin.requests
  const [form, setForm] = useState({
    receivedOn: now().toISOString().slice(0, 10),
    channel: 'email',
    kind: 'access',
    requesterName: '',
    requesterEmail: '',
    requesterAddress: '',
    locale: locale as string,
    details: '',
    reportIds: '',
    hotelEmail: '',
  })
  const [error, setError] = useState<string>()
  const create = useAdminAction(
    (client, body: typeof form) =>
      unwrap(
        adminApi(client).requests.post({
          ...body,
          channel: body.channel as (typeof CHANNELS)[number],
          kind: body.kind as (typeof KINDS)[number],
          locale: body.locale as (typeof LOCALES)[number],
          reportIds: body.reportIds
            .split(/[\s,]+/)
            .map((s) => s.trim())
            .filter(Boolean),
        }),
      ),
    (out) => t.recorded({ date: formatDate(out.dueOn, locale) }),
    (out) => {
      onClose()
      onCreated(out.id)
    },
  )
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value })
  const submit = () => {
    if (!form.requesterName.trim()) {
      setError(LL.validation.required())
      return
    }
    setError(undefined)
    create.mutate(form)
  }
  return (
    <ConfirmDialog
      title={t.newTitle()}
      submitLabel={LL.admin.common.save()}
      busy={create.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <DateField
        label={t.receivedOn()}
        required
        value={form.receivedOn}
        onValue={(receivedOn) => setForm({ ...form, receivedOn })}
      />
      <Select
        label={t.channel()}
        value={form.channel}
        onChange={set('channel')}
        options={CHANNELS.map((c) => ({ value: c, label: t.channels[c]() }))}
      />
      <Select
        label={t.kind()}
        value={form.kind}
        onChange={set('kind')}
        options={KINDS.map((k) => ({ value: k, label: t.kinds[k]() }))}
      />
      <Field
        label={t.requesterName()}
        required
        value={form.requesterName}
        error={error}
        onChange={set('requesterName')}
      />
      <Field label={t.requesterEmail()} type="email" value={form.requesterEmail} onChange={set('requesterEmail')} />
      <TextArea
        label={t.requesterAddress()}
        rows={3}
        value={form.requesterAddress}
        onChange={set('requesterAddress')}
      />
      <Select
        label={t.locale()}
        value={form.locale}
        onChange={set('locale')}
        options={LOCALES.map((l) => ({ value: l, label: LL.shell.languages[l]() }))}
      />
      <Field label={t.reportIds()} value={form.reportIds} onChange={set('reportIds')} />
      <Field label={t.hotelEmail()} type="email" value={form.hotelEmail} onChange={set('hotelEmail')} />
      <TextArea label={t.detailsField()} value={form.details} onChange={set('details')} />
    </ConfirmDialog>
  )
}
