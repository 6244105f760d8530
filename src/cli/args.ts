// The CLI's arguments (ADR 182): node:util's parseArgs reads them against the options each command declares (an
// unknown option or one without its value is a usage error), and every value that must be one of a set, a date or an
// amount is checked with valibot (the API's own schemas where it has one) or the money home, never cast.
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { showInvisible } from '~/lib/invisible'
import { parseChfToRappen } from '~/lib/money'

/** Wrong usage: printed with the command's usage line, exit code 2. Its message may be a translation key. */
export class UsageError extends Error {}

export type OptionSpec = Record<string, { type: 'string' | 'boolean' }>
export type Args = { positional: string[]; options: Record<string, string | boolean | undefined> }

export type Command<C> = {
  usage: string
  help: string
  /** The options it takes (`--name value`, or `--name` alone for a boolean); any other option is refused. */
  options?: OptionSpec
  /** The command opens the database itself (restore must not hold it open). */
  withoutDatabase?: true
  run(ctx: C, args: Args): Promise<number> | number
}

export const S = { type: 'string' } as const
export const B = { type: 'boolean' } as const

/** Reads `argv` (after the command name) against the command's options; `--help` is always allowed. */
export function readArgs(argv: string[], options: OptionSpec = {}): Args {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    })
    return { positional: positionals, options: values as Args['options'] }
  } catch (error) {
    const code = (error as { code?: string }).code
    const option = /'(-[^']*)'/.exec((error as Error).message)?.[1]
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`Unknown option ${option ?? ''}.`.trim())
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      throw new UsageError(`${option?.split(' ')[0] ?? 'The option'} needs a value (or takes none).`)
    throw new UsageError((error as Error).message)
  }
}

/** A string option's value, or undefined when not given. */
export const text = (args: Args, name: string) =>
  typeof args.options[name] === 'string' ? (args.options[name] as string) : undefined

/** A string option that must be given and not blank. */
export function required(args: Args, name: string, what: string) {
  const value = text(args, name)?.trim()
  if (!value) throw new UsageError(`Give ${what}: --${name} "…"`)
  return value
}

/** The positional argument at `index`, which must be given. */
export function positional(args: Args, index: number, what: string) {
  const value = args.positional[index]
  if (!value) throw new UsageError(`Give ${what}.`)
  return value
}

/**
 * Checks `input` with a valibot schema; the first issue becomes a usage error naming the option it came from
 * (`names` maps a field of the schema to its option when they differ).
 */
export function checked<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  names: Record<string, string> = {},
): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const issue = result.issues[0]
  const field = issue.path?.map((p) => String(p.key)).join('.') ?? ''
  const option = names[field] ?? field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
  const message =
    issue.type === 'picklist'
      ? `is one of ${issue.expected?.replace(/[()"]/g, '').split(' | ').join(', ')} (not ${JSON.stringify(issue.input)}).`
      : issue.message
  throw new UsageError(option ? `--${option} ${message}` : message)
}

/** A string option that, when given, is one of `values`. */
export function choice<const T extends string>(args: Args, name: string, values: readonly T[]): T | undefined {
  const value = text(args, name)
  if (value === undefined) return undefined
  const result = v.safeParse(v.picklist(values), value)
  if (!result.success) throw new UsageError(`--${name} is one of ${values.join(', ')} (not "${value}").`)
  return result.output
}

/** An amount in CHF ("59", "59.50", "1'250.50") as rappen, through the money home; undefined when not given. */
export function amount(args: Args, name: string): number | undefined {
  const value = text(args, name)
  if (value === undefined) return undefined
  const rappen = parseChfToRappen(value)
  if (!rappen) throw new UsageError(`--${name} is an amount in CHF above 0, such as 59 or 1250.50 (not "${value}").`)
  return rappen
}

/** The reason an operator's change carries (`--reason "…"`), kept in the audit log. */
export const reason = (args: Args) => required(args, 'reason', 'the reason')

/**
 * A command that makes one change as the operator: `act` makes it and returns the line to print; with `mail`, the
 * e-mail it queued is sent before the command ends. It exits with 0.
 */
export function action<C>(
  spec: Omit<Command<C>, 'run'> & {
    act(ctx: C, args: Args): string | Promise<string>
    mail?: (ctx: C) => Promise<unknown>
  },
): Command<C> {
  const { act, mail, ...command } = spec
  return {
    ...command,
    async run(ctx, args) {
      console.log(showInvisible(await act(ctx, args), '\n'))
      if (mail) await mail(ctx)
      return 0
    },
  }
}
