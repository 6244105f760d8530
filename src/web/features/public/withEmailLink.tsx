import type { ReactNode } from 'react'

/** The public request page (issue 34, ADR 280): every mention of it in the legal texts and the FAQ is a link. */
const YOUR_DATA = '/your-data'

/** A run of text with every mention of /your-data turned into a link to the page. */
function withPageLink(text: string, start: number): ReactNode[] {
  const out: ReactNode[] = []
  let offset = start
  for (const [index, part] of text.split(YOUR_DATA).entries()) {
    if (index > 0) {
      out.push(
        <a key={`page-at-${offset}`} href={YOUR_DATA}>
          {YOUR_DATA}
        </a>,
      )
      offset += YOUR_DATA.length
    }
    out.push(part)
    offset += part.length
  }
  return out
}

/** A translated sentence with every occurrence of the contact address turned into a mailto link (and /your-data). */
export function withEmailLink(text: string, email: string): ReactNode {
  if ((!email || !text.includes(email)) && !text.includes(YOUR_DATA)) return text
  const out: ReactNode[] = []
  let offset = 0
  for (const [index, part] of (email ? text.split(email) : [text]).entries()) {
    if (index > 0) {
      out.push(
        <a key={`mail-at-${offset}`} href={`mailto:${email}`}>
          {email}
        </a>,
      )
      offset += email.length
    }
    out.push(...withPageLink(part, offset))
    offset += part.length
  }
  return out
}
