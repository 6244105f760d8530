import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { formatDate } from '~/lib/dates'
import { Button } from '../../components/Button'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { ArrivalForm } from './ArrivalForm'
import { ArrivalGroups } from './ArrivalList'
import { arrivalsQueryOptions, unseenAlertsQueryOptions } from './api'
import { duplicatedGuests, duplicatesOf, groupArrivals, type ListView } from './arrival-groups'
import { SheetImport } from './SheetImport'

type Way = 'file' | 'paste' | 'one' | 'mrz'
const WAYS: Way[] = ['file', 'paste', 'one', 'mrz']

/**
 * The Arrivals tab (issues 22, 32): the coming days' arrivals first — what needs a look on top, then today, tomorrow
 * and later with their counts, a search and a filter kept in the address (so they work before the script, too) —
 * then the four ways to add guests.
 */
export function ArrivalsPage() {
  const { LL, locale } = useI18n()
  const a = LL.arrivals
  const { client } = useAppContext()
  const [way, setWay] = useState<Way>('file')
  const list = useQuery(arrivalsQueryOptions(client))
  const unseen = useQuery(unseenAlertsQueryOptions(client)).data?.unseen ?? 0
  const heading = useRef<HTMLHeadingElement>(null)
  return (
    <section className="arrivals" aria-labelledby="arrivals-title">
      <header className="arrivals-header">
        <div className="arrivals-title">
          <h1 id="arrivals-title">{a.title()}</h1>
          <div className="arrivals-links">
            <Link to="/dashboard/arrivals/alerts" className="btn btn-secondary btn-sm">
              {a.alerts.title()}
              {unseen > 0 && <span className="tab-badge">{a.alertsBadge({ count: unseen })}</span>}
            </Link>
            <a href="#arrivals-add-title" className="btn btn-secondary btn-sm">
              {a.list.add()}
            </a>
          </div>
        </div>
        <p className="profile-intro">{a.intro()}</p>
      </header>
      <section className="arrivals-list-section" aria-labelledby="arrivals-list-title" aria-busy={list.isFetching}>
        {list.data && (
          <h2 id="arrivals-list-title" ref={heading} tabIndex={-1}>
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
        {list.data && list.data.arrivals.length > 0 && (
          <ArrivalsView arrivals={list.data.arrivals} today={list.data.from} heading={heading} />
        )}
      </section>
      <section className="card arrivals-add" aria-labelledby="arrivals-add-title">
        <h2 id="arrivals-add-title" tabIndex={-1}>
          {a.ways.label()}
        </h2>
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
    </section>
  )
}

/** The search box and the filter (in the address: `?q=` and `?show=flagged`), then the groups. */
function ArrivalsView({
  arrivals,
  today,
  heading,
}: {
  arrivals: Parameters<typeof groupArrivals>[0]
  today: string
  heading: React.RefObject<HTMLHeadingElement | null>
}) {
  const { LL } = useI18n()
  const a = LL.arrivals
  const id = useId()
  const view = useSearch({ strict: false }) as ListView
  const navigate = useNavigate()
  const [text, setText] = useState(view.q ?? '')
  const show = view.show === 'flagged' ? ('flagged' as const) : undefined
  const { counts, groups } = groupArrivals(arrivals, today, { show, q: text })
  const duplicated = Math.round(duplicatedGuests(duplicatesOf(arrivals)))
  const q = text.trim() || undefined
  // A tap on the filter brings the list under it to the top of the screen (a phone shows the flagged ones at once).
  const toolbar = useRef<HTMLDivElement>(null)
  const lastShow = useRef(show)
  useEffect(() => {
    if (lastShow.current === show) return
    lastShow.current = show
    toolbar.current?.scrollIntoView({ block: 'start' })
  }, [show])
  return (
    <>
      <div className="arrivals-toolbar" ref={toolbar}>
        <search className="arrivals-search">
          <form method="get" action="/dashboard/arrivals" onSubmit={(event) => event.preventDefault()}>
            <label className="field-label" htmlFor={id}>
              {a.list.search()}
            </label>
            <input
              id={id}
              type="search"
              name="q"
              value={text}
              maxLength={100}
              autoComplete="off"
              placeholder={a.list.searchHint()}
              onChange={(event) => {
                setText(event.target.value)
                const next = event.target.value.trim() || undefined
                void navigate({ to: '/dashboard/arrivals', search: { q: next, show }, replace: true })
              }}
            />
            {show && <input type="hidden" name="show" value={show} />}
          </form>
        </search>
        <nav className="arrivals-filter" aria-label={a.list.filter()}>
          <Link
            to="/dashboard/arrivals"
            search={{ q, show: 'flagged' }}
            replace
            resetScroll={false}
            className={`btn btn-sm ${show ? 'btn-primary' : 'btn-secondary'}`}
            aria-current={show ? 'true' : undefined}
          >
            {a.list.needsLook({ count: counts.flagged })}
          </Link>
          <Link
            to="/dashboard/arrivals"
            search={{ q }}
            replace
            resetScroll={false}
            className={`btn btn-sm ${show ? 'btn-secondary' : 'btn-primary'}`}
            aria-current={show ? undefined : 'true'}
          >
            {a.list.all({ count: counts.all })}
          </Link>
        </nav>
      </div>
      {duplicated > 0 && (
        <p className="arrivals-duplicates card" role="status">
          {a.duplicates.note({ count: duplicated })}
        </p>
      )}
      {groups.length === 0 && (
        <p className="arrivals-empty card">{q ? a.list.noneFound({ q }) : a.list.noneFlagged()}</p>
      )}
      <ArrivalGroups groups={groups} all={arrivals} focusAfter={heading} />
    </>
  )
}
