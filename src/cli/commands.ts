// Every operator command, and the help that lists them within 100 columns (README's command table lists the same
// commands, checked by src/cli/cli.test.ts).
import { deliverPending } from '~/modules/mail/service'
import { createTransport } from '~/modules/mail/transport'
import { secretIssuers } from '~/server/hooks'
import { accountCommands } from './account-commands'
import { adminCommands } from './admin-commands'
import { apiKeysCommands } from './apikeys-commands'
import type { Command } from './args'
import { auditCommands } from './audit-commands'
import { backupCommands } from './backup-commands'
import { billingCommands } from './billing-commands'
import type { Context } from './context'
import { jobsCommands } from './jobs-commands'
import { searchCommands } from './search-commands'

/** Sends what the command queued right away, so the e-mail is out (or in DATA_DIR/mail) when the command ends. */
async function flushMail(ctx: Context) {
  const transport = createTransport(ctx.config, ctx.log, ctx.clock)
  try {
    const { sent, failed } = await deliverPending({
      ...ctx.deps,
      transport,
      log: ctx.log,
      issuers: secretIssuers(ctx),
    })
    if (failed) console.log(`${failed} e-mail(s) could not be sent now; the server's outbox worker will retry.`)
    return sent
  } finally {
    transport.close()
  }
}

export const commands: Record<string, Command<Context>> = {
  ...accountCommands(flushMail),
  ...backupCommands(),
  ...billingCommands(flushMail),
  ...jobsCommands(),
  ...searchCommands(),
  ...auditCommands(),
  ...adminCommands(flushMail),
  ...apiKeysCommands(),
}

export const HELP_WIDTH = 100

/** Breaks `text` into lines of at most `width` characters at spaces, each line after the first indented by `indent`. */
function wrap(text: string, width: number, first: string, indent: string): string[] {
  const lines: string[] = []
  let line = first
  let empty = true
  for (const word of text.split(' ')) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line)
      line = indent + word
    } else line = empty ? line + word : `${line} ${word}`
    empty = false
  }
  lines.push(line)
  return lines
}

/** `bun run cli --help`: each command's usage, then what it does, indented below it. */
export function helpText(): string {
  const out = ['Usage: bun run cli <command> [arguments]   (bun run cli <command> --help for one command)', '']
  out.push('Commands:')
  for (const c of Object.values(commands)) {
    out.push(...wrap(c.usage, HELP_WIDTH, '  ', '      '))
    out.push(...wrap(c.help, HELP_WIDTH, '      ', '      '))
  }
  out.push(
    '',
    ...wrap(
      'The CLI acts on DATA_DIR (default ./data) like the server, and refuses the default ./data when no server runs ' +
        'there but one runs on another DATA_DIR. E-mail links use the BASE_URL that the server on DATA_DIR recorded, ' +
        'unless BASE_URL is set. Exit codes: 0 done, 1 refused, 2 wrong usage.',
      HELP_WIDTH,
      '',
      '',
    ),
  )
  return out.join('\n')
}

/** One command's help: its usage and what it does. */
export const commandHelp = (c: Command<Context>) =>
  [...wrap(`bun run cli ${c.usage}`, HELP_WIDTH, 'Usage: ', '         '), ...wrap(c.help, HELP_WIDTH, '', '')].join(
    '\n',
  )
