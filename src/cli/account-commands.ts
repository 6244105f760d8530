// Operator commands of accounts: the first administrator, hotel and user decisions (backups: backup-commands.ts).

import { resolveSessionSecret } from '~/kernel/config'
import { PASSWORD_MIN_LENGTH } from '~/lib/constants'
import { zurichDay } from '~/lib/dates'
import { OPERATOR } from '~/modules/audit/model'
import { resetSecondFactor } from '~/modules/auth/mfa/changes'
import { issueEnrolmentCode } from '~/modules/auth/mfa/enrolment-code'
import { generatePassword } from '~/modules/auth/passwords'
import { peopleOfHotel } from '~/modules/auth/public'
import { USER_STATUSES } from '~/modules/auth/schema'
import { createAdmin, listHotels, reactivateUser, rejectHotel, suspendUser } from '~/modules/auth/service'
import { findUserByEmail } from '~/modules/auth/users'
import { endOnRejection } from '~/modules/billing/public'
import { type Args, action, type Command, choice, positional, reason, S, UsageError } from './args'
import type { Context } from './context'
import { listing } from './table'

const sessionSecretOf = (ctx: Context) => resolveSessionSecret(ctx.config.DATA_DIR, ctx.config.SESSION_SECRET)

/** The administrator's one-time enrolment code (ADR 276): printed once, handed over apart from the password. */
function printEnrolmentCode({ code, expiresAt }: { code: string; expiresAt: string }) {
  console.log(
    `Enrolment code for the first second factor (shown only once, valid until ${expiresAt.slice(0, 16).replace('T', ' ')} UTC, used once; hand it over apart from the password): ${code}`,
  )
}

const emailArg = (args: Args) => positional(args, 0, 'the e-mail address of the account')
/** The account a command acts on, the reason, and the operator as the actor. */
const asOperator = (args: Args) => ({ email: emailArg(args), reason: reason(args), actor: OPERATOR })

/** Reads a line from the terminal without echoing it. */
async function askHidden(question: string): Promise<string> {
  process.stdout.write(question)
  const stdin = process.stdin
  stdin.setRawMode(true)
  stdin.resume()
  let value = ''
  try {
    for await (const chunk of stdin) {
      for (const ch of String(chunk)) {
        if (ch === '\r' || ch === '\n') return value
        if (ch === '\u0003') throw new UsageError('Cancelled.')
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1)
        else value += ch
      }
    }
    return value
  } finally {
    stdin.setRawMode(false)
    stdin.pause()
    process.stdout.write('\n')
  }
}

export function accountCommands(flushMail: (ctx: Context) => Promise<number>): Record<string, Command<Context>> {
  return {
    'admin:create': {
      usage: 'admin:create <email>',
      help: 'Create an administrator. Asks for the password on a terminal, otherwise generates one and prints it once; prints the one-time enrolment code (24 hours) its first second factor needs.',
      async run(ctx, args) {
        const email = emailArg(args)
        let password: string
        let generated = false
        if (process.stdin.isTTY) {
          password = await askHidden(
            `Password for ${email} (at least ${PASSWORD_MIN_LENGTH} characters, empty to generate): `,
          )
          if (password === '') {
            password = generatePassword()
            generated = true
          } else {
            if (password.length < PASSWORD_MIN_LENGTH)
              throw new UsageError(`The password needs at least ${PASSWORD_MIN_LENGTH} characters.`)
            if ((await askHidden('Repeat the password: ')) !== password)
              throw new UsageError('The passwords do not match.')
          }
        } else {
          password = generatePassword()
          generated = true
        }
        const user = await createAdmin(ctx.deps, { email, password, actor: OPERATOR })
        console.log(`Administrator ${user.email} created.`)
        if (generated) console.log(`Password (shown only once, store it safely): ${password}`)
        printEnrolmentCode(
          issueEnrolmentCode(
            { ...ctx.deps, sessionSecret: sessionSecretOf(ctx) },
            { userId: user.id, actor: OPERATOR },
          ),
        )
        return 0
      },
    },
    'hotels:list': listing({
      usage: `hotels:list [--status ${USER_STATUSES.join('|')}]`,
      help: 'List hotel accounts, oldest first, optionally of one status.',
      options: { status: S },
      none: (args) => (args.options.status ? `No ${args.options.status} hotels.` : 'No hotels yet.'),
      rows: (ctx, args) =>
        listHotels(ctx.deps, { status: choice(args, 'status', USER_STATUSES) }).map(({ user, company }) => ({
          email: user.email,
          hotel: company?.companyName ?? '',
          city: company?.city ?? '',
          stars: company ? String(company.stars) : '',
          status: user.status,
          since: zurichDay(new Date(user.createdAt)),
        })),
    }),
    'team:list': listing({
      usage: 'team:list <email>',
      help: 'List the people of the hotel of this account (its owner or staff): role, status, e-mail, name.',
      none: 'No one.',
      rows(ctx, args) {
        const user = findUserByEmail(ctx.deps, emailArg(args))
        if (!user?.companyId) throw new UsageError('No hotel account has this e-mail address.')
        return peopleOfHotel(ctx.deps, user.companyId).map((person) => ({
          role: person.teamRole,
          status: person.status,
          email: person.email || '(released)',
          name: `${person.fName} ${person.lName}`.trim(),
          since: zurichDay(new Date(person.createdAt)),
        }))
      },
    }),
    'hotels:reject': action({
      usage: 'hotels:reject <email> --reason "…"',
      help: 'Reject a pending hotel (its subscription ends); the reason is e-mailed to it in its language and kept in the audit log.',
      options: { reason: S },
      mail: flushMail,
      act(ctx, args) {
        // The subscription ends in the rejection's transaction, as in the console (ADR 219); no refund from here.
        const user = ctx.deps.db.transaction((tx) => {
          const rejected = rejectHotel({ ...ctx.deps, db: tx }, asOperator(args))
          endOnRejection({ ...ctx.deps, db: tx }, rejected.id, OPERATOR)
          return rejected
        })
        return `Hotel ${user.email} rejected; the reason is in the outbox.`
      },
    }),
    'users:suspend': action({
      usage: 'users:suspend <email> --reason "…"',
      help: 'Suspend an account, with the reason; its sessions end at once (an owner: the whole hotel).',
      options: { reason: S },
      act(ctx, args) {
        const user = suspendUser(ctx.deps, asOperator(args))
        return `Account ${user.email} suspended; its sessions have ended.`
      },
    }),
    'users:reactivate': action({
      usage: 'users:reactivate <email> --reason "…"',
      help: 'Lift a suspension, with the reason: the account is approved again.',
      options: { reason: S },
      act(ctx, args) {
        const user = reactivateUser(ctx.deps, asOperator(args))
        return `Account ${user.email} reactivated.`
      },
    }),
    'mfa:reset': {
      usage: 'mfa:reset <email> --reason "…"',
      help: 'Remove every second factor (app, passkeys, recovery codes) of a person who lost them; audited and mailed. An administrator gets a new one-time enrolment code (24 hours), printed.',
      options: { reason: S },
      async run(ctx, args) {
        const { user, enrolmentCode } = resetSecondFactor(
          { ...ctx.deps, sessionSecret: sessionSecretOf(ctx) },
          asOperator(args),
        )
        console.log(`Every second factor of ${user.email} removed; they add a new one at their next sign-in.`)
        if (enrolmentCode) printEnrolmentCode(enrolmentCode)
        await flushMail(ctx)
        return 0
      },
    },
  }
}
