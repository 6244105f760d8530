import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDate } from '~/lib/dates'
import { unwrap } from '../../api/treaty'
import { useAppContext } from '../../context'
import { useI18n } from '../../i18n/useI18n'
import { AdminPage } from './AdminPage'
import { DataTable, optionOf, QueryState, Select } from './ui'

const STATUSES = ['queued', 'letter_due', 'letter_sent', 'held'] as const
const FILTERS = ['', ...STATUSES] as const

/**
 * The register of notices to reported guests (issue 34, section 1; ADR 267, 285): how each guest was informed, the
 * letters hotels still have to post, and the notices held back with their reason (held with `notices:hold`).
 */
export function NoticesPage() {
  const { LL, locale } = useI18n()
  const t = LL.noticeLetter.admin
  const { client } = useAppContext()
  const [status, setStatus] = useState<(typeof FILTERS)[number]>('')
  const query = useQuery({
    queryKey: ['admin', 'notices', status],
    queryFn: async () => (await unwrap(client.api.admin.notices.get({ query: status ? { status } : {} }))).notices,
    staleTime: 0,
  })
  return (
    <AdminPage id="notices" title={t.title()} intro={t.intro()}>
      <div className="admin-filters">
        <Select
          label={t.filter()}
          value={status}
          onChange={(e) => setStatus(optionOf(STATUSES, e.target.value))}
          options={FILTERS.map((f) => ({ value: f, label: f ? t.statuses[f]() : t.all() }))}
        />
      </div>
      <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
        {query.data?.length ? (
          <DataTable caption={t.title()}>
            <thead>
              <tr>
                <th scope="col">{t.columns.reference()}</th>
                <th scope="col">{t.columns.hotel()}</th>
                <th scope="col">{t.columns.channel()}</th>
                <th scope="col">{t.columns.status()}</th>
                <th scope="col">{t.columns.reason()}</th>
                <th scope="col">{t.columns.date()}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((n) => (
                <tr key={n.reference}>
                  <th scope="row" className="nowrap">
                    <code>{n.reference}</code>
                  </th>
                  <td data-label={t.columns.hotel()}>{n.hotel || LL.admin.common.none()}</td>
                  <td data-label={t.columns.channel()}>{t.channels[n.channel]()}</td>
                  <td data-label={t.columns.status()}>{t.statuses[n.status]()}</td>
                  <td data-label={t.columns.reason()}>{n.held_reason ?? LL.admin.common.none()}</td>
                  <td className="nowrap" data-label={t.columns.date()}>
                    {formatDate(n.created_at, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        ) : (
          <p className="admin-muted">{t.empty()}</p>
        )}
      </QueryState>
    </AdminPage>
  )
}
