// Operator commands over the same services and database as the server: `bun run cli <command>`.
import { join } from 'node:path'
import { DB_FILE, RestoreError } from '~/db/backup'
import { openDatabase } from '~/db/client'
import { systemClock } from '~/kernel/clock'
import { ConfigError, loadConfig } from '~/kernel/config'
import { AppError } from '~/kernel/errors'
import { serverLL } from '~/kernel/i18n'
import { createLogger } from '~/kernel/log'
import { PASSWORD_MIN_LENGTH } from '~/lib/constants'
import { zurichDay } from '~/lib/dates'
import { resolveAuditKey } from '~/modules/audit/key'
import { OPERATOR } from '~/modules/audit/model'
import { setAuditKey } from '~/modules/audit/service'
import { generatePassword } from '~/modules/auth/passwords'
import { USER_STATUSES, type UserStatus } from '~/modules/auth/schema'
import { createAdmin, listHotels, reactivateUser, rejectHotel, suspendUser } from '~/modules/auth/service'
import { restoreBackup, runBackup } from '~/modules/backups/service'
import { deliverPending } from '~/modules/mail/service'
import { createTransport } from '~/modules/mail/transport'
import { createAuthHooks } from '~/server/hooks'
import { translateKey } from '~/web/i18n/translateKey'
import { adminCommands } from './admin-commands'
import { auditCommands } from './audit-commands'
import { billingCommands } from './billing-commands'
import { jobsCommands } from './jobs-commands'
import { searchCommands } from './search-commands'
import { printTable } from './table'

type Context = ReturnType<typeof openContext>
type Command = {
  usage: string
  help: string
  /** The command opens the database itself (restore must not hold it open). */
  withoutDatabase?: true
  run(ctx: Context, args: Args): Promise<number> | number
}
type Args = { positional: string[]; options: Record<string, string | true> }

class UsageError extends Error {}

function parseArgs(argv: string[]): Args {
  const positional: string[] = []
  const options: Record<string, string | true> = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split('=', 2) as [string, string | undefined]
      const next = argv[i + 1]
      if (inline !== undefined) options[key] = inline
      else if (next !== undefined && !next.startsWith('--')) {
        options[key] = next
        i++
      } else options[key] = true
    } else positional.push(arg)
  }
  return { positional, options }
}

function openContext({ withoutDatabase = false } = {}) {
  const config = loadConfig()
  const log = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL)
  // The same audit chain key as the server (DATA_DIR/audit-chain-key).
  if (!withoutDatabase) setAuditKey(resolveAuditKey(config.DATA_DIR))
  const handle = withoutDatabase
    ? ({ close() {} } as ReturnType<typeof openDatabase>)
    : openDatabase(join(config.DATA_DIR, DB_FILE))
  // The CLI reads the wall time, like the server (ADR 165).
  const clock = systemClock
  const deps = { db: handle.db, clock, config, hooks: createAuthHooks({ db: handle.db, config }) }
  return { config, log, clock, handle, deps }
}

const emailArg = (args: Args) => {
  const email = args.positional[0]
  if (!email) throw new UsageError('Give the e-mail address of the account.')
  return email
}

const reasonArg = (args: Args) => {
  const reason = args.options.reason
  if (typeof reason !== 'string' || !reason.trim()) throw new UsageError('Give the reason: --reason "…"')
  return reason.trim()
}

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

/** Sends what the command queued right away, so the e-mail is out (or in DATA_DIR/mail) when the command ends. */
async function flushMail(ctx: Context) {
  const transport = createTransport(ctx.config, ctx.log)
  try {
    const { sent, failed } = await deliverPending({ db: ctx.handle.db, transport, log: ctx.log })
    if (failed) console.log(`${failed} e-mail(s) could not be sent now; the server's outbox worker will retry.`)
    return sent
  } finally {
    transport.close()
  }
}

