import { addressInLanguage } from '~/lib/country-name'
import { formatChf } from '~/lib/money'
import type { QrDebtor } from '~/lib/qr-bill'
import { CopyButton } from '../../components/CopyButton'
import { useI18n } from '../../i18n/useI18n'
import type { BankDetails as Bank } from './api'
import { QrBill } from './QrBill'

/**
 * A transfer as the server describes it: reference, amount (rappen), the QR-bill's description (ADR 235) and the
 * hotel as its payer when known (issue 32 item 16).
 */
type Transfer = { reference?: string; amount?: number; description?: string; debtor?: QrDebtor | null }

/**
 * The bank details (configuration) and, when known, the member's payment reference and amount, with copy buttons
 * for what is typed into a banking app, and the Swiss QR-bill that makes typing unnecessary (issue 14, item 1).
 */
export function BankDetails({ bank, transfer }: { bank: Bank; transfer?: Transfer | null }) {
  const { LL, locale } = useI18n()
  const { reference, amount, description, debtor } = transfer ?? {}
  const t = LL.billing.pending
  const rows: Array<{ term: string; value: string; copy?: string; className?: string }> = [
    { term: t.accountHolder(), value: bank.accountHolder },
    { term: t.iban(), value: bank.iban, copy: LL.journey.bank.copyIban() },
    { term: t.swift(), value: bank.swift },
    { term: t.bankName(), value: bank.bankName },
    { term: t.bankAddress(), value: addressInLanguage(locale, bank.bankAddress, bank.bankCountry) },
  ]
  if (amount) rows.push({ term: t.amount(), value: formatChf(amount, { locale }) })
  if (reference)
    rows.push({
      term: t.reference(),
      value: reference,
      copy: LL.journey.bank.copyReference(),
      className: 'bank-reference',
    })
  return (
    <>
      <section className="bank-details" aria-labelledby="bank-details-title">
        <h2 id="bank-details-title">{t.bankDetails()}</h2>
        <dl>
          {rows.map((row) => (
            <div key={row.term} className={row.className}>
              <dt>{row.term}</dt>
              <dd className={row.copy ? 'copy-row' : undefined}>
                <span>{row.value}</span>
                {row.copy && <CopyButton value={row.value} label={row.copy} />}
              </dd>
            </div>
          ))}
        </dl>
        {reference && <p className="field-hint">{t.referenceHint()}</p>}
      </section>
      {reference && amount && description ? (
        <QrBill creditor={bank.creditor} amount={amount} reference={reference} message={description} debtor={debtor} />
      ) : null}
    </>
  )
}
