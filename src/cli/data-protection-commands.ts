// The operator's data-protection commands: the data-subject request register and the breach register (the console's
// Requests and Incidents tabs), through the same services, writing the same audit entries as the operator.
import { LOCALES } from '~/lib/constants'
import { showInvisible } from '~/lib/invisible'
import { addIncidentAction, createIncident, listIncidents } from '~/modules/admin/incidents'
import { LETTER_TYPES, letterFor } from '~/modules/admin/letters'
import { createRequestBody, requestsQuery } from '~/modules/admin/model'
import { correctRequestReport, deleteRequestReport } from '~/modules/admin/request-reports'
import {
  closeRequest,
  createRequest,
  disputeReport,
  forwardRequest,
  listRequests,
  remindHotel,
} from '~/modules/admin/requests'
import { OPERATOR } from '~/modules/audit/model'
import { type AdminCtx, adminDeps, day } from './admin-context'
import {
  type Args,
  action,
  B,
  type Command,
  checked,
  choice,
  text as opt,
  positional,
  reason,
  required,
  S,
} from './args'
import { listing } from './table'

const requestId = (args: Args) => positional(args, 0, 'the request id')
/** The request and the report of it a command acts on, as the operator. */
const ofReport = (args: Args) => ({
  id: requestId(args),
  reportId: positional(args, 1, 'the report id'),
  actor: OPERATOR,
})

