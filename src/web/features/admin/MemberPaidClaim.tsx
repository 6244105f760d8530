import { useState } from 'react'
import { formatDate, zurichDay } from '~/lib/dates'
import { Button } from '../../components/Button'
import { useI18n } from '../../i18n/useI18n'
import { SettleDialog } from '../reports/SettleDialog'

type Claim = { until: string; reportId: string; proofs: { id: string; name: string }[] }

/**
 * A paid guest's request at the reporting hotel (issue 34, section 3; ADR 305): the guest's words, the proof of
 * payment and the report's settlement (the reports' own dialog). The answer form below is the request page's.
 */
export function MemberPaidClaim(props: {
  requestId: string
  claim: Claim
  guestName: string
  statement: string
  onSettled: () => void
}) {
  const { LL, locale } = useI18n()
  const t = LL.yourData.hotel
  const [settling, setSettling] = useState(false)
  const { claim } = props
  return (
    <div className="member-paid-claim">
      <h2>{t.title()}</h2>
      <p>{t.intro({ date: formatDate(zurichDay(new Date(claim.until)), locale) })}</p>
      <h3>{t.statement()}</h3>
      <p className="admin-prewrap">{props.statement || t.noStatement()}</p>
      <h3>{t.proofs()}</h3>
      <ul className="admin-plain-list">
        {claim.proofs.map((p) => (
          <li key={p.id}>
            <a href={`/api/member/data-requests/${props.requestId}/proofs/${p.id}`} download>
              {p.name}
            </a>
          </li>
        ))}
      </ul>
      <p>
        <Button type="button" onClick={() => setSettling(true)}>
          {t.settle()}
        </Button>
      </p>
      <SettleDialog
        report={settling ? { id: claim.reportId, first_name: props.guestName, last_name: '' } : undefined}
        onClose={() => setSettling(false)}
        onSettled={props.onSettled}
      />
    </div>
  )
}
