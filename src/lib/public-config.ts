import type { Locale } from './constants'
import type { Plan } from './plans'

/** What the server tells the browser at start-up (rendered into the page as JSON; nothing secret). */
export type PublicConfig = {
  contactEmail: string
  /** Content-hashed URL of each locale's dictionary (EN fallback merged in). */
  localeUrls: Record<Locale, string>
  css: string[]
  /** The script of the pages the browser does not hydrate (ADR 114). */
  staticScript: string
  inactivityTimeoutMs: number
  /** The public address (BASE_URL): absolute links in Open Graph tags. */
  baseUrl: string
  /** The four yearly prices (configuration), for the price table on the landing page and the FAQ. */
  plans: Plan[]
  /** The largest file of an ID copy a pending hotel uploads (ID_DOCUMENT_MAX_MB), named on its upload page. */
  idDocumentMaxMb: number
  /** Who runs the service (OPERATOR_*): the footer, the privacy policy and the legal notice name it. */
  operator: { name: string; address: string; uid: string }
}
