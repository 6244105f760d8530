import { SwissQRBill } from 'swissqrbill/pdf'
import { serverLL } from '~/kernel/i18n'
import { renderPdf } from '~/kernel/pdf'
import type { Locale } from '~/lib/constants'
import { countryByName } from '~/lib/countries'
import { countryName } from '~/lib/country-name'
import { formatDate, zurichDay } from '~/lib/dates'
import { formatAmount } from '~/lib/money'
import { type QrDebtor, qrBillData, qrBillLanguage } from '~/lib/qr-bill'
import type { MailAttachment } from '~/modules/mail/public'
import type { BankConfig } from './core'
import { bankDetails } from './service'

/**
 * The Swiss QR-bill of a bank transfer as a one-page PDF (ADR 121), built synchronously (src/kernel/pdf.ts) so that
 * the e-mail carrying it is written in the same transaction as the payment.
 */

export type QrBillInput = {
  config: BankConfig
  locale: Locale
  amountRappen: number
  reference: string
  /** The bill's date (the clock's now where the bill is made). */
  date: Date
  /** The plan paid for, named in the description. */
  plan: { stars: number }
  /**
   * The hotel as addressee (the QR-bill's debtor). Left out of the registration e-mail's bill: that e-mail goes to an
   * unconfirmed address and carries no text the sender chose (security review 3, finding 4; ADR 228).
   */
  debtor?: QrDebtor
}

/** The hotel as the bill's addressee, its country as the ISO code the QR-bill wants (none when it is not known). */
export function hotelDebtor(
  company:
    | { companyName: string; streetName: string; buildingNo: string; zipCode: string; city: string; country: string }
    | undefined,
): QrDebtor | undefined {
  const country = company && (countryByName(company.country)?.code ?? company.country.trim()).toUpperCase()
  if (!company || !country || !/^[A-Z]{2}$/.test(country)) return undefined
  return {
    name: company.companyName,
    address: company.streetName,
    buildingNumber: company.buildingNo,
    zip: company.zipCode,
    city: company.city,
    country,
  }
}

/** The payment's description, "KnowYourGuest subscription <plan>, <year>", in the member's language (ADR 228). */
function qrBillDescription(input: Pick<QrBillInput, 'locale' | 'date' | 'plan'>): string {
  const LL = serverLL(input.locale).billing
  const plan = input.plan.stars === 5 ? LL.plans.stars5() : LL.plans.stars3()
  return LL.mail.qrDescription({ plan, year: zurichDay(input.date).slice(0, 4) })
}

/**
 * A bank transfer as the page shows it: the reference, the amount and the QR-bill's description, so that the bill drawn
 * on the page carries the same message as the PDF (ADR 235), and the hotel as the bill's payer when its name and
 * address are known (issue 32 item 16: the page's "Payable by" box is filled, not left for a pen).
 */
export function transferView(
  input: Pick<QrBillInput, 'locale' | 'date' | 'plan' | 'amountRappen' | 'reference' | 'debtor'>,
) {
  return {
    reference: input.reference,
    amount: input.amountRappen,
    description: qrBillDescription(input),
    debtor: input.debtor ?? null,
  }
}
export type TransferView = ReturnType<typeof transferView>

export function qrBillPdf(input: QrBillInput): Buffer {
  const LL = serverLL(input.locale).billing.mail
  const description = qrBillDescription(input)
  const data = qrBillData({
    creditor: bankDetails(input.config).creditor,
    amountRappen: input.amountRappen,
    reference: input.reference,
    message: description,
    debtor: input.debtor,
  })
  const options = { size: 'A4', autoFirstPage: true, info: { Title: `QR-bill ${input.reference}` } } as const
  return renderPdf(options, (pdf) => {
    pdf.fontSize(18).text('KnowYourGuest', 50, 60)
    // The addressee where a window envelope shows it, then the date, the description, the amount and the reference.
    const debtor = input.debtor
    if (debtor) {
      pdf
        .fontSize(11)
        .text(debtor.name, 320, 130)
        .text(`${debtor.address} ${debtor.buildingNumber ?? ''}`.trim())
        .text(`${debtor.zip} ${debtor.city}`)
        .text(countryName(input.locale, debtor.country))
    }
    pdf
      .fontSize(11)
      .text(LL.dateLine({ date: formatDate(input.date, input.locale) }), 50, 230)
      .moveDown()
      .font('Helvetica-Bold')
      .text(description)
      .font('Helvetica')
      .moveDown()
      .text(LL.amountLine({ amount: formatAmount(input.amountRappen, { locale: input.locale }) }))
      .text(LL.referenceLine({ reference: input.reference }))
    new SwissQRBill(data, { language: qrBillLanguage(input.locale) }).attachTo(pdf)
  })
}

export function qrBillAttachment(input: QrBillInput): MailAttachment {
  return {
    filename: `qr-bill-${input.reference}.pdf`,
    contentType: 'application/pdf',
    contentBase64: qrBillPdf(input).toString('base64'),
  }
}
