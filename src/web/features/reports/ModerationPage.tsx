import { useInfiniteQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { formatDate } from '~/lib/dates'
import { Button } from '../../components/Button'
import { SelectField } from '../../components/ChoiceFields'
import { useI18n } from '../../i18n/useI18n'
import { AdminPage } from '../admin/AdminPage'
import { useAppContext } from '../auth/useSession'
import { type ModerationStatus, moderationListQueryOptions } from './api'
import { hotelLabel, ReportReview } from './ReportReview'

const LISTS: ModerationStatus[] = ['pending', 'approved', 'rejected']

/**
 * /admin/reports: the pending queue oldest first (or the approved or rejected reports, most recent decision first,
 * to change a decision), loaded by key 20 at a time, one report with every field and its evidence, and the decision
 * with notes for the hotel. Alt+A approves, Alt+R rejects; after a decision the next pending report opens.
 */
export function ModerationPage({ selected, status = 'pending' }: { selected?: string; status?: ModerationStatus }) {
  const { LL, locale } = useI18n()
  const t = LL.reports.admin
  const { client } = useAppContext()
  const navigate = useNavigate()
  const listId = useId()
  const queue = useInfiniteQuery(moderationListQueryOptions(client, status))
  const lines = queue.data?.pages.flatMap((p) => p.items) ?? []
  const total = queue.data?.pages[0]?.total ?? lines.length
  const currentId = selected ?? lines[0]?.id
  const date = (iso: string) => formatDate(iso, locale)
  const search = (id?: string) => ({ ...(id ? { id } : {}), ...(status !== 'pending' ? { status } : {}) })

  return (
    <AdminPage
      id="moderation"
      title={t.title()}
      intro={
        <>
          {t.intro()}{' '}
          <span className="moderation-shortcuts" id="moderation-shortcuts">
            {t.shortcuts()}
          </span>
        </>
      }
    >
      <div className="moderation-layout">
        <aside className="moderation-queue" aria-labelledby="queue-title">
          <h2 id="queue-title" className="moderation-queue-title">
            {t.lists[status]()}
          </h2>
          <SelectField
            id={listId}
            label={t.list()}
            value={status}
            onChange={(event) => {
              const next = event.target.value as ModerationStatus
              void navigate({ to: '/admin/reports', search: next === 'pending' ? {} : { status: next } })
            }}
          >
            {LISTS.map((s) => (
              <option key={s} value={s}>
                {t.lists[s]()}
              </option>
            ))}
          </SelectField>
          {queue.isPending ? (
            <p aria-busy="true">{LL.reports.loading()}</p>
          ) : queue.isError ? (
            <p role="alert">{LL.reports.loadFailed()}</p>
          ) : (
            <>
              <p className="moderation-count" aria-live="polite">
                {status === 'pending' ? t.queueCount({ count: total }) : t.listCount({ count: total })}
              </p>
              {lines.length === 0 ? (
                <p className="notice">{status === 'pending' ? t.queueEmpty() : t.listEmpty()}</p>
              ) : (
                <ul className="moderation-list">
                  {lines.map((r) => (
                    <li key={r.id}>
                      <Link
                        to="/admin/reports"
                        search={search(r.id)}
                        className={r.id === currentId ? 'moderation-item is-current' : 'moderation-item'}
                        aria-current={r.id === currentId ? 'true' : undefined}
                      >
                        <strong>
                          {r.first_name} {r.last_name}
                        </strong>
                        <span>{r.hotel.name ? t.from({ hotel: hotelLabel(r.hotel) }) : null}</span>
                        <span>
                          {status === 'pending'
                            ? t.sentOn({ date: date(r.updated_at ?? r.created_at) })
                            : t.decidedOn({ date: date(r.updated_at) })}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              {queue.hasNextPage && (
                <Button
                  variant="secondary"
                  className="moderation-more"
                  busy={queue.isFetchingNextPage}
                  busyLabel={t.loadingMore()}
                  onClick={() => void queue.fetchNextPage()}
                >
                  {t.showMore()}
                </Button>
              )}
            </>
          )}
        </aside>
        <div className="moderation-detail">
          {currentId ? (
            <ReportReview
              key={currentId}
              reportId={currentId}
              listSearch={search}
              nextId={() => {
                const ids = lines.map((r) => r.id)
                const at = ids.indexOf(currentId)
                const rest = ids.filter((id) => id !== currentId)
                return rest[Math.max(0, at)] ?? rest[0]
              }}
            />
          ) : queue.isSuccess && lines.length > 0 ? (
            <p>{t.noneSelected()}</p>
          ) : null}
        </div>
      </div>
    </AdminPage>
  )
}
