// Where to go after signing in again (issue 14, item 9): back to the page the member was on. Only a path on this
// site is accepted, so a crafted link /login?redirect=https://evil.example cannot send a member elsewhere.

const BASE = 'http://same-origin.invalid'

/**
 * The `redirect` search value as a same-origin path with its query and hash, or undefined when it is anything else:
 * absolute and protocol-relative URLs (//evil.example, /\evil.example), other schemes (javascript:), control
 * characters, paths back to /login itself.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here
  const unsafe = /[\u0000-\u001f\u007f\\]/
  let url: URL
  try {
    // Checked encoded and decoded: the router decodes the path, and "/%0a//evil" decodes to a protocol-relative URL.
    const decoded = decodeURIComponent(value)
    if (unsafe.test(value) || unsafe.test(decoded) || decoded.startsWith('//')) return undefined
    url = new URL(value, BASE)
  } catch {
    return undefined
  }
  if (url.origin !== BASE) return undefined
  if (url.pathname === '/login') return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

/** The current page as a `redirect` value. */
export const currentPath = () =>
  typeof window === 'undefined' ? undefined : `${window.location.pathname}${window.location.search}`
