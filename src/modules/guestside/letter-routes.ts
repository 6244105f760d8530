// The notice letters' routes (issue 34, section 1; ADR 285): the reporting hotel's letters to post, the PDF and the
// mark that it was posted; the operator's register of notices (held ones with their reason).
import { Elysia } from 'elysia'
import * as v from 'valibot'
import { clientIpOf } from '~/kernel/rate-limit'
import { BODY, noBody } from '~/kernel/routes'
import { contentDisposition } from '~/kernel/uploads/respond'
import type { AuthGuard } from '~/modules/auth/public'
import { hotelLabels } from '~/modules/auth/public'
import { downloadLetter, lettersOfHotel, markLetterSent } from './letters'
import { listNotices } from './notices'
import { NOTICE_CHANNELS, NOTICE_STATUSES } from './schema'
import type { GuestSideDeps } from './service'

/** What the notice-letter routes need (ADR 341). */
/** Letters one address may download in a minute: a hotel prints a few a day; each one holds the thread a moment. */
const LETTERS_PER_MINUTE = 10

export type NoticeLetterNeeds = GuestSideDeps & {
  chainKey: string
  config: GuestSideDeps['config'] & { TRUST_PROXY: boolean }
}

const reportParams = v.object({ id: v.pipe(v.string(), v.maxLength(64)) })
const letterStatus = v.picklist(['letter_due', 'letter_sent'])
const lettersAnswer = v.object({
  letters: v.array(
    v.object({
      report_id: v.string(),
      reference: v.string(),
      status: letterStatus,
      name: v.string(),
      check_in: v.string(),
      check_out: v.string(),
      created_at: v.string(),
      updated_at: v.string(),
    }),
  ),
})
const sentAnswer = v.object({ status: v.literal('letter_sent'), updated_at: v.string() })
const noticesQuery = v.object({ status: v.optional(v.picklist(NOTICE_STATUSES)) })
const noticesAnswer = v.object({
  notices: v.array(
    v.object({
      report_id: v.string(),
      reference: v.string(),
      hotel: v.string(),
      channel: v.picklist(NOTICE_CHANNELS),
      status: v.picklist(NOTICE_STATUSES),
      held_reason: v.nullable(v.string()),
      created_at: v.string(),
      updated_at: v.string(),
    }),
  ),
})

export function noticeLettersPlugin(deps: NoticeLetterNeeds, guard: AuthGuard) {
  const ip = clientIpOf(deps.config)
  return new Elysia()
    .use(guard)
    .get(
      '/api/notice-letters',
      ({ currentUser }) => ({ letters: lettersOfHotel(deps, currentUser.companyId as string) }),
      { auth: 'member', bodyLimit: BODY.none, response: lettersAnswer },
    )
    .get(
      '/api/reports/:id/notice-letter',
      ({ params, request, server, currentUser }) => {
        const member = { id: currentUser.id, companyId: currentUser.companyId as string, ip: ip(request, server) }
        const letter = downloadLetter(deps, member, params.id)
        return new Response(new Uint8Array(letter.pdf), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': contentDisposition('attachment', letter.filename),
            'cache-control': 'no-store',
            'x-content-type-options': 'nosniff',
          },
        })
      },
      // The PDF is drawn on the server's thread (a few hundred milliseconds with its fonts): a few a minute per address.
      {
        auth: 'member',
        bodyLimit: BODY.none,
        rateLimit: { limit: LETTERS_PER_MINUTE, windowMs: 60_000 },
        params: reportParams,
        sends: 'file',
      },
    )
    .post(
      '/api/reports/:id/notice-letter/sent',
      ({ params, request, server, currentUser }) => {
        const member = { id: currentUser.id, companyId: currentUser.companyId as string, ip: ip(request, server) }
        return markLetterSent(deps, member, params.id)
      },
      { auth: 'member', bodyLimit: BODY.json, params: reportParams, body: noBody, response: sentAnswer },
    )
    .get(
      '/api/admin/notices',
      ({ query }) => {
        const rows = listNotices(deps, { statuses: query.status ? [query.status] : undefined })
        const hotels = hotelLabels(
          deps,
          rows.map((r) => r.companyId),
        )
        return {
          notices: rows.map((r) => ({
            report_id: r.reportId,
            reference: r.reference,
            hotel: hotels.get(r.companyId)?.name ?? '',
            channel: r.channel,
            status: r.status,
            held_reason: r.heldReason,
            created_at: r.createdAt,
            updated_at: r.updatedAt,
          })),
        }
      },
      { auth: 'admin', bodyLimit: BODY.none, query: noticesQuery, response: noticesAnswer },
    )
}
