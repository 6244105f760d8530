// The sandbox's fictitious reports (issue 33 item 10, ADR 291): what a test key's arrivals and searches are matched
// against instead of the real reports, fixed and documented in the guide so that a vendor triggers each group at will.
// A test key never reaches a real report, and a real search never reaches these.
import type { MatchGroup } from '~/lib/match-groups'
import type { SearchAnswerV1 } from './model'

type Result = SearchAnswerV1['exact'][number]

const sandboxReport = (id: string, overrides: Partial<Result>): Result => ({
  report_id: id,
  matched: ['name'],
  published_by: { hotel_name: 'Sandbox Hotel (fictitious)', city: 'Testdorf' },
  published_at: '2026-01-15T09:00:00.000Z',
  check_in: '2026-01-10',
  check_out: '2026-01-12',
  category: 'unpaid_bill',
  amount_owed: 12000,
  message: 'A fictitious report of the KnowYourGuest sandbox: no real guest.',
  ...overrides,
})

/** The guests the sandbox knows (names compared without case or surrounding spaces). */
const SANDBOX_GUESTS = {
  exact: { first_name: 'Test', last_name: 'Exact', birth_date: '1980-01-01', email: 'exact@sandbox.knowyourguest.ch' },
  close: { first_name: 'Test', last_name: 'Close' },
  withheld: { first_name: 'Test', last_name: 'Withheld' },
} as const

const EXACT_REPORT = sandboxReport('sandbox-report-exact', {})
const CLOSE_REPORT = sandboxReport('sandbox-report-close', {
  category: 'damage',
  amount_owed: null,
  message: 'A fictitious report of the KnowYourGuest sandbox: a broken lamp, settled.',
})

export type SandboxGuest = {
  first_name?: string
  last_name?: string
  birth_date?: string
  email?: string
  document_number?: string
  phone?: string
}

const same = (a: string | undefined, b: string) => a?.trim().toLowerCase() === b.toLowerCase()
const named = (g: SandboxGuest, who: { first_name: string; last_name: string }) =>
  same(g.first_name, who.first_name) && same(g.last_name, who.last_name)

/**
 * What the sandbox finds for a guest, as the search answers it: "Test Exact" with birth date 1980-01-01, or its
 * e-mail alone, is exact; "Test Exact" without a birth date, or "Test Close", is close; "Test Withheld" is withheld;
 * anyone else, nothing.
 */
export function sandboxSearch(guest: SandboxGuest): SearchAnswerV1 {
  const none = { exact: [], close: [], same_company: [], withheld: false }
  const e = SANDBOX_GUESTS.exact
  if (named(guest, SANDBOX_GUESTS.withheld)) return { ...none, withheld: true }
  if (same(guest.email, e.email)) return { ...none, exact: [{ ...EXACT_REPORT, matched: ['email'] }] }
  if (named(guest, e)) {
    if (guest.birth_date === e.birth_date)
      return { ...none, exact: [{ ...EXACT_REPORT, matched: ['name', 'birth_date'] }] }
    return guest.birth_date ? none : { ...none, close: [{ ...EXACT_REPORT, matched: ['name'] }] }
  }
  if (named(guest, SANDBOX_GUESTS.close)) return { ...none, close: [CLOSE_REPORT] }
  return none
}

/** The match group of an arrival in the sandbox (as the live screening's groups). */
export function sandboxGroup(guest: SandboxGuest): MatchGroup | 'none' | 'withheld' {
  const found = sandboxSearch(guest)
  if (found.withheld) return 'withheld'
  return found.exact.length > 0 ? 'exact' : found.close.length > 0 ? 'close' : 'none'
}
