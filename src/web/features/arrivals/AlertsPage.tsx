import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { formatDate, formatDateTime } from '~/lib/dates'
import { unwrap } from '../../api/treaty'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { ARRIVALS_KEY, alertsQueryOptions } from './api'
import { MatchFlag } from './MatchFlag'

/**
 * The hotel's alerts: a report published after a guest was added matches the guest. Opening the list marks them seen
 * for this person only (issue 32 item 2): each person of the hotel has their own "new".
 */
export function AlertsPage({ highlight }: { highlight?: string }) {
  const { LL, locale } = useI18n()
  const a = LL.arrivals
  const { client } = useAppContext()
  const queryClient = useQueryClient()
  const alerts = useQuery(alertsQueryOptions(client))
  const seen = useMutation({
    mutationFn: () => unwrap(client.api.arrivals.alerts.seen.post({})),
    onSuccess: (answer) => queryClient.setQueryData([...ARRIVALS_KEY, 'unseen'], answer),
  })
  const unseen = alerts.data?.unseen ?? 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: marks them seen once the list with new alerts is shown
  useEffect(() => {
    if (unseen > 0 && !seen.isPending && !seen.isSuccess) seen.mutate()
  }, [unseen])
  return (
    <section className="arrival-alerts" aria-labelledby="arrival-alerts-title">
      <p>
        <Link to="/dashboard/arrivals">← {a.matches.back()}</Link>
      </p>
      <h1 id="arrival-alerts-title">{a.alerts.title()}</h1>
      <p className="profile-intro">{a.alerts.intro()}</p>
      {alerts.isError && (
        <p className="field-error" role="alert">
          {errorText(LL, alerts.error, a.errors.failed())}
        </p>
      )}
      {alerts.data?.alerts.length === 0 && <p className="card">{a.alerts.empty()}</p>}
      {alerts.data && alerts.data.alerts.length > 0 && (
        <ul className="arrival-list">
          {alerts.data.alerts.map((alert) => {
            const name = `${alert.arrival.first_name} ${alert.arrival.last_name}`
            return (
              <li
                key={alert.id}
                id={`alert-${alert.id}`}
                className={[
                  'card',
                  'arrival-item',
                  `arrival-${alert.group}`,
                  alert.id === highlight && 'is-highlighted',
                ]
                  .filter(Boolean)
                  .join(' ')}
              >
                <div className="arrival-main">
                  <p className="arrival-name">
                    {!alert.seen && <span className="tab-badge">{a.alerts.new()}</span>}{' '}
                    {a.alerts.item({ name, date: formatDate(alert.arrival.check_in, locale) })}
                  </p>
                  <p className="arrival-stay">{formatDateTime(alert.created_at, locale)}</p>
                </div>
                <MatchFlag group={alert.group} />
                <div className="arrival-actions">
                  <Link
                    to="/dashboard/arrivals/$id"
                    params={{ id: alert.arrival.id }}
                    className="btn btn-primary btn-sm"
                    aria-label={`${a.alerts.open()}: ${name}`}
                  >
                    {a.alerts.open()}
                  </Link>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
