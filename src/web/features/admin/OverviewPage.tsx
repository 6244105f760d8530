import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatDateTime } from '~/lib/dates'
import { useAppContext } from '../../context'
import { useI18n } from '../../i18n/useI18n'
import { AdminPage } from './AdminPage'
import { overviewQuery } from './api'
import { QueryState } from './ui'

type Tile = { key: string; label: string; count: number; to: string; search?: Record<string, string> }

/** The admin home: what needs an operator now, each count a link to where it is handled. */
export function OverviewPage() {
  const { LL, locale } = useI18n()
  const { client } = useAppContext()
  const query = useQuery(overviewQuery(client))
  const t = LL.admin.overview
  const o = query.data
  const tiles: Tile[] = o
    ? [
        { key: 'hotels', label: t.hotelsPending(), count: o.hotelsPending, to: '/admin/hotels' },
        ...(o.reportsPending === null
          ? []
          : [{ key: 'reports', label: t.reportsPending(), count: o.reportsPending, to: '/admin/reports' }]),
        { key: 'transfers', label: t.transfersWaiting(), count: o.transfersWaiting, to: '/admin/payments' },
        {
          key: 'requests',
          label: t.requestsDue(),
          count: o.requestsDue,
          to: '/admin/requests',
          search: { show: 'due' },
        },
        { key: 'incidents', label: t.incidentsOpen(), count: o.incidentsOpen, to: '/admin/incidents' },
        {
          key: 'bursts',
          label: t.searchBursts(),
          count: o.searchBursts,
          to: '/admin/audit',
          search: { action: 'search.query' },
        },
        { key: 'jobs', label: t.failedJobs(), count: o.failedJobs, to: '/admin/jobs' },
      ]
    : []
  const chain = o?.auditChain
  const disk = o?.disk
  // Off-site copies (issue 35): shown when a repository is configured; too old is an error.
  const offsite = o?.offsite
  return (
    <AdminPage id="overview" title={LL.admin.nav.overview()} intro={t.intro()}>
      <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
        <ul className="admin-tiles">
          {tiles.map((tile) => (
            <li key={tile.key}>
              <Link
                to={tile.to}
                search={tile.search}
                className={`admin-tile${tile.count > 0 ? ' needs-action' : ''}`}
                data-tile={tile.key}
              >
                <span className="admin-tile-count">{tile.count}</span>
                <span className="admin-tile-label">{tile.label}</span>
              </Link>
            </li>
          ))}
          <li>
            <Link
              to="/admin/audit"
              className={`admin-tile${chain && !chain.ok ? ' needs-action' : ''}`}
              data-tile="audit"
            >
              <span className="admin-tile-status">
                {chain
                  ? chain.ok
                    ? t.chainOk({ date: formatDateTime(chain.at, locale) })
                    : t.chainBroken({ seq: chain.brokenAtSeq ?? 0 })
                  : t.chainUnchecked()}
              </span>
              <span className="admin-tile-label">{t.auditChain()}</span>
            </Link>
          </li>
          {disk ? (
            <li>
              <span className={`admin-tile${disk.low ? ' needs-action' : ''}`} data-tile="disk">
                <span className="admin-tile-status">
                  {disk.low ? t.diskLow({ free: disk.freeMb, floor: disk.floorMb }) : t.diskFree({ free: disk.freeMb })}
                </span>
                <span className="admin-tile-label">{t.disk()}</span>
              </span>
            </li>
          ) : null}
          {offsite ? (
            <li>
              <Link
                to="/admin/jobs"
                className={`admin-tile${offsite.stale ? ' needs-action' : ''}`}
                data-tile="offsite"
              >
                <span className="admin-tile-status">
                  {offsite.stale
                    ? t.offsiteStale({ limit: offsite.limitMinutes })
                    : offsite.ageMinutes === null
                      ? t.offsiteNone()
                      : t.offsiteOk({ minutes: offsite.ageMinutes })}
                </span>
                <span className="admin-tile-label">{t.offsite()}</span>
              </Link>
            </li>
          ) : null}
        </ul>
        {tiles.every((tile) => tile.count === 0) && (chain?.ok ?? true) && !disk?.low && !offsite?.stale ? (
          <p className="notice">{t.allClear()}</p>
        ) : null}
      </QueryState>
    </AdminPage>
  )
}
