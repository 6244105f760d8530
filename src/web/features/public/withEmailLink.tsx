import type { ReactNode } from 'react'

/** A translated sentence with every occurrence of the contact address turned into a mailto link. */
export function withEmailLink(text: string, email: string): ReactNode {
  if (!email || !text.includes(email)) return text
  const out: ReactNode[] = []
  let offset = 0
  for (const [index, part] of text.split(email).entries()) {
    if (index > 0) {
      out.push(
        <a key={`mail-at-${offset}`} href={`mailto:${email}`}>
          {email}
        </a>,
      )
      offset += email.length
    }
    out.push(part)
    offset += part.length
  }
  return out
}
