// Operator commands of the admin console: the same services the console calls, writing the same audit entries
// (as the operator). Every console action has its command here or in main.ts / billing-commands.ts.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatChf, rappenToDecimal } from '~/lib/money'
import { auditPage, exportCsv } from '~/modules/admin/audit'
import { approve, changeSubscription, listApplications, listMembers } from '~/modules/admin/hotels'
import { auditQuery, membersQuery, paymentsQuery } from '~/modules/admin/model'
import { overview } from '~/modules/admin/overview'
import { paymentList, refund } from '~/modules/admin/payments'
import { OPERATOR } from '~/modules/audit/model'
import { documentsDirOf, documentsOf, openDocument } from '~/modules/verification/service'
import { type AdminCtx, adminDeps, day, memberId } from './admin-context'
import { type Args, action, amount, type Command, checked, text as opt, positional, reason, required, S } from './args'
import { offsiteFor, offsiteWords } from './backup-commands'
import { dataProtectionCommands } from './data-protection-commands'
import { noticeCommands } from './notice-commands'
import { listing, printTable } from './table'

const AUDIT_FILTERS = { actor: S, action: S, 'target-type': S, 'target-id': S, from: S, to: S }

export function adminCommands<C extends AdminCtx>(flushMail: (ctx: C) => Promise<number>): Record<string, Command<C>> {
  const mailed = async (ctx: C) => {
    if (await flushMail(ctx))
      console.log(ctx.config.SMTP_URL ? 'E-mail sent.' : `E-mail written to ${join(ctx.config.DATA_DIR, 'mail')}.`)
  }
  return {
    overview: {
      usage: 'overview',
      help: 'What needs an operator now (the console overview): pending hotels, reports, transfers, requests due…',
      run(ctx) {
        const o = overview({ ...adminDeps(ctx), offsite: offsiteFor(ctx) })
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
                    : 'stale' in value
                      ? offsiteWords(value)
                      : value.ok
                        ? 'ok'
                        : `broken at ${value.brokenAtSeq}`,
          })),
        )
        return 0
      },
    },
    'hotels:applications': listing({
      usage: 'hotels:applications',
      help: 'Pending applications with address, UID, declaration and registration payment, oldest first.',
      none: 'No application waits for a decision.',
      rows(ctx) {
        const rows = []
        let after: string | undefined
        do {
          const page = listApplications(adminDeps(ctx), { after })
          rows.push(...page.applications)
          after = page.next ?? undefined
        } while (after)
        return rows.map((a) => ({
          email: a.email,
          hotel: a.company?.name ?? '',
          city: a.company?.city ?? '',
          uid: a.company?.uid ?? '',
          declaration: a.declaration ? a.declaration.fullName : 'none',
          payment: `${a.payment.status}${a.payment.reference ? ` ${a.payment.reference}` : ''}`,
          since: day(a.createdAt),
        }))
      },
    }),
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
    'subscription:extend': action({
      usage: 'subscription:extend <email> --reason "…"',
      help: 'Extend a member’s subscription by 12 months from its current expiry, with the reason.',
      options: { reason: S },
      act(ctx, args) {
        const sub = changeSubscription(ctx.deps, {
          userId: memberId(ctx, positional(args, 0, 'the e-mail')),
          action: 'extend',
          reason: reason(args),
          actor: OPERATOR,
        })
        return `Subscription now runs until ${day(sub.expiresAt)}.`
      },
    }),
    'subscription:set': action({
      usage: 'subscription:set <email> <YYYY-MM-DD> --reason "…"',
      help: 'Correct a member’s subscription expiry date, with the reason.',
      options: { reason: S },
      act(ctx, args) {
        const sub = changeSubscription(ctx.deps, {
          userId: memberId(ctx, positional(args, 0, 'the e-mail')),
          action: 'set',
          expiresOn: positional(args, 1, 'the new expiry date (YYYY-MM-DD)'),
          reason: reason(args),
          actor: OPERATOR,
        })
        return `Subscription now runs until ${day(sub.expiresAt)}.`
      },
    }),
    'payments:list': listing({
      usage: 'payments:list [--kind card|transfer]',
      help: 'The latest payments with provider reference, amount, status and what was refunded.',
      options: { kind: S },
      none: 'No payments.',
      rows(ctx, args) {
        const { payments } = paymentList(ctx.deps, checked(paymentsQuery, { kind: opt(args, 'kind') }))
        return payments.map((p) => ({
          id: p.id,
          date: day(p.createdAt),
          email: p.email,
          method: p.provider,
          reference: p.reference,
          'amount CHF': rappenToDecimal(p.amountRappen),
          status: p.status,
          refunded: p.refundedRappen ? rappenToDecimal(p.refundedRappen) : '',
        }))
      },
    }),
    'payments:refund': action({
      usage: 'payments:refund <payment id> [--amount CHF] --reason "…"',
      help: 'Refund a paid payment (through Stripe for card payments when configured), with the reason.',
      options: { amount: S, reason: S },
      async act(ctx, args) {
        const row = await refund(adminDeps(ctx), {
          paymentId: positional(args, 0, 'the payment id (payments:list)'),
          amountRappen: amount(args, 'amount'),
          reason: reason(args),
          actor: OPERATOR,
        })
        return `Refund of ${formatChf(row.amountRappen)} recorded${row.providerRefundId ? ` (${row.providerRefundId})` : ''}.`
      },
    }),
    'audit:list': listing({
      usage:
        'audit:list [--actor email|system|operator|anonymous] [--action a] [--target-type t] [--target-id id] [--from YYYY-MM-DD] [--to YYYY-MM-DD]',
      help: 'The latest 50 audit entries matching the filters, newest first.',
      options: AUDIT_FILTERS,
      none: 'No entry matches.',
      rows: (ctx, args) =>
        auditPage(ctx.deps, auditQueryOf(args)).entries.map((e) => ({
          seq: String(e.seq),
          at: e.at.slice(0, 19),
          actor: e.actorEmail ?? e.actorType,
          action: e.action,
          target: e.targetType ? `${e.targetType}:${e.targetId ?? ''}` : '',
        })),
    }),
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
    ...dataProtectionCommands<C>(mailed),
    ...noticeCommands<C>(),
    'hotels:approve': action({
      usage: 'hotels:approve <email> [--note "…"] [--without-document "reason"]',
      help: "Approve a pending hotel (refused unless its registration payment is confirmed, and without a copy of the representative's ID unless --without-document gives the reason) and send the access e-mail.",
      options: { note: S, 'without-document': S },
      mail: mailed,
      act(ctx, args) {
        const user = approve(adminDeps(ctx), {
          userId: memberId(ctx, positional(args, 0, 'the e-mail')),
          note: opt(args, 'note'),
          withoutDocument: opt(args, 'without-document'),
          actor: OPERATOR,
        })
        return `Hotel ${user.email} approved; the access e-mail is in the outbox.`
      },
    }),
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
