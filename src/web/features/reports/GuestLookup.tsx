import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { type Control, useWatch } from 'react-hook-form'
import { formatLongDate } from '~/lib/format'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { type EarlierGuest, earlierGuestsQueryOptions } from './api'
import type { ReportFormOutput, ReportFormValues } from './reportModel'

/** Letters typed before the hotel's earlier guests are looked up (issue 9). */
export const LOOKUP_MIN_LETTERS = 3
const DEBOUNCE_MS = 300

/**
 * Search while typing (spec screen 6): after three letters of the last name, this hotel's own earlier guests with that
 * name are offered; picking one fills the form. Other hotels' guests are never offered here.
 */
export function GuestLookup({
  control,
  onPick,
}: {
  control: Control<ReportFormValues, unknown, ReportFormOutput>
  onPick: (guest: EarlierGuest) => void
}) {
  const { LL, locale } = useI18n()
  const t = LL.reports.lookup
  const { client } = useAppContext()
  const typed = (useWatch({ control, name: 'last_name' }) ?? '').trim()
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
                    date: guest.birthDate ? formatLongDate(guest.birthDate, locale) : '—',
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
