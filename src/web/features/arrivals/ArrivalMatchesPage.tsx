import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { formatDateTime } from '~/lib/dates'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { SearchResults } from '../search/SearchResults'
import { ARRIVALS_KEY, arrivalLooksQueryOptions, arrivalMatchesQueryOptions, arrivalQueryOptions } from './api'

/**
 * A flagged arrival opened: the matching reports as the guest search shows them (a search in the person's name), and
 * who of the hotel looked at them and when (issue 32 item 2). Opening it reads its alerts for this person.
 */
export function ArrivalMatchesPage({ id }: { id: string }) {
  const { LL } = useI18n()
  const a = LL.arrivals
  const { client } = useAppContext()
  const queryClient = useQueryClient()
  const arrival = useQuery(arrivalQueryOptions(client, id))
  const matches = useQuery({ ...arrivalMatchesQueryOptions(client, id), enabled: arrival.isSuccess })
  const guest = arrival.data
  // The look is recorded with the search: the badge and the alerts are this person's again.
  useEffect(() => {
    if (matches.isSuccess) {
      void queryClient.invalidateQueries({ queryKey: [...ARRIVALS_KEY, 'unseen'] })
      void queryClient.invalidateQueries({ queryKey: [...ARRIVALS_KEY, 'alerts'] })
    }
  }, [matches.isSuccess, queryClient])
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
      {matches.isSuccess && <Looks id={id} />}
    </section>
  )
}

/** Who looked: each person of the hotel once, with the first and the last time. */
function Looks({ id }: { id: string }) {
  const { LL, locale } = useI18n()
  const a = LL.arrivals.looks
  const { client } = useAppContext()
  const looks = useQuery(arrivalLooksQueryOptions(client, id))
  if (!looks.data || looks.data.looks.length === 0) return null
  return (
    <section className="arrival-looks card" aria-labelledby="arrival-looks-title">
      <h2 id="arrival-looks-title">{a.title()}</h2>
      <p className="profile-intro">{a.intro()}</p>
      <ul>
        {looks.data.looks.map((look, n) => {
          const name = look.name || a.former()
          const first = formatDateTime(look.first_at, locale)
          const last = formatDateTime(look.last_at, locale)
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: one row per person, in the server's order
            <li key={n}>{first === last ? a.once({ name, at: first }) : a.item({ name, first, last })}</li>
          )
        })}
      </ul>
    </section>
  )
}
