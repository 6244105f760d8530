import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { formatDate } from '~/lib/dates'
import { unwrap } from '../../api/treaty'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import type { EarlierGuest } from './api'
import { earlierGuestsQueryOptions } from './api-screens'
import type { ReportFormValues } from './reportModel'

/** Letters typed before the hotel's earlier guests are looked up (issue 9). */
const LOOKUP_MIN_LETTERS = 3
const DEBOUNCE_MS = 300

/**
 * Search while typing (spec screen 6): after three letters of the last name, this hotel's own earlier guests with that
 * name are offered; picking one fills the form. Other hotels' guests are never offered here.
 */
export function GuestLookup({ lastName, onPick }: { lastName: string; onPick: (guest: EarlierGuest) => void }) {
  const { LL, locale } = useI18n()
  const t = LL.reports.lookup
  const { client } = useAppContext()
  const typed = lastName.trim()
  const [query, setQuery] = useState('')
  const [picked, setPicked] = useState<string | undefined>()
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed])
  // Typing another name after a pick starts a new lookup.
  useEffect(() => {
    if (picked && picked.split('|')[1]?.toLowerCase() !== typed.toLowerCase()) setPicked(undefined)
  }, [picked, typed])
  const enabled = query.length >= LOOKUP_MIN_LETTERS
  const { data } = useQuery({ ...earlierGuestsQueryOptions(client, query), enabled })
  const guests = enabled ? (data ?? []) : []
  const name = (g: EarlierGuest) => `${g.firstName} ${g.lastName}`
  const keyOf = (g: EarlierGuest) => `${g.firstName}|${g.lastName}|${g.birthDate}`
  const offered = guests.filter((g) => keyOf(g) !== picked)

  return (
    <div className="guest-lookup" aria-live="polite">
      {picked ? (
        <p className="field-hint">{t.filled({ name: picked.split('|').slice(0, 2).join(' ') })}</p>
      ) : offered.length > 0 ? (
        <>
          <p className="field-hint">{t.found({ count: offered.length })}</p>
          <ul className="guest-lookup-list">
            {offered.slice(0, 5).map((guest) => (
              <li key={keyOf(guest)}>
                <button
                  type="button"
                  className="guest-lookup-option"
                  onClick={() => {
                    setPicked(keyOf(guest))
                    onPick(guest)
                  }}
                >
                  {t.use({
                    name: name(guest),
                    date: guest.birthDate ? formatDate(guest.birthDate, locale) : '—',
                  })}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}

/**
 * Once first name, last name and birth date are filled: how many approved reports from other hotels already name this
 * person (a count only, from the search module; nothing of those reports is shown here).
 */
export function OtherHotelsCount({
  values: { first_name: first, last_name: last, birth_date: birth },
}: {
  values: Pick<ReportFormValues, 'first_name' | 'last_name' | 'birth_date'>
}) {
  const { LL } = useI18n()
  const t = LL.reports.otherHotels
  const { client } = useAppContext()
  const typed = { first_name: first.trim(), last_name: last.trim(), birth_date: birth }
  const [person, setPerson] = useState(typed)
  const key = `${typed.first_name}|${typed.last_name}|${typed.birth_date}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the typed values
  useEffect(() => {
    const timer = setTimeout(() => setPerson(typed), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [key])
  const enabled = Boolean(person.first_name && person.last_name && /^\d{4}-\d{2}-\d{2}$/.test(person.birth_date))
  const { data } = useQuery({
    queryKey: ['search', 'count', person],
    queryFn: () => unwrap(client.api.search.count.post(person)),
    enabled,
    staleTime: 60_000,
  })
  return (
    <p className="other-hotels" aria-live="polite">
      {enabled && data
        ? data.withheld
          ? t.withheld()
          : data.count > 0
            ? t.some({ count: data.count })
            : t.none()
        : null}
    </p>
  )
}
