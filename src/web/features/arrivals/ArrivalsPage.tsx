import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { formatDate } from '~/lib/dates'
import type { ArrivalView } from '~/modules/arrivals/public'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { toast } from '../../components/toast'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { ArrivalForm } from './ArrivalForm'
import { ARRIVALS_KEY, arrivalsQueryOptions, unseenAlertsQueryOptions } from './api'
import { SheetImport } from './SheetImport'

type Way = 'file' | 'paste' | 'one' | 'mrz'
const WAYS: Way[] = ['file', 'paste', 'one', 'mrz']

/** The Arrivals tab (issue 22): four ways to add the coming guests, and the coming days' arrivals with their flags. */
export function ArrivalsPage() {
  const { LL, locale } = useI18n()
  const a = LL.arrivals
  const { client } = useAppContext()
  const [way, setWay] = useState<Way>('file')
  const list = useQuery(arrivalsQueryOptions(client))
  const unseen = useQuery(unseenAlertsQueryOptions(client)).data?.unseen ?? 0
  return (
    <section className="arrivals" aria-labelledby="arrivals-title">
      <header className="profile-header">
        <div>
          <h1 id="arrivals-title">{a.title()}</h1>
          <p className="profile-intro">{a.intro()}</p>
        </div>
        <Link to="/dashboard/arrivals/alerts" className="btn btn-secondary btn-sm">
          {a.alerts.title()}
          {unseen > 0 && <span className="tab-badge">{a.alertsBadge({ count: unseen })}</span>}
        </Link>
      </header>
      <section className="card arrivals-add" aria-labelledby="arrivals-add-title">
        <h2 id="arrivals-add-title">{a.ways.label()}</h2>
        <fieldset className="arrivals-ways">
          <legend className="visually-hidden">{a.ways.label()}</legend>
          {WAYS.map((w) => (
            <Button
              key={w}
              type="button"
              size="sm"
              variant={way === w ? 'primary' : 'secondary'}
              aria-pressed={way === w}
              onClick={() => setWay(w)}
            >
              {a.ways[w]()}
            </Button>
          ))}
        </fieldset>
        {way === 'file' && <SheetImport key="csv" mode="csv" />}
        {way === 'paste' && <SheetImport key="paste" mode="paste" />}
        {(way === 'one' || way === 'mrz') && <ArrivalForm key={way} withMrz={way === 'mrz'} />}
      </section>
      <section className="arrivals-list-section" aria-labelledby="arrivals-list-title" aria-busy={list.isFetching}>
        {list.data && (
          <h2 id="arrivals-list-title">
            {a.range({ from: formatDate(list.data.from, locale), to: formatDate(list.data.to, locale) })}
          </h2>
        )}
        {list.isError && (
          <p className="field-error" role="alert">
            {errorText(LL, list.error, a.errors.failed())}
          </p>
        )}
        {list.data && list.data.arrivals.length === 0 && <p className="arrivals-empty card">{a.empty()}</p>}
        {list.data && list.data.total > list.data.arrivals.length && (
          <p className="arrivals-partial card" role="status">
            {a.partial({ total: list.data.total, shown: list.data.arrivals.length })}
          </p>
        )}
        {list.data && list.data.arrivals.length > 0 && <ArrivalList arrivals={list.data.arrivals} />}
      </section>
    </section>
  )
}

function ArrivalList({ arrivals }: { arrivals: ArrivalView[] }) {
  const { LL, locale } = useI18n()
  const a = LL.arrivals
  const { client } = useAppContext()
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: (id: string) => unwrap(client.api.arrivals({ id }).delete()),
    onSuccess: () => {
      toast.success(a.deleted())
      void queryClient.invalidateQueries({ queryKey: ARRIVALS_KEY })
    },
    onError: (error) => toast.error(errorText(LL, error, a.errors.failed())),
  })
  return (
    <ul className="arrival-list">
      {arrivals.map((arrival) => {
        const name = `${arrival.first_name} ${arrival.last_name}`
        return (
          <li key={arrival.id} className={`card arrival-item arrival-${arrival.group}`}>
            <div className="arrival-main">
              <p className="arrival-name">{name}</p>
              <p className="arrival-stay">
                {formatDate(arrival.check_in, locale)} – {formatDate(arrival.check_out, locale)}
                {arrival.reservation_ref && <span className="arrival-ref"> · {arrival.reservation_ref}</span>}
              </p>
            </div>
            <p
              className={`arrival-flag arrival-flag-${arrival.group}`}
              title={arrival.group === 'withheld' ? a.withheldHint() : undefined}
            >
              {a.flags[arrival.group]()}
            </p>
            <div className="arrival-actions">
              {(arrival.group === 'exact' || arrival.group === 'close') && (
                <Link
                  to="/dashboard/arrivals/$id"
                  params={{ id: arrival.id }}
                  className="btn btn-primary btn-sm"
                  aria-label={`${a.open()}: ${name}`}
                >
                  {a.open()}
                </Link>
              )}
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`${a.delete()}: ${name}`}
                onClick={() => {
                  if (window.confirm(a.deleteConfirm({ name }))) remove.mutate(arrival.id)
                }}
              >
                {a.delete()}
              </Button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
