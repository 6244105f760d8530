// The operator's commands for the notices to reported guests (issue 34): the register and holding one back.
import { validation } from '~/kernel/errors'
import { OPERATOR } from '~/modules/audit/model'
import { holdNotice, listNotices } from '~/modules/guestside/public'
import { NOTICE_STATUSES, type NoticeStatus } from '~/modules/guestside/schema'
import type { AdminCtx } from './admin-context'
import { day } from './admin-context'
import { type Command, text as opt, positional, required, S } from './args'
import { listing } from './table'

export function noticeCommands<C extends AdminCtx>(): Record<string, Command<C>> {
  return {
    'notices:list': listing({
      usage: 'notices:list [--status queued|letter_due|letter_sent|held]',
      help: 'The notices to reported guests, newest first; held ones with their reason.',
      options: { status: S },
      none: 'No notice.',
      rows(ctx, args) {
        const status = opt(args, 'status')
        if (status && !(NOTICE_STATUSES as readonly string[]).includes(status))
          throw validation('status', 'validation.invalidRequest')
        return listNotices(ctx.deps, { statuses: status ? [status as NoticeStatus] : undefined }).map((n) => ({
          reference: n.reference,
          report: n.reportId,
          channel: n.channel,
          status: n.status,
          since: day(n.updatedAt),
          reason: n.heldReason ?? '',
        }))
      },
    }),
    'notices:hold': {
      usage: 'notices:hold <report id or reference> --reason "…"',
      help: 'Hold back the notice to a reported guest (an e-mail not yet sent stays unsent), with the reason; audited.',
      options: { reason: S },
      run(ctx, args) {
        const held = holdNotice(
          { ...ctx.deps },
          {
            key: positional(args, 0, 'the report id or reference'),
            reason: required(args, 'reason', 'the reason'),
            actor: OPERATOR,
          },
        )
        console.log(`Notice ${held.reference} held back.`)
        return 0
      },
    },
  }
}
