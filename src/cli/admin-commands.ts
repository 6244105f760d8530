// Operator commands of the admin console: the same services the console calls, writing the same audit entries
// (as the operator). Every console action has its command here or in main.ts / billing-commands.ts.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Db } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { Config } from '~/kernel/config'
import { AppError } from '~/kernel/errors'
import { uploadsDirOf } from '~/kernel/uploads/storage'
import { LOCALES } from '~/lib/constants'
import { zurichDay } from '~/lib/dates'
import { formatChf, rappenToDecimal } from '~/lib/money'
import { auditPage, exportCsv } from '~/modules/admin/audit'
import { approve, changeSubscription, listApplications, listMembers } from '~/modules/admin/hotels'
import { addIncidentAction, createIncident, listIncidents } from '~/modules/admin/incidents'
import { LETTER_TYPES, letterFor } from '~/modules/admin/letters'
import { auditQuery, createRequestBody, membersQuery, paymentsQuery, requestsQuery } from '~/modules/admin/model'
import { overview } from '~/modules/admin/overview'
import { paymentList, refund } from '~/modules/admin/payments'
import { createReportsPort } from '~/modules/admin/reports-adapter'
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
import type { AuthHooks } from '~/modules/auth/hooks'
import { findUserByEmail } from '~/modules/auth/public'
import { createGateway } from '~/modules/billing/gateway'
import { documentsDirOf, documentsOf, openDocument } from '~/modules/verification/service'
import { createReportHooks } from '~/server/hooks'
import { type Args, amount, B, type Command, checked, choice, text as opt, positional, required, S } from './args'
import { printTable } from './table'

type Ctx = {
  config: Config
  clock: Clock
  handle: { db: Db }
  deps: { db: Db; clock: Clock; chainKey: string; config: Config; hooks: AuthHooks }
}

const day = (iso: string | null | undefined) => (iso ? zurichDay(new Date(iso)) : '')
const AUDIT_FILTERS = { actor: S, action: S, 'target-type': S, 'target-id': S, from: S, to: S }

function adminDeps(ctx: Ctx) {
  const { db, clock, chainKey } = ctx.deps
  const reports = createReportsPort({
    db,
    clock,
    chainKey,
    config: ctx.config,
    hooks: createReportHooks(ctx.deps),
    uploadsDir: uploadsDirOf(ctx.config),
  })
  return {
    ...ctx.deps,
    reports,
    gateway: createGateway(ctx.config, ctx.deps),
  }
}

const memberId = (ctx: Ctx, email: string) => {
  const user = findUserByEmail(ctx.deps, email)
  if (!user) throw new AppError('NOT_FOUND', 'auth.userNotFound', { field: 'email' })
  return user.id
}

