import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { formatDate, formatShortDay } from '~/lib/dates'
import type { ArrivalView } from '~/modules/arrivals/public'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { Modal } from '../../components/Modal'
import { toast } from '../../components/toast'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { ARRIVALS_KEY } from './api'
import { type DayGroup, duplicatesOf, needsLook } from './arrival-groups'
import { MatchFlag } from './MatchFlag'

type Groups = { group: DayGroup; arrivals: ArrivalView[] }[]

/**
 * The grouped arrivals (issue 32 items 1, 5, 6): what needs a look first, then the days, each with its count; one
 * compact row per guest. Deleting asks in the app's dialog; a guest listed twice offers to keep one. After either,
 * focus goes to the list's heading (`focusAfter`), as the deleted row and its buttons are gone.
 */
export function ArrivalGroups({
  groups,
  all,
  focusAfter,
}: {
  groups: Groups
  /** Every arrival of the list (the duplicates are found among all, not only the shown ones). */
  all: ArrivalView[]
  focusAfter: RefObject<HTMLElement | null>
}) {
  const { LL, locale } = useI18n()
  const a = LL.arrivals
  const { client } = useAppContext()
  const queryClient = useQueryClient()
  const [deleting, setDeleting] = useState<ArrivalView | null>(null)
  const refocus = useRef(false)
  // After the dialog's own close (a child effect, which returns focus to the gone row), the list's heading.
  useEffect(() => {
    if (refocus.current && !deleting) {
      refocus.current = false
      focusAfter.current?.focus()
    }
  })
  const done = (message: string) => {
    toast.success(message)
    refocus.current = true
    setDeleting(null)
    void queryClient.invalidateQueries({ queryKey: ARRIVALS_KEY })
  }
  const onError = (error: unknown) => toast.error(errorText(LL, error, a.errors.failed()))
  const remove = useMutation({
    mutationFn: (id: string) => unwrap(client.api.arrivals({ id }).delete()),
    onSuccess: () => done(a.deleted()),
    onError,
  })
  const keep = useMutation({
    mutationFn: async (copies: string[]) => {
      for (const id of copies) await unwrap(client.api.arrivals({ id }).delete())
      return copies.length
    },
    onSuccess: (count) => done(a.duplicates.kept({ count })),
    onError,
  })
  const copies = duplicatesOf(all)
  const stay = (x: ArrivalView) => `${formatDate(x.check_in, locale)} – ${formatDate(x.check_out, locale)}`
  // In a row, short days (the groups say which day it is); the full dates are in the labels and the dialog.
  const shortStay = (x: ArrivalView) => `${formatShortDay(x.check_in, locale)} – ${formatShortDay(x.check_out, locale)}`
  return (
    <>
      {groups.map(({ group, arrivals }) => (
        <section key={group} className={`arrival-group arrival-group-${group}`} aria-labelledby={`arrivals-${group}`}>
          <h3 id={`arrivals-${group}`}>
            {a.list.groups[group]()} <span className="arrival-count">({a.list.count({ count: arrivals.length })})</span>
          </h3>
          <ul className="arrival-list arrival-rows card">
            {arrivals.map((arrival) => {
              const name = `${arrival.first_name} ${arrival.last_name}`
              const others = copies.get(arrival.id)
              return (
                <li key={arrival.id} className={`arrival-row arrival-${arrival.group}`}>
                  <p className="arrival-name">
                    {/* A flagged guest's name opens the reports: on a phone the row's only way there (issue 32 item 1). */}
                    {needsLook(arrival) ? (
                      <Link to="/dashboard/arrivals/$id" params={{ id: arrival.id }} className="arrival-name-link">
                        {name}
                      </Link>
                    ) : (
                      name
                    )}
                    {others && <span className="arrival-dup"> {a.duplicates.tag()}</span>}
                  </p>
                  <p className="arrival-stay">
                    <span className="arrival-days">{shortStay(arrival)}</span>
                    {arrival.reservation_ref && <span className="arrival-ref"> · {arrival.reservation_ref}</span>}
                  </p>
                  <MatchFlag group={arrival.group} />
                  <div className="arrival-actions">
                    {needsLook(arrival) && (
                      <Link
                        to="/dashboard/arrivals/$id"
                        params={{ id: arrival.id }}
                        className="btn btn-primary btn-sm arrival-open"
                        aria-label={`${a.open()}: ${name}`}
                      >
                        {/* A word of the label on a narrow row (a tablet), so the buttons keep to one line. */}
                        <span className="label-wide">{a.open()}</span>
                        <span className="label-narrow">{a.openShort()}</span>
                      </Link>
                    )}
                    {others && (
                      <Button
                        variant="secondary"
                        size="sm"
                        busy={keep.isPending && keep.variables === others}
                        aria-label={`${a.duplicates.keep()}: ${name}, ${stay(arrival)}`}
                        onClick={() => keep.mutate(others)}
                      >
                        {a.duplicates.keep()}
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`${a.delete()}: ${name}`}
                      onClick={() => setDeleting(arrival)}
                    >
                      {a.delete()}
                    </Button>
                  </div>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
      <Modal
        open={deleting !== null}
        title={a.deleteTitle()}
        onClose={() => !remove.isPending && setDeleting(null)}
        closeLabel={a.deleteKeep()}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              {a.deleteKeep()}
            </Button>
            <Button variant="danger" busy={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id)}>
              {a.delete()}
            </Button>
          </>
        }
      >
        <p>
          {deleting
            ? a.deleteConfirm({ name: `${deleting.first_name} ${deleting.last_name}`, stay: stay(deleting) })
            : ''}
        </p>
      </Modal>
    </>
  )
}
