// The match groups, strongest first (issue 36 item 10): 100 % matched ("exact") and possible match ("close"). The one
// definition for the search answer, the arrivals' flags and alerts, webhooks, the public API and the web's lists.
export const MATCH_GROUPS = ['exact', 'close'] as const
export type MatchGroup = (typeof MATCH_GROUPS)[number]
/** Whether a group (an arrival's, which may also be none or withheld) is a match: the guest is flagged. */
export const isMatchGroup = (group: string): group is MatchGroup => (MATCH_GROUPS as readonly string[]).includes(group)
