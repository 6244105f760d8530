// The hotel's notice letters (issue 34, section 1; ADR 285): the letters to post or posted, the PDF's address and
// the "sent" mark. Kept apart from the reports list's own calls so the dashboard's reminder loads only this.
import { queryOptions } from '@tanstack/react-query'
import { type Treaty, unwrap } from '../../api/treaty'

export const NOTICE_LETTERS_KEY = ['member', 'notice-letters'] as const

const fetchLetters = async (client: Treaty) => (await unwrap(client.api['notice-letters'].get())).letters
export type NoticeLetter = Awaited<ReturnType<typeof fetchLetters>>[number]

export const noticeLettersQueryOptions = (client: Treaty) =>
  queryOptions({ queryKey: NOTICE_LETTERS_KEY, queryFn: () => fetchLetters(client), staleTime: 60_000 })

/** Where the letter's PDF is served (the member's session cookie goes with the link). */
export const noticeLetterUrl = (reportId: string) => `/api/reports/${encodeURIComponent(reportId)}/notice-letter`

export const markLetterSent = (client: Treaty, reportId: string) =>
  unwrap(client.api.reports({ id: reportId })['notice-letter'].sent.post({}))