export function adminCommands<C extends Ctx>(flushMail: (ctx: C) => Promise<number>): Record<string, Command<C>> {
  const mailed = async (ctx: C) => {
    if (await flushMail(ctx))
      console.log(ctx.config.SMTP_URL ? 'E-mail sent.' : `E-mail written to ${join(ctx.config.DATA_DIR, 'mail')}.`)
  }
  return {
    overview: {
      usage: 'overview',
      help: 'What needs an operator now (the console overview): pending hotels, reports, transfers, requests due…',
      run(ctx) {
        const o = overview(adminDeps(ctx))
        printTable(
          Object.entries(o).map(([what, value]) => ({
            what,
            count:
              value === null
                ? '-'
                : typeof value !== 'object'
                  ? String(value)
                  : 'low' in value
                    ? `${value.freeMb} MB free${value.low ? ` (below the floor of ${value.floorMb} MB)` : ''}`
                    : value.ok
                      ? 'ok'
                      : `broken at ${value.brokenAtSeq}`,
          })),
        )
        return 0
      },
    },
    'hotels:applications': {
      usage: 'hotels:applications',
      help: 'Pending applications with address, UID, declaration and registration payment, oldest first.',
      run(ctx) {
        const rows = []
        let after: string | undefined
        do {
          const page = listApplications(adminDeps(ctx), { after })
          rows.push(...page.applications)
          after = page.next ?? undefined
        } while (after)
        if (rows.length === 0) console.log('No application waits for a decision.')
        else
          printTable(
            rows.map((a) => ({
              email: a.email,
              hotel: a.company?.name ?? '',
              city: a.company?.city ?? '',
              uid: a.company?.uid ?? '',
              declaration: a.declaration ? a.declaration.fullName : 'none',
              payment: `${a.payment.status}${a.payment.reference ? ` ${a.payment.reference}` : ''}`,
              since: day(a.createdAt),
            })),
          )
        return 0
      },
    },
    'members:search': {
      usage: 'members:search [text] [--status pending|approved|rejected|suspended|closed] [--after cursor]',
      help: 'Find hotel accounts by name, e-mail or city, with subscription state and expiry, 25 at a time.',
      options: { status: S, after: S },
      run(ctx, args) {
        const query = checked(membersQuery, {
          q: args.positional.join(' '),
          status: opt(args, 'status'),
          after: opt(args, 'after'),
        })
        const result = listMembers(ctx.deps, query)
        if (result.total !== null) console.log(`${result.total} member(s).`)
        if (result.next) console.log(`More: add --after ${result.next}`)
        printTable(
          result.members.map((m) => ({
            email: m.email,
            hotel: m.company?.name ?? '',
            city: m.company?.city ?? '',
            status: m.status,
            subscription: m.subscription.state,
            expires: day(m.subscription.expiresAt),
          })),
        )
        return 0
      },
    },
    'subscription:extend': {
      usage: 'subscription:extend <email> --reason "…"',
      help: 'Extend a member’s subscription by 12 months from its current expiry, with the reason.',
      options: { reason: S },
      run(ctx, args) {
        const sub = changeSubscription(ctx.deps, {
          userId: memberId(ctx, positional(args, 0, 'the e-mail')),
          action: 'extend',
          reason: required(args, 'reason', 'the reason'),
          actor: OPERATOR,
        })
        console.log(`Subscription now runs until ${day(sub.expiresAt)}.`)
        return 0
      },
    },
    'subscription:set': {
      usage: 'subscription:set <email> <YYYY-MM-DD> --reason "…"',
      help: 'Correct a member’s subscription expiry date, with the reason.',
      options: { reason: S },
      run(ctx, args) {
        const sub = changeSubscription(ctx.deps, {
          userId: memberId(ctx, positional(args, 0, 'the e-mail')),
          action: 'set',
          expiresOn: positional(args, 1, 'the new expiry date (YYYY-MM-DD)'),
          reason: required(args, 'reason', 'the reason'),
          actor: OPERATOR,
        })
        console.log(`Subscription now runs until ${day(sub.expiresAt)}.`)
        return 0
      },
    },
    'payments:list': {
      usage: 'payments:list [--kind card|transfer]',
      help: 'The latest payments with provider reference, amount, status and what was refunded.',
      options: { kind: S },
      run(ctx, args) {
        const { payments } = paymentList(ctx.deps, checked(paymentsQuery, { kind: opt(args, 'kind') }))
        if (payments.length === 0) console.log('No payments.')
        printTable(
          payments.map((p) => ({
            id: p.id,
            date: day(p.createdAt),
            email: p.email,
            method: p.provider,
            reference: p.reference,
            'amount CHF': rappenToDecimal(p.amountRappen),
            status: p.status,
            refunded: p.refundedRappen ? rappenToDecimal(p.refundedRappen) : '',
          })),
        )
        return 0
      },
    },
    'payments:refund': {
      usage: 'payments:refund <payment id> [--amount CHF] --reason "…"',
      help: 'Refund a paid payment (through Stripe for card payments when configured), with the reason.',
      options: { amount: S, reason: S },
      async run(ctx, args) {
        const row = await refund(adminDeps(ctx), {
          paymentId: positional(args, 0, 'the payment id (payments:list)'),
          amountRappen: amount(args, 'amount'),
          reason: required(args, 'reason', 'the reason'),
          actor: OPERATOR,
        })
        console.log(
          `Refund of ${formatChf(row.amountRappen)} recorded${row.providerRefundId ? ` (${row.providerRefundId})` : ''}.`,
        )
        return 0
      },
    },
    'audit:list': {
      usage:
        'audit:list [--actor email|system|operator|anonymous] [--action a] [--target-type t] [--target-id id] [--from YYYY-MM-DD] [--to YYYY-MM-DD]',
      help: 'The latest 50 audit entries matching the filters, newest first.',
      options: AUDIT_FILTERS,
      run(ctx, args) {
        const page = auditPage(ctx.deps, auditQueryOf(args))
        if (page.entries.length === 0) console.log('No entry matches.')
        printTable(
          page.entries.map((e) => ({
            seq: String(e.seq),
            at: e.at.slice(0, 19),
            actor: e.actorEmail ?? e.actorType,
            action: e.action,
            target: e.targetType ? `${e.targetType}:${e.targetId ?? ''}` : '',
          })),
        )
        return 0
      },
    },
    'audit:export': {
      usage: 'audit:export --out file.csv [filters as audit:list]',
      help: 'Write the filtered audit entries as CSV (the export is itself audited).',
      options: { out: S, ...AUDIT_FILTERS },
      run(ctx, args) {
        const out = required(args, 'out', 'the output file')
        const lines = [...exportCsv(ctx.deps, auditQueryOf(args), OPERATOR)]
        writeFileSync(out, lines.join(''))
        console.log(`${lines.length - 1} entries written to ${out}.`)
        return 0
      },
    },
    'requests:list': {
      usage: 'requests:list [--status due|open|forwarded|answered|closed]',
      help: 'The data-subject request register, most urgent first.',
      options: { status: S },
      run(ctx, args) {
        const rows = listRequests(ctx.deps, checked(requestsQuery, { status: opt(args, 'status') }))
        if (rows.length === 0) console.log('No request.')
        printTable(
          rows.map((r) => ({
            id: r.id,
            received: r.receivedOn,
            requester: r.requesterName,
            kind: r.kind,
            hotel: r.hotel,
            due: r.dueOn,
            status: r.status,
          })),
        )
        return 0
      },
    },
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
    'requests:forward': {
      usage: 'requests:forward <id>',
      help: 'E-mail the request to the hotel concerned, with the link to answer it in its member area.',
      async run(ctx, args) {
        forwardRequest(adminDeps(ctx), { id: positional(args, 0, 'the request id'), actor: OPERATOR })
        console.log('Request forwarded to the hotel.')
        await mailed(ctx)
        return 0
      },
    },
    'requests:remind': {
      usage: 'requests:remind <id>',
      help: 'Remind the hotel of a forwarded request it has not answered.',
      async run(ctx, args) {
        remindHotel(adminDeps(ctx), { id: positional(args, 0, 'the request id'), actor: OPERATOR })
        console.log('Reminder sent.')
        await mailed(ctx)
        return 0
      },
    },
    'requests:dispute': {
      usage: 'requests:dispute <id> <report id> [--lift] --reason "…"',
      help: 'Mark a report of the request disputed (kept while disputed), or lift the dispute.',
      options: { lift: B, reason: S },
      run(ctx, args) {
        disputeReport(adminDeps(ctx), {
          id: positional(args, 0, 'the request id'),
          reportId: positional(args, 1, 'the report id'),
          disputed: !args.options.lift,
          reason: required(args, 'reason', 'the reason'),
          actor: OPERATOR,
        })
        console.log(args.options.lift ? 'Dispute lifted.' : 'Report marked disputed.')
        return 0
      },
    },
    'requests:correct': {
      usage: 'requests:correct <id> <report id> --field <form field> --value "…" --reason "…"',
      help: 'Correct one field of a report of the request (report form rules apply); the hotel is e-mailed.',
      options: { field: S, value: S, reason: S },
      async run(ctx, args) {
        correctRequestReport(adminDeps(ctx), {
          id: positional(args, 0, 'the request id'),
          reportId: positional(args, 1, 'the report id'),
          fields: { [required(args, 'field', 'the field')]: opt(args, 'value') ?? '' },
          reason: required(args, 'reason', 'the reason'),
          actor: OPERATOR,
        })
        console.log('Report corrected; the hotel is told.')
        await mailed(ctx)
        return 0
      },
    },
    'requests:delete-report': {
      usage: 'requests:delete-report <id> <report id> --reason "…"',
      help: 'Delete a report of the request (a record without personal data stays); the hotel is e-mailed.',
      options: { reason: S },
      async run(ctx, args) {
        await deleteRequestReport(adminDeps(ctx), {
          id: positional(args, 0, 'the request id'),
          reportId: positional(args, 1, 'the report id'),
          reason: required(args, 'reason', 'the reason'),
          actor: OPERATOR,
        })
        console.log('Report deleted; the hotel is told.')
        await mailed(ctx)
        return 0
      },
    },
    'hotels:documents': {
      usage: 'hotels:documents <email> [--save <document id> --out <file>]',
      help: "List a hotel's verification documents (representative's ID), or save one to a file (audited).",
      options: { save: S, out: S },
      async run(ctx, args) {
        const userId = memberId(ctx, positional(args, 0, 'the e-mail'))
        const save = opt(args, 'save')
        if (!save) {
          const rows = documentsOf(ctx.handle, userId)
          if (rows.length === 0) console.log('No document uploaded.')
          else
            printTable(
              rows.map((d) => ({
                id: d.id,
                name: d.name,
                type: d.type,
                bytes: String(d.size),
                uploaded: day(d.uploadedAt),
              })),
            )
          return 0
        }
        const opened = openDocument(
          { ...ctx.deps, documentsDir: documentsDirOf(ctx.config) },
          { reader: { role: 'operator', id: null }, documentId: save, inline: false },
        )
        const out = required(args, 'out', 'the file to write')
        await Bun.write(out, Bun.file(opened.path))
        console.log(`Saved ${opened.row.originalName} to ${out}.`)
        return 0
      },
    },
    'requests:close': {
      usage: 'requests:close <id> --outcome "…"',
      help: 'Close a request with its outcome.',
      options: { outcome: S },
      run(ctx, args) {
        closeRequest(adminDeps(ctx), {
          id: positional(args, 0, 'the request id'),
          outcome: required(args, 'outcome', 'the outcome'),
          actor: OPERATOR,
        })
        console.log('Request closed.')
        return 0
      },
    },
    'requests:letter': {
      usage: 'requests:letter <id> --type acknowledgement|answer [--locale en|fr|de|it]',
      help: 'Print the letter to the requester (an access answer lists the data held and who wrote it).',
      options: { type: S, locale: S },
      run(ctx, args) {
        required(args, 'type', 'the letter type')
        const letter = letterFor(adminDeps(ctx), {
          id: positional(args, 0, 'the request id'),
          type: choice(args, 'type', LETTER_TYPES)!,
          locale: choice(args, 'locale', LOCALES),
          actor: OPERATOR,
        })
        console.log(letter.text)
        return 0
      },
    },
    'incidents:list': {
      usage: 'incidents:list',
      help: 'The breach register with each incident’s 72-hour deadline.',
      run(ctx) {
        const rows = listIncidents(ctx.deps)
        if (rows.length === 0) console.log('No incident recorded.')
        printTable(
          rows.map((i) => ({
            id: i.id,
            title: i.title,
            detected: i.detectedAt.slice(0, 16),
            deadline: i.deadline.slice(0, 16),
            notified: i.authorityNotifiedAt?.slice(0, 16) ?? (i.overdue ? 'OVERDUE' : 'no'),
            closed: day(i.closedAt),
          })),
        )
        return 0
      },
    },
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
    'hotels:approve': {
      usage: 'hotels:approve <email> [--note "…"] [--without-document "reason"]',
      help: "Approve a pending hotel (refused unless its registration payment is confirmed, and without a copy of the representative's ID unless --without-document gives the reason) and send the access e-mail.",
      options: { note: S, 'without-document': S },
      async run(ctx, args) {
        const user = approve(adminDeps(ctx), {
          userId: memberId(ctx, positional(args, 0, 'the e-mail')),
          note: opt(args, 'note'),
          withoutDocument: opt(args, 'without-document'),
          actor: OPERATOR,
        })
        console.log(`Hotel ${user.email} approved; the access e-mail is in the outbox.`)
        await mailed(ctx)
        return 0
      },
    },
  }
}

/** The audit filters of audit:list and audit:export, checked with the console's own query schema. */
function auditQueryOf(args: Args) {
  return checked(
    auditQuery,
    {
      actor: opt(args, 'actor'),
      action: opt(args, 'action'),
      targetType: opt(args, 'target-type'),
      targetId: opt(args, 'target-id'),
      from: opt(args, 'from'),
      to: opt(args, 'to'),
    },
    { targetType: 'target-type', targetId: 'target-id' },
  )
}
