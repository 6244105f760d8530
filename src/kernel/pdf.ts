// PDFs made on the server with pdfkit (the QR-bill, ADR 121; the guest's notice letter, ADR 285), built synchronously
// so that what carries them (an e-mail in a transaction, a download) needs no stream.
import { readFileSync } from 'node:fs'
import type PDFKit from 'pdfkit'

// pdfkit is large: loaded on the first PDF, not at server start.
let pdfkit: typeof PDFKit | undefined
const loadPdfKit = (): typeof PDFKit => {
  pdfkit ??= require('pdfkit') as typeof PDFKit
  return pdfkit
}

/**
 * Draws a PDF and answers its bytes. pdfkit is a Readable stream that emits its data asynchronously; its `push` is
 * where every chunk passes, so it is taken there instead of waiting for 'end'.
 */
export function renderPdf(options: PDFKit.PDFDocumentOptions, draw: (pdf: PDFKit.PDFDocument) => void): Buffer {
  const PDFDocument = loadPdfKit()
  const pdf = new PDFDocument(options)
  // What the constructor wrote (the %PDF header) waits in the stream's buffer; the rest is taken as it is pushed.
  const head = pdf.read() as Buffer | null
  const chunks: Buffer[] = head ? [head] : []
  let ended = false
  pdf.push = (chunk: Buffer | null) => {
    if (chunk === null) ended = true
    else chunks.push(Buffer.from(chunk))
    return true
  }
  draw(pdf)
  pdf.end()
  if (!ended) throw new Error('the PDF did not finish synchronously')
  return Buffer.concat(chunks)
}

/** Millimetres in PDF points (1/72 inch). */
export const mm = (value: number) => (value * 72) / 25.4

// What pdfkit's standard fonts (Helvetica, WinAnsi encoding) can print beyond Latin-1.
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'])
const NEAREST: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i', ħ: 'h', Ħ: 'H', '‐': '-', '‑': '-' }
const printableChar = (c: string): string => {
  const code = c.codePointAt(0)!
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c) || c === '\n') return c
  // The narrow and thin spaces of French typography print as a no-break space.
  if (c === '\u202f' || c === '\u2009' || c === '\u2007') return '\u00a0'
  if (NEAREST[c]) return NEAREST[c]
  // A letter with a mark Latin-1 lacks (ő, č, ș) prints without the mark; anything else as "?".
  const base = c.normalize('NFKD').replace(/\p{M}/gu, '')
  return [...base].every((b) => b.codePointAt(0)! < 0x100) && base ? base : '?'
}

/** Text as the standard PDF fonts can print it: a character they lack becomes its nearest Latin-1 form. */
export const printable = (text: string) => [...text].map(printableChar).join('')

/** The typeface of text written for people (the notice letter): Noto Sans, regular and bold (ADR 308). */
export const TEXT_FONT = { regular: 'NotoSans', bold: 'NotoSans-Bold' } as const

// Noto Sans from its npm package (SIL Open Font License 1.1): Latin with its extensions, Greek and Cyrillic, so a
// name like "Łukasz", "Παπαδόπουλος" or "Дмитрий" prints as written. Read once, on the first letter; pdfkit embeds
// only the glyphs a document uses.
let textFonts: { regular: Buffer; bold: Buffer } | undefined
const fontFile = (name: string) => readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${name}`))

/** Makes TEXT_FONT's faces available in `pdf` (select them with `pdf.font(TEXT_FONT.regular)`). */
export function registerTextFonts(pdf: PDFKit.PDFDocument) {
  textFonts ??= {
    regular: fontFile('400Regular/NotoSans_400Regular.ttf'),
    bold: fontFile('700Bold/NotoSans_700Bold.ttf'),
  }
  pdf.registerFont(TEXT_FONT.regular, textFonts.regular)
  pdf.registerFont(TEXT_FONT.bold, textFonts.bold)
}
