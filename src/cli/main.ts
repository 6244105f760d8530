// Operator commands over the same services and database as the server: `bun run cli <command>`.
// Exit codes: 0 done, 1 refused, 2 wrong usage.
import { ConfigError } from '~/kernel/config'
import { AppError } from '~/kernel/errors'
import { serverLL } from '~/kernel/i18n'
import { translateKey } from '~/lib/translate-key'
import { readArgs, UsageError } from './args'
import { commandHelp, commands, helpText } from './commands'
import { type Context, cliConfig, dataDirCheck, openContext } from './context'

const english = (message: string, params?: Record<string, string | number>) =>
  translateKey(serverLL('en'), message, params)

export async function main(argv: string[], env: Record<string, string | undefined> = process.env): Promise<number> {
  const [name, ...rest] = argv
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(helpText())
    return name ? 0 : 2
  }
  const command = commands[name]
  if (!command) {
    console.error(`Unknown command "${name}". Run \`bun run cli --help\` for the list.`)
    return 2
  }
  let ctx: Context | undefined
  try {
    const args = readArgs(rest, command.options)
    if (args.options.help) {
      console.log(commandHelp(command))
      return 0
    }
    const config = cliConfig(env)
    const check = dataDirCheck(config.DATA_DIR, env, argv)
    if (check && 'refuse' in check) {
      console.error(check.refuse)
      return 1
    }
    if (check) console.error(check.warn)
    ctx = openContext(config, { withoutDatabase: command.withoutDatabase })
    return await command.run(ctx, args)
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${english(error.message)}\nUsage: bun run cli ${command.usage}`)
      return 2
    }
    if (error instanceof ConfigError) {
      console.error(error.message)
      return 1
    }
    if (error instanceof AppError) {
      const text = english(error.message, error.extra.params)
      console.error(error.extra.field ? `${error.extra.field}: ${text}` : text)
      return 1
    }
    throw error
  } finally {
    ctx?.handle.close()
  }
}

if (import.meta.main) process.exit(await main(process.argv.slice(2)))
