import { useEffect, useRef, useState } from 'react'
import { formatAmount } from '~/lib/money'
import { BANK_REFERENCE, type QrCreditor, qrBillData, qrBillLanguage } from '~/lib/qr-bill'
import { useI18n } from '../../i18n/useI18n'

/**
 * The Swiss QR-bill of a bank transfer, drawn in the browser with swissqrbill (ADR 121): the member scans it with a
 * banking app. The library loads on demand, so other pages do not carry it.
 */
export function QrBill({ creditor, amount, reference }: { creditor: QrCreditor; amount: number; reference: string }) {
  const { LL, locale } = useI18n()
  const box = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  const valid = BANK_REFERENCE.test(reference) && Number.isInteger(amount) && amount > 0
  useEffect(() => {
    if (!valid) return
    let current = true
    import('swissqrbill/svg')
      .then(({ SwissQRBill }) => {
        if (!current || !box.current) return
        const data = qrBillData({ creditor, amountRappen: amount, reference, message: `KnowYourGuest ${reference}` })
        const svg = new SwissQRBill(data, { language: qrBillLanguage(locale) }).element
        // 210 x 105 mm drawn in millimetres: a viewBox in CSS pixels lets the bill scale to the page width.
        svg.setAttribute('viewBox', '0 0 793.7 396.85')
        svg.setAttribute('aria-hidden', 'true')
        svg.setAttribute('focusable', 'false')
        box.current.replaceChildren(svg)
      })
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
  }, [valid, creditor, amount, reference, locale])
  if (!valid || failed) return null
  return (
    <section className="qr-bill" aria-labelledby="qr-bill-title">
      <h2 id="qr-bill-title">{LL.journey.bank.qrTitle()}</h2>
      <p>{LL.journey.bank.qrText()}</p>
      <div
        ref={box}
        className="qr-bill-image"
        role="img"
        aria-label={LL.journey.bank.qrAlt({ amount: formatAmount(amount, { locale }), reference })}
        data-testid="qr-bill"
      />
    </section>
  )
}