const commands: Record<string, Command> = {
  'admin:create': {
    usage: 'admin:create <email>',
    help: 'Create an administrator. Asks for the password on a terminal, otherwise generates one and prints it once.',
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
      return 0
    },
  },
  'hotels:list': {
    usage: 'hotels:list [--status pending|approved|rejected|suspended]',
    help: 'List hotel accounts, oldest first, optionally of one status.',
    run(ctx, args) {
      const status = args.options.status
      if (status !== undefined && !(USER_STATUSES as readonly unknown[]).includes(status)) {
        throw new UsageError(`--status must be one of ${USER_STATUSES.join(', ')}.`)
      }
      const rows = listHotels(ctx.deps, { status: status as UserStatus | undefined })
      if (rows.length === 0) {
        console.log(status ? `No ${status} hotels.` : 'No hotels yet.')
        return 0
      }
      const table = rows.map(({ user, company }) => ({
        email: user.email,
        hotel: company?.companyName ?? '',
        city: company?.city ?? '',
        stars: company ? String(company.stars) : '',
        status: user.status,
        since: zurichDay(new Date(user.createdAt)),
      }))
      printTable(table)
      return 0
    },
  },
  'hotels:reject': {
    usage: 'hotels:reject <email> --reason "…"',
    help: 'Reject a pending hotel; the reason is e-mailed to it in its language and kept in the audit log.',
    async run(ctx, args) {
      const user = rejectHotel(ctx.deps, { email: emailArg(args), reason: reasonArg(args), actor: OPERATOR })
      console.log(`Hotel ${user.email} rejected; the reason is in the outbox.`)
      await flushMail(ctx)
      return 0
    },
  },
  'users:suspend': {
    usage: 'users:suspend <email> --reason "…"',
    help: 'Suspend an account, with the reason; its sessions end at once.',
    run(ctx, args) {
      const user = suspendUser(ctx.deps, { email: emailArg(args), reason: reasonArg(args), actor: OPERATOR })
      console.log(`Account ${user.email} suspended; its sessions have ended.`)
      return 0
    },
  },
  'users:reactivate': {
    usage: 'users:reactivate <email> --reason "…"',
    help: 'Lift a suspension, with the reason: the account is approved again.',
    run(ctx, args) {
      const user = reactivateUser(ctx.deps, { email: emailArg(args), reason: reasonArg(args), actor: OPERATOR })
      console.log(`Account ${user.email} reactivated.`)
      return 0
    },
  },
  'backup:create': {
    usage: 'backup:create',
    help: 'Write a backup set (VACUUM INTO copy + uploads) to DATA_DIR/backups now, rotate, and print its folder.',
    run(ctx) {
      const { set } = runBackup({ db: ctx.handle, dataDir: ctx.config.DATA_DIR }, new Date(), OPERATOR)
      console.log(`Backup written to ${set.dir} (${set.files} uploaded file(s))`)
      return 0
    },
  },
  'backup:restore': {
    usage: 'backup:restore <backup folder or .sqlite file>',
    help: 'Stop the server first. Verifies integrity_check and the audit chain of the copy, then swaps it in.',
    withoutDatabase: true,
    run(ctx, args) {
      const path = args.positional[0]
      if (!path) throw new UsageError('Give the backup folder (DATA_DIR/backups/kyg-…) or its .sqlite file.')
      try {
        const done = restoreBackup({ dataDir: ctx.config.DATA_DIR, path, actor: OPERATOR }, () =>
          openDatabase(join(ctx.config.DATA_DIR, DB_FILE)),
        )
        console.log(
          `Restored: integrity ok, audit chain of ${done.entries} entries verified, ${done.files} file(s) in uploads.`,
        )
        console.log(`The replaced data is kept in ${done.keptAs}; delete it once the app serves the restored data.`)
        return 0
      } catch (error) {
        if (error instanceof RestoreError) {
          console.error(`Not restored: ${error.message}`)
          return 1
        }
        throw error
      }
    },
  },
  ...billingCommands(flushMail),
  ...jobsCommands(),
  ...searchCommands(),
  ...auditCommands(),
  ...adminCommands(flushMail),
}

function printHelp() {
  console.log('Usage: bun run cli <command> [arguments]\n\nCommands:')
  const width = Math.max(...Object.values(commands).map((c) => c.usage.length))
  for (const c of Object.values(commands)) console.log(`  ${c.usage.padEnd(width)}  ${c.help}`)
  console.log('\nThe CLI uses DATA_DIR (default ./data) like the server, and the same database file.')
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    printHelp()
    return name ? 0 : 1
  }
  const command = commands[name]
  if (!command) {
    console.error(`Unknown command "${name}". Run \`bun run cli --help\` for the list.`)
    return 2
  }
  const args = parseArgs(rest)
  if (args.options.help) {
    console.log(`Usage: bun run cli ${command.usage}\n${command.help}`)
    return 0
  }
  let ctx: Context | undefined
  try {
    ctx = openContext({ withoutDatabase: command.withoutDatabase })
    return await command.run(ctx, args)
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\nUsage: bun run cli ${command.usage}`)
      return 2
    }
    if (error instanceof ConfigError) {
      console.error(error.message)
      return 1
    }
    if (error instanceof AppError) {
      const text = translateKey(serverLL('en'), error.message)
      console.error(error.extra.field ? `${error.extra.field}: ${text}` : text)
      return 1
    }
    throw error
  } finally {
    ctx?.handle.close()
  }
}

process.exit(await main(process.argv.slice(2)))
