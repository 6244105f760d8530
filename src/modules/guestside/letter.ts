// The notice as a printed letter (issue 34, section 1; ADR 285): for a guest whose report holds a postal address but
// no e-mail, the reporting hotel prints this A4 page and posts it in a Swiss window envelope (SN 010130, window right).
// It says what the notice e-mail says (mails.ts), in the same language(s), and nothing else of the report.
import { serverLL } from '~/kernel/i18n'
import { mm, printable, registerTextFonts, renderPdf, TEXT_FONT } from '~/kernel/pdf'
import type { Locale } from '~/lib/constants'
import { countryByName } from '~/lib/countries'
import { formatDate } from '~/lib/dates'
import { type NoticeContent, noticePart } from './mails'

/** A postal address as the report or the hotel's profile holds it. */
export type PostalAddress = {
  name: string
  street: string
  buildingNo: string
  /** An apartment or room number, written after the street ("Bahnhofstrasse 5, Wohnung 3" would be the hotel's). */
  extra?: string
  zipCode: string
  city: string
  country: string
}

export type LetterInput = {
  locales: Locale[]
  /** The day the letter is printed (the clock's now). */
  date: Date
  /** The reporting hotel, which posts the letter: the sender line above the address, where returns go. */
  sender: PostalAddress
  recipient: PostalAddress
  content: NoticeContent
}

// The window-envelope layout (SN 010130, address on the right), in millimetres from the page's top-left corner:
// the address field starts 118 mm from the left, the sender line 50 mm from the top and the address below it, all
// inside the 100 x 45 mm window of a C5 or C5/6 envelope once the page is folded at 105 and 210 mm.
const WINDOW = { left: 118, senderTop: 50, addressTop: 56, width: 80 } as const
const MARGIN = { left: 22, right: 20, top: 20, bottom: 20 } as const
const BODY_TOP = 105

/** Swiss addresses leave the country out; foreign ones name it on the last line (as Swiss Post recommends). */
const isSwiss = (country: string) => {
  const code = countryByName(country)?.code ?? country.trim().toLowerCase()
  return code === 'ch' || code === ''
}

function addressLines(address: PostalAddress): string[] {
  const street = `${address.street} ${address.buildingNo}`.trim()
  return [
    address.name,
    [street, address.extra?.trim()].filter(Boolean).join(', '),
    `${address.zipCode} ${address.city}`.trim(),
    isSwiss(address.country) ? '' : address.country.trim().toUpperCase(),
  ].filter(Boolean)
}

/** The sender line printed small above the address in the window: "Hotel Alpina, Promenade 12a, 3780 Gstaad". */
const senderLine = (sender: PostalAddress) => addressLines(sender).join(', ')

/** The letter as a PDF: letterhead, window address, date, then the notice in each language one after the other. */
export function noticeLetterPdf(input: LetterInput): Buffer {
  const first = input.locales[0]!
  const title = serverLL(first).guestSide.notice.heading()
  const options = {
    size: 'A4',
    margins: { top: mm(MARGIN.top), bottom: mm(MARGIN.bottom), left: mm(MARGIN.left), right: mm(MARGIN.right) },
    info: { Title: printable(title), Author: 'KnowYourGuest' },
  } as const
  return renderPdf(options, (pdf) => {
    // An embedded font with Latin Extended, Greek and Cyrillic: names and addresses print as written (ADR 308).
    registerTextFonts(pdf)
    const width = pdf.page.width - mm(MARGIN.left) - mm(MARGIN.right)
    // Fold marks at the left edge: folded in thirds at 105 and 210 mm, the address lies in the top third's window.
    for (const y of [105, 210]) pdf.moveTo(mm(5), mm(y)).lineTo(mm(9), mm(y)).lineWidth(0.5).stroke('#888888')

    pdf.fillColor('#000000').font(TEXT_FONT.bold).fontSize(16).text('KnowYourGuest', mm(MARGIN.left), mm(MARGIN.top))
    pdf
      .font(TEXT_FONT.regular)
      .fontSize(9)
      .text(input.content.baseUrl.replace(/^https?:\/\//, ''))

    pdf.fontSize(7).text(senderLine(input.sender), mm(WINDOW.left), mm(WINDOW.senderTop), {
      width: mm(WINDOW.width),
      underline: true,
      lineBreak: false,
      ellipsis: true,
    })
    pdf.fontSize(11)
    addressLines(input.recipient).forEach((line, i) => {
      pdf.text(line, mm(WINDOW.left), mm(WINDOW.addressTop) + i * 14, {
        width: mm(WINDOW.width),
        lineBreak: false,
        ellipsis: true,
      })
    })

    pdf.fontSize(10).text(formatDate(input.date, first), mm(MARGIN.left), mm(BODY_TOP - 10), { width })
    input.locales.forEach((locale, i) => {
      const LL = serverLL(locale)
      const part = noticePart(LL.guestSide, locale, input.content)
      if (i === 0) pdf.y = mm(BODY_TOP)
      else pdf.moveDown(1.5)
      pdf
        .font(TEXT_FONT.bold)
        .fontSize(i === 0 ? 13 : 11.5)
        .text(part.heading, mm(MARGIN.left), pdf.y, { width })
      pdf.font(TEXT_FONT.regular).fontSize(10).moveDown(0.6)
      pdf.text(LL.mail.greeting({ name: input.recipient.name }), { width }).moveDown(0.5)
      for (const paragraph of part.paragraphs) pdf.text(paragraph, { width, lineGap: 1.5 }).moveDown(0.5)
      pdf.moveDown(0.3).text(LL.mail.signature(), { width })
    })
  })
}
