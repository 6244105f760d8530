import { useI18n } from '../../i18n/useI18n'
import { type BankDetails as Bank, formatChf } from './api'

/** The bank details (configuration) and, when known, the member's payment reference and amount. */
export function BankDetails({ bank, reference, amount }: { bank: Bank; reference?: string; amount?: number }) {
  const { LL } = useI18n()
  const rows: Array<[string, string]> = [
    [LL.billing.pending.accountHolder(), bank.accountHolder],
    [LL.billing.pending.iban(), bank.iban],
    [LL.billing.pending.swift(), bank.swift],
    [LL.billing.pending.bankName(), bank.bankName],
    [LL.billing.pending.bankAddress(), bank.bankAddress],
  ]
  if (amount) rows.push([LL.billing.pending.amount(), `CHF ${formatChf(amount)}`])
  if (reference) rows.push([LL.billing.pending.reference(), reference])
  return (
    <section className="bank-details" aria-label={LL.billing.pending.bankDetails()}>
      <h2>{LL.billing.pending.bankDetails()}</h2>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term} className={term === LL.billing.pending.reference() ? 'bank-reference' : undefined}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {reference && <p className="field-hint">{LL.billing.pending.referenceHint()}</p>}
    </section>
  )
}
