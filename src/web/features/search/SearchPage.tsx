import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { unwrap } from '../../api/treaty'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { SearchForm } from './SearchForm'
import { SearchResults } from './SearchResults'
import { hasMinimumInput, isEmpty, type SearchParams, toSearchParams } from './searchModel'

/**
 * Spec screen 5: the guest search. The query lives in the address (?last_name=…), so Back and a reload show the same
 * search; results are cached for the session's stale time, so going back does not search (and audit) again.
 */
export function SearchPage() {
  const { LL } = useI18n()
  const s = LL.search
  const { client } = useAppContext()
  const navigate = useNavigate()
  const params = toSearchParams(useSearch({ strict: false }) as Record<string, unknown>)
  const ready = !isEmpty(params) && hasMinimumInput(params)
  const query = useQuery({
    queryKey: ['search', params],
    queryFn: () => unwrap(client.api.search.post(params)),
    enabled: ready,
    retry: false,
  })
  const onSearch = (next: SearchParams) => {
    navigate({ to: '/dashboard/search', search: next })
  }
  return (
    <section className="search" aria-labelledby="search-title">
      <header className="profile-header">
        <div>
          <h1 id="search-title">{s.title()}</h1>
          <p className="profile-intro">{s.intro()}</p>
        </div>
      </header>
      <SearchForm key={JSON.stringify(params)} initial={params} busy={ready && query.isFetching} onSearch={onSearch} />
      <div className="search-outcome" aria-live="polite" aria-busy={ready && query.isFetching}>
        {ready && query.isPending && <p className="search-loading">{s.loading()}</p>}
        {ready && query.isError && (
          <p className="field-error" role="alert">
            {errorText(LL, query.error, s.errors.failed())}
          </p>
        )}
        {ready && query.data && <SearchResults answer={query.data} params={params} />}
      </div>
    </section>
  )
}
