import { isMatchGroup } from '~/lib/match-groups'
import type { ArrivalView } from '~/modules/arrivals/public'
import { useI18n } from '../../i18n/useI18n'

/**
 * An arrival's match strength in the guest search's own words (issue 32 item 8): "100% matched" and "Close" are the
 * search's group names, in every language; an arrival without a report, or not compared (withheld), says so.
 */
export function MatchFlag({ group }: { group: ArrivalView['group'] }) {
  const { LL } = useI18n()
  const word = isMatchGroup(group) ? LL.search.groups[group]() : LL.arrivals.flags[group]()
  return (
    <p
      className={`arrival-flag arrival-flag-${group}`}
      title={group === 'withheld' ? LL.arrivals.withheldHint() : undefined}
    >
      {word}
    </p>
  )
}
