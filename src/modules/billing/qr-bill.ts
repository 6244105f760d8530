import type PDFKit from 'pdfkit'
import { SwissQRBill } from 'swissqrbill/pdf'
import type { Config } from '~/kernel/config'
import { serverLL } from '~/kernel/i18n'
import type { Locale } from '~/lib/constants'
import { formatAmount } from '~/lib/money'
import { qrBillData, qrBillLanguage } from '~/lib/qr-bill'
import type { MailAttachment } from '~/modules/mail/public'
import { bankDetails } from './service'

/**
 * The Swiss QR-bill of a bank transfer as a one-page PDF (ADR 121), built synchronously so that the e-mail carrying
 * it is written in the same transaction as the payment. pdfkit is a Readable stream that emits its data
 * asynchronously; its `push` is where every chunk passes, so it is taken there instead of waiting for 'end'.
 */
// pdfkit is large: loaded on the first bank transfer, not at server start.
let pdfkit: typeof PDFKit | undefined
const loadPdfKit = (): typeof PDFKit => {
  pdfkit ??= require('pdfkit') as typeof PDFKit
  return pdfkit
}

export function qrBillPdf(input: { config: Config; locale: Locale; amountRappen: number; reference: string }): Buffer {
  const LL = serverLL(input.locale).billing.mail
  const data = qrBillData({
    creditor: bankDetails(input.config).creditor,
    amountRappen: input.amountRappen,
    reference: input.reference,
    message: `KnowYourGuest ${input.reference}`,
  })
  const PDFDocument = loadPdfKit()
  const pdf = new PDFDocument({ size: 'A4', autoFirstPage: true, info: { Title: `QR-bill ${input.reference}` } })
  // What the constructor wrote (the %PDF header) waits in the stream's buffer; the rest is taken as it is pushed.
  const head = pdf.read() as Buffer | null
  const chunks: Buffer[] = head ? [head] : []
  let ended = false
  pdf.push = (chunk: Buffer | null) => {
    if (chunk === null) ended = true
    else chunks.push(Buffer.from(chunk))
    return true
  }
  pdf.fontSize(18).text('KnowYourGuest', 50, 60)
  pdf
    .fontSize(11)
    .moveDown()
    .text(LL.amountLine({ amount: formatAmount(input.amountRappen, { locale: input.locale }) }))
    .text(LL.referenceLine({ reference: input.reference }))
  new SwissQRBill(data, { language: qrBillLanguage(input.locale) }).attachTo(pdf)
  pdf.end()
  if (!ended) throw new Error('the QR-bill PDF did not finish synchronously')
  return Buffer.concat(chunks)
}

export function qrBillAttachment(input: Parameters<typeof qrBillPdf>[0]): MailAttachment {
  return {
    filename: `qr-bill-${input.reference}.pdf`,
    contentType: 'application/pdf',
    contentBase64: qrBillPdf(input).toString('base64'),
  }
}
