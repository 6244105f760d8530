import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { unwrap } from '../../api/treaty'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { keepGuest, recallGuest } from './guestMemory'
import { SearchForm } from './SearchForm'
import { SearchResults } from './SearchResults'
import { hasMinimumInput, isEmpty, type SearchParams } from './searchModel'

/**
 * Spec screen 5: the guest search. The query is page state, never the address (issue 24, item 3): coming back to the
 * screen shows the last search from memory, and results are cached for the session's stale time, so coming back
 * does not search (and audit) again. After Search, focus goes to the results heading, scrolled into view, and the
 * number of results is announced (item 2).
 */
export function SearchPage() {
  const { LL } = useI18n()
  const s = LL.search
  const { client, queryClient } = useAppContext()
  const [params, setParams] = useState<SearchParams>(() => recallGuest(queryClient, 'search'))
  const ready = !isEmpty(params) && hasMinimumInput(params)
  const query = useQuery({
    queryKey: ['search', params],
    queryFn: () => unwrap(client.api.search.post(params)),
    enabled: ready,
    retry: false,
  })
  const heading = useRef<HTMLHeadingElement>(null)
  // Each Search moves the focus once, when its answer is in (at once when it comes from the cache).
  const [searches, setSearches] = useState(0)
  const focusedFor = useRef(0)
  const settled = ready && (query.isSuccess || query.isError) && !query.isFetching
  const onSearch = (next: SearchParams) => {
    keepGuest(queryClient, 'search', next)
    setParams(next)
    setSearches((n) => n + 1)
  }
  useEffect(() => {
    if (!settled || searches === focusedFor.current || !heading.current) return
    focusedFor.current = searches
    heading.current.focus({ preventScroll: true })
    heading.current.scrollIntoView({ block: 'start' })
  }, [settled, searches])
  const data = ready ? query.data : undefined
  const total = data ? data.exact.length + data.close.length + data.sameCompany.length : 0
  return (
    <section className="search" aria-labelledby="search-title">
      <header className="profile-header">
        <div>
          <h1 id="search-title">{s.title()}</h1>
          <p className="profile-intro">{s.intro()}</p>
        </div>
      </header>
      <SearchForm key={JSON.stringify(params)} initial={params} busy={ready && query.isFetching} onSearch={onSearch} />
      <p className="visually-hidden search-announce" role="status" aria-live="polite">
        {settled && data ? s.resultsCount({ count: total }) : ''}
      </p>
      <div className="search-outcome" aria-busy={ready && query.isFetching}>
        {ready && query.isPending && <p className="search-loading">{s.loading()}</p>}
        {ready && (query.data || query.isError) && (
          <h2 ref={heading} id="search-results-title" className="search-results-title" tabIndex={-1}>
            {s.results()} {data && <span className="search-count">({s.resultsCount({ count: total })})</span>}
          </h2>
        )}
        {ready && query.isError && (
          <p className="field-error" role="alert">
            {errorText(LL, query.error, s.errors.failed())}
          </p>
        )}
        {data && <SearchResults answer={data} params={params} />}
      </div>
    </section>
  )
}
