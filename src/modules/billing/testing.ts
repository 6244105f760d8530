// Test helpers of the billing module: a complete sign-up body (POST /api/user/sign-up), the text of a QR-bill PDF.
import { inflateSync } from 'node:zlib'

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

/** The text a PDF shows: every content stream inflated, the strings of its text operators joined per operator. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1')
  const lines: string[] = []
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')
    } catch {
      continue
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('') : op[2]!
      lines.push(Buffer.from(hex, 'hex').toString('latin1'))
    }
  }
  return lines.join('\n')
}

/** The text of the QR-bill PDF a mail carries. */
export const mailPdfText = (mail: { attachments?: { contentBase64: string }[] | null }) =>
  pdfText(Buffer.from(mail.attachments?.[0]?.contentBase64 ?? '', 'base64'))
