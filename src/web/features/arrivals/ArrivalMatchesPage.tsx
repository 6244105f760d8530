import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { SearchResults } from '../search/SearchResults'
import { arrivalMatchesQueryOptions, arrivalQueryOptions } from './api'

/** A flagged arrival opened: the matching reports as the guest search shows them (a search in the person's name). */
export function ArrivalMatchesPage({ id }: { id: string }) {
  const { LL } = useI18n()
  const a = LL.arrivals
  const { client } = useAppContext()
  const arrival = useQuery(arrivalQueryOptions(client, id))
  const matches = useQuery({ ...arrivalMatchesQueryOptions(client, id), enabled: arrival.isSuccess })
  const guest = arrival.data
  return (
    <section className="arrival-matches" aria-labelledby="arrival-matches-title">
      <p>
        <Link to="/dashboard/arrivals">← {a.matches.back()}</Link>
      </p>
      <h1 id="arrival-matches-title">
        {a.matches.title({ name: guest ? `${guest.first_name} ${guest.last_name}` : '' })}
      </h1>
      <p className="profile-intro">{a.matches.intro()}</p>
      <div className="search-outcome" aria-live="polite" aria-busy={matches.isFetching}>
        {(arrival.isError || matches.isError) && (
          <p className="field-error" role="alert">
            {errorText(LL, arrival.error ?? matches.error, a.errors.failed())}
          </p>
        )}
        {(arrival.isPending || matches.isPending) && !arrival.isError && (
          <p className="search-loading">{LL.search.loading()}</p>
        )}
        {guest && matches.data && (
          <SearchResults
            answer={matches.data}
            params={{
              first_name: guest.first_name,
              last_name: guest.last_name,
              birth_date: guest.birth_date || undefined,
            }}
          />
        )}
      </div>
    </section>
  )
}