export function dataProtectionCommands<C extends AdminCtx>(
  mailed: (ctx: C) => Promise<void>,
): Record<string, Command<C>> {
  return {
    'requests:list': listing({
      usage: 'requests:list [--status due|open|forwarded|answered|closed]',
      help: 'The data-subject request register, most urgent first.',
      options: { status: S },
      none: 'No request.',
      rows: (ctx, args) =>
        listRequests(ctx.deps, checked(requestsQuery, { status: opt(args, 'status') })).map((r) => ({
          id: r.id,
          received: r.receivedOn,
          requester: r.requesterName,
          kind: r.kind,
          channel: r.channel,
          hotel: r.hotel,
          due: r.dueOn,
          status: r.status,
        })),
    }),
    'requests:create': {
      usage:
        'requests:create --received YYYY-MM-DD --channel email|letter|phone|form|other --kind access|correction|deletion|objection --name "…" [--email e] [--address "…"] [--locale en|fr|de|it] [--reports id,id] [--hotel email] [--details "…"]',
      help: 'Record a data-subject request (due 30 days after receipt).',
      options: {
        received: S,
        channel: S,
        kind: S,
        name: S,
        email: S,
        address: S,
        locale: S,
        reports: S,
        hotel: S,
        details: S,
      },
      run(ctx, args) {
        const names = {
          receivedOn: 'received',
          requesterName: 'name',
          requesterEmail: 'email',
          requesterAddress: 'address',
          reportIds: 'reports',
          hotelEmail: 'hotel',
        }
        const input = checked(
          createRequestBody,
          {
            receivedOn: opt(args, 'received'),
            channel: opt(args, 'channel'),
            kind: opt(args, 'kind'),
            requesterName: opt(args, 'name'),
            requesterEmail: opt(args, 'email') ?? '',
            requesterAddress: opt(args, 'address') ?? '',
            locale: opt(args, 'locale') ?? 'en',
            details: opt(args, 'details') ?? '',
            reportIds: (opt(args, 'reports') ?? '')
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
            hotelEmail: opt(args, 'hotel') ?? '',
          },
          names,
        )
        const created = createRequest(adminDeps(ctx), input, OPERATOR)
        console.log(`Request ${created.id} recorded; due on ${created.dueOn}.`)
        return 0
      },
    },
    'requests:forward': action({
      usage: 'requests:forward <id>',
      help: 'E-mail the request to the hotel concerned, with the link to answer it in its member area.',
      mail: mailed,
      act(ctx, args) {
        forwardRequest(adminDeps(ctx), { id: requestId(args), actor: OPERATOR })
        return 'Request forwarded to the hotel.'
      },
    }),
    'requests:remind': action({
      usage: 'requests:remind <id>',
      help: 'Remind the hotel of a forwarded request it has not answered.',
      mail: mailed,
      act(ctx, args) {
        remindHotel(adminDeps(ctx), { id: requestId(args), actor: OPERATOR })
        return 'Reminder sent.'
      },
    }),
    'requests:dispute': action({
      usage: 'requests:dispute <id> <report id> [--lift] --reason "…"',
      help: 'Mark a report of the request disputed (kept while disputed), or lift the dispute.',
      options: { lift: B, reason: S },
      act(ctx, args) {
        disputeReport(adminDeps(ctx), { ...ofReport(args), disputed: !args.options.lift, reason: reason(args) })
        return args.options.lift ? 'Dispute lifted.' : 'Report marked disputed.'
      },
    }),
    'requests:correct': action({
      usage: 'requests:correct <id> <report id> --field <form field> --value "…" --reason "…"',
      help: 'Correct one field of a report of the request (report form rules apply); the hotel is e-mailed.',
      options: { field: S, value: S, reason: S },
      mail: mailed,
      act(ctx, args) {
        correctRequestReport(adminDeps(ctx), {
          ...ofReport(args),
          fields: { [required(args, 'field', 'the field')]: opt(args, 'value') ?? '' },
          reason: reason(args),
        })
        return 'Report corrected; the hotel is told.'
      },
    }),
    'requests:delete-report': action({
      usage: 'requests:delete-report <id> <report id> --reason "…"',
      help: 'Delete a report of the request (a record without personal data stays); the hotel is e-mailed.',
      options: { reason: S },
      mail: mailed,
      async act(ctx, args) {
        await deleteRequestReport(adminDeps(ctx), { ...ofReport(args), reason: reason(args) })
        return 'Report deleted; the hotel is told.'
      },
    }),
    'requests:close': action({
      usage: 'requests:close <id> --outcome "…"',
      help: 'Close a request with its outcome.',
      options: { outcome: S },
      act(ctx, args) {
        closeRequest(adminDeps(ctx), {
          id: requestId(args),
          outcome: required(args, 'outcome', 'the outcome'),
          actor: OPERATOR,
        })
        return 'Request closed.'
      },
    }),
    'requests:letter': {
      usage: 'requests:letter <id> --type acknowledgement|answer [--locale en|fr|de|it]',
      help: 'Print the letter to the requester (an access answer lists the data held and who wrote it).',
      options: { type: S, locale: S },
      run(ctx, args) {
        required(args, 'type', 'the letter type')
        const letter = letterFor(adminDeps(ctx), {
          id: requestId(args),
          type: choice(args, 'type', LETTER_TYPES)!,
          locale: choice(args, 'locale', LOCALES),
          actor: OPERATOR,
        })
        // The letter quotes what hotels and the requester typed: their control characters are shown, never run.
        console.log(showInvisible(letter.text, '\n'))
        return 0
      },
    },
    'incidents:list': listing({
      usage: 'incidents:list',
      help: 'The breach register with each incident’s 72-hour deadline.',
      none: 'No incident recorded.',
      rows: (ctx) =>
        listIncidents(ctx.deps).map((i) => ({
          id: i.id,
          title: i.title,
          detected: i.detectedAt.slice(0, 16),
          deadline: i.deadline.slice(0, 16),
          notified: i.authorityNotifiedAt?.slice(0, 16) ?? (i.overdue ? 'OVERDUE' : 'no'),
          closed: day(i.closedAt),
        })),
    }),
    'incidents:create': {
      usage: 'incidents:create --title "…" --detected <ISO date-time> [--description "…"]',
      help: 'Record a personal-data breach; the authority must be told within 72 hours of detection.',
      options: { title: S, detected: S, description: S },
      run(ctx, args) {
        const detected = required(args, 'detected', 'the detection time')
        const created = createIncident(ctx.deps, {
          title: required(args, 'title', 'the title'),
          description: opt(args, 'description') ?? '',
          detectedAt: detected,
          actor: OPERATOR,
        })
        console.log(`Incident ${created.id} recorded; notify the authority by ${created.deadline}.`)
        return 0
      },
    },
    'incidents:action': {
      usage: 'incidents:action <id> --text "…" [--notified] [--close]',
      help: 'Record a step taken on an incident (--notified: the authority was told; --close: it is closed).',
      options: { text: S, notified: B, close: B },
      run(ctx, args) {
        addIncidentAction(ctx.deps, {
          id: positional(args, 0, 'the incident id'),
          text: required(args, 'text', 'what was done'),
          authorityNotified: Boolean(args.options.notified),
          close: Boolean(args.options.close),
          actor: OPERATOR,
        })
        console.log('Step recorded.')
        return 0
      },
    },
  }
}
