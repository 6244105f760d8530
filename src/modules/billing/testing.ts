// Test helpers of the billing module: a complete sign-up body (POST /api/user/sign-up), the text of a QR-bill PDF.
import { inflateSync } from 'node:zlib'

/** The sign-up answer's schema: tests that sign up by raw request (the fixture's body is wider than the contract) read
 * the answer through it. */
export { signUpAnswer } from './model'

/** A valid registration of Hotel Alpina paying by card; `overrides` change any field (banktransfer, password, …). */
export const signUpBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  f_name: 'Anna',
  l_name: 'Meier',
  email,
  phone: '0791234567',
  company_name: 'Hotel Alpina',
  street_name: 'Bahnhofstrasse',
  building_no: '5',
  room_no: '',
  zip_code: '8001',
  city: 'Zurich',
  country: 'Switzerland',
  stars: 3,
  is_part_of_association: false,
  selectedPlan: '3-star',
  agreeToTerms: true,
  agreeToPrivacy: true,
  compliance: { fullName: 'Anna Meier', accepted: true },
  paymentMethod: 'stripe',
  role: 'user',
  ...overrides,
})

/**
 * A stream's bytes, inflated when compressed (pdfkit compresses its streams). pdfkit ends a stream's data with "\n"
 * only: a compressed stream whose last byte is "\r" (one in 256) must keep it, or it no longer inflates.
 */
const streamBytes = (body: string): string | null => {
  const found = /stream\r?\n([\s\S]*?)\nendstream/.exec(body)
  if (!found) return null
  try {
    return inflateSync(Buffer.from(found[1]!, 'latin1')).toString('latin1')
  } catch {
    return found[1]!
  }
}

/** An embedded font's ToUnicode map (pdfkit writes bfrange arrays): two-byte code → the text it shows. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>()
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le')
  for (const range of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    const first = Number.parseInt(range[1]!, 16)
    let code = first
    for (const dst of range[3]!.matchAll(/<([0-9a-fA-F\s]*)>/g)) map.set(code++, utf16(dst[1]!))
  }
  return map
}

/**
 * The text a PDF shows: every content stream inflated, the strings of its text operators joined per operator. Text
 * in a standard font is read as Latin-1; text in an embedded font (two bytes a glyph) through the font's ToUnicode map.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1')
  const objects = new Map<string, string>()
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) objects.set(m[1]!, m[2]!)
  // Resource name (F1, F2, …) → the embedded font's map; standard fonts have none.
  const fonts = new Map<string, Map<number, string>>()
  for (const resources of raw.matchAll(/\/Font\s*<<([^>]*)>>/g))
    for (const [, name, ref] of resources[1]!.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const descendant = /\/DescendantFonts\s*\[\s*(\d+) 0 R/.exec(objects.get(ref!) ?? '')
      const cmapRef = /\/ToUnicode\s+(\d+) 0 R/.exec(objects.get(ref!) ?? '')?.[1]
      const cmap = cmapRef ? streamBytes(objects.get(cmapRef) ?? '') : null
      if (descendant && cmap) fonts.set(name!, toUnicode(cmap))
    }
  const lines: string[] = []
  for (const body of objects.values()) {
    if (!/stream\r?\n/.test(body) || /begincmap/.test(streamBytes(body) ?? '')) continue
    const content = streamBytes(body)
    if (!content) continue
    let font: Map<number, string> | undefined
    for (const op of content.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (op[1]) {
        font = fonts.get(op[1])
        continue
      }
      const hex = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('') : op[3]!
      const bytes = Buffer.from(hex, 'hex')
      if (!font) {
        lines.push(bytes.toString('latin1'))
        continue
      }
      let text = ''
      for (let i = 0; i + 1 < bytes.length; i += 2) text += font.get(bytes.readUInt16BE(i)) ?? '\ufffd'
      lines.push(text)
    }
  }
  return lines.join('\n')
}

/** The text of the QR-bill PDF a mail carries. */
export const mailPdfText = (mail: { attachments?: { contentBase64: string }[] | null }) =>
  pdfText(Buffer.from(mail.attachments?.[0]?.contentBase64 ?? '', 'base64'))
