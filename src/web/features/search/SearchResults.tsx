import { Link } from '@tanstack/react-router'
import { formatDate } from '~/lib/dates'
import type { MatchGroup } from '~/lib/match-groups'
import { formatChf } from '~/lib/money'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { keepGuest } from './guestMemory'
import { comparison } from './matchWords'
import type { SearchAnswer, SearchParams, SearchResult } from './searchModel'

type Group = MatchGroup | 'sameCompany'

/** The three groups of spec screen 5; each result says who published it, when, the stay and what matched. */
export function SearchResults({ answer, params }: { answer: SearchAnswer; params: SearchParams }) {
  const { LL } = useI18n()
  const s = LL.search
  const total = answer.exact.length + answer.close.length + answer.sameCompany.length
  const withheld = answer.withheld ? (
    <p className="search-withheld card" role="status">
      {s.withheld()}
    </p>
  ) : null
  if (total === 0) {
    return (
      <div className="search-empty card" role="status">
        <p>{answer.withheld ? s.withheld() : s.noResults()}</p>
        <ReportGuestLink params={params} />
      </div>
    )
  }
  const groups: [Group, string, string][] = [
    ['exact', s.groups.exact(), s.groups.exactHint()],
    ['close', s.groups.close(), s.groups.closeHint()],
    ['sameCompany', s.groups.sameCompany(), s.groups.sameCompanyHint()],
  ]
  return (
    <div className="search-results">
      {withheld}
      {groups.map(([group, title, hint]) => (
        <section key={group} className={`search-group search-group-${group}`} aria-labelledby={`search-group-${group}`}>
          <h2 id={`search-group-${group}`}>
            {title} <span className="search-count">({answer[group].length})</span>
          </h2>
          <p className="search-group-hint">{hint}</p>
          {answer[group].length === 0 ? (
            <p className="search-none">{s.groups.empty()}</p>
          ) : (
            <ul className="search-list">
              {answer[group].map((result) => (
                <li key={result.reportId}>
                  <ResultCard result={result} group={group} params={params} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  )
}

function ResultCard({ result, group, params }: { result: SearchResult; group: Group; params: SearchParams }) {
  const { LL, locale } = useI18n()
  const r = LL.search.result
  const categories = LL.search.categories as Record<string, (() => string) | undefined>
  const statuses = LL.search.statuses as Record<string, (() => string) | undefined>
  const matched = LL.search.matched as Record<string, (() => string) | undefined>
  const date = (iso: string) => formatDate(iso, locale)
  const how = comparison(result.matched, params)
  const list = new Intl.ListFormat(locale, { type: 'conjunction' })
  return (
    <article className="card search-result" aria-label={`${r.publishedBy()} ${result.publishedBy.hotelName}`}>
      <header className="search-result-header">
        <p className="search-result-hotel">
          <span className="search-result-label">{r.publishedBy()}</span> <strong>{result.publishedBy.hotelName}</strong>
          {result.publishedBy.city ? `, ${result.publishedBy.city}` : ''}
        </p>
        {group === 'sameCompany' && result.status && (
          <span className="badge badge-neutral">{statuses[result.status]?.() ?? result.status}</span>
        )}
      </header>
      <dl className="search-facts">
        <div>
          <dt>{r.date()}</dt>
          <dd>{result.publishedAt ? date(result.publishedAt) : r.notPublished()}</dd>
        </div>
        <div>
          <dt>{r.stay()}</dt>
          <dd>
            {date(result.checkIn)} – {date(result.checkOut)}
          </dd>
        </div>
        <div>
          <dt>{r.category()}</dt>
          <dd>{categories[result.category]?.() ?? result.category}</dd>
        </div>
        {result.amountOwed ? (
          <div>
            <dt>{r.amountOwed()}</dt>
            <dd>{formatChf(result.amountOwed, { locale })}</dd>
          </div>
        ) : null}
      </dl>
      <div className="search-why">
        <h3>{r.why()}</h3>
        <ul>
          {(['agree', 'differ', 'notCompared'] as const).map((kind) =>
            how[kind].length ? (
              <li key={kind} className={`search-why-${kind}`}>
                {r[kind]({ fields: list.format(how[kind].map((field) => matched[field]?.() ?? field)) })}
              </li>
            ) : null,
          )}
        </ul>
      </div>
      {result.message && (
        <div className="search-message">
          <h3>{r.message()}</h3>
          <p>{result.message}</p>
        </div>
      )}
      <ReportGuestLink params={params} />
    </article>
  )
}

/** Opens New report pre-filled with what was typed, handed over in memory, never in the address (issue 24, item 3). */
function ReportGuestLink({ params }: { params: SearchParams }) {
  const { LL } = useI18n()
  const { queryClient } = useAppContext()
  return (
    <Link
      to="/dashboard/new-report"
      onClick={() => keepGuest(queryClient, 'report', params)}
      className="btn btn-secondary btn-sm search-report"
    >
      {LL.search.reportGuest()}
    </Link>
  )
}
