import { useEffect, useRef, useState } from 'react'
import { formatAmount } from '~/lib/money'
import { BANK_REFERENCE, type QrCreditor, type QrDebtor, qrBillData, qrBillLanguage } from '~/lib/qr-bill'
import { useI18n } from '../../i18n/useI18n'

/** The receipt part on the bill's left: 62 mm at 96 CSS pixels per inch. */
const RECEIPT_WIDTH_PX = Math.round((62 / 25.4) * 96)

/**
 * The Swiss QR-bill of a bank transfer, drawn in the browser with swissqrbill (ADR 121): the member scans it with a
 * banking app. The library loads on demand, so other pages do not carry it. Its message is the description the server
 * gave the transfer, the one its PDF carries (ADR 228, 235); its payer is the hotel when the server named it (issue 32
 * item 16), otherwise the box is left for a pen.
 */
export function QrBill({
  creditor,
  amount,
  reference,
  message,
  debtor,
}: {
  creditor: QrCreditor
  amount: number
  reference: string
  message: string
  debtor?: QrDebtor | null
}) {
  const { LL, locale } = useI18n()
  const box = useRef<HTMLDivElement>(null)
  const scroller = useRef<HTMLElement>(null)
  const [failed, setFailed] = useState(false)
  const [narrow, setNarrow] = useState(false)
  const valid = BANK_REFERENCE.test(reference) && Number.isInteger(amount) && amount > 0
  useEffect(() => {
    if (!valid) return
    let current = true
    import('swissqrbill/svg')
      .then(({ SwissQRBill }) => {
        if (!current || !box.current) return
        const data = qrBillData({ creditor, amountRappen: amount, reference, message, debtor: debtor ?? undefined })
        const svg = new SwissQRBill(data, { language: qrBillLanguage(locale) }).element
        // 210 x 105 mm, drawn at that size (issue 24, item 25): the 46 mm QR code stays as large as banking apps
        // expect. Where the page is narrower, the bill scrolls sideways and opens on its payment part.
        svg.setAttribute('viewBox', '0 0 793.7 396.85')
        svg.setAttribute('aria-hidden', 'true')
        svg.setAttribute('focusable', 'false')
        box.current.replaceChildren(svg)
        const view = scroller.current
        if (view && view.scrollWidth > view.clientWidth) {
          setNarrow(true)
          view.scrollLeft = RECEIPT_WIDTH_PX
        }
      })
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
  }, [valid, creditor, amount, reference, message, debtor, locale])
  if (!valid || failed) return null
  return (
    <div className="qr-bill">
      <h2 id="qr-bill-title">{LL.journey.bank.qrTitle()}</h2>
      <p>{LL.journey.bank.qrText()}</p>
      {narrow && (
        <p className="field-hint qr-bill-hint" id="qr-bill-hint">
          {LL.journey.bank.qrScrollHint()}
        </p>
      )}
      <section
        ref={scroller}
        className="qr-bill-scroll"
        aria-labelledby="qr-bill-title"
        aria-describedby={narrow ? 'qr-bill-hint' : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
      >
        <div
          ref={box}
          className="qr-bill-image"
          role="img"
          // The payer is named when the bill names one (issue 32, item 16), as the image shows it.
          aria-label={
            debtor?.name
              ? LL.journey.bank.qrAltPayer({ amount: formatAmount(amount, { locale }), reference, payer: debtor.name })
              : LL.journey.bank.qrAlt({ amount: formatAmount(amount, { locale }), reference })
          }
          data-testid="qr-bill"
        />
      </section>
    </div>
  )
}
