import { showInvisible } from '~/lib/invisible'
import type { Args, Command } from './args'

/**
 * Prints rows of text as aligned columns under their keys (operator listings). A cell's control characters are shown as
 * their codes: a name typed on /your-data or a hotel's text never moves the terminal's cursor nor forges a row.
 */
export function printTable<Row extends Record<string, string>>(table: Row[]): void {
  if (table.length === 0) return
  const keys = Object.keys(table[0]!) as (keyof Row & string)[]
  const rows = table.map((r) => Object.fromEntries(keys.map((k) => [k, showInvisible(r[k]!)])) as Row)
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => r[k]!.length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd()
  console.log(line(keys))
  for (const r of rows) console.log(line(keys.map((k) => r[k]!)))
}

/**
 * An operator's listing (the one shape of the list commands): `rows` reads the options and answers the table, printed
 * aligned, or the sentence `none` when it is empty.
 */
export function listing<C>(
  spec: Omit<Command<C>, 'run'> & {
    none: string | ((args: Args) => string)
    rows(ctx: C, args: Args): Record<string, string>[]
  },
): Command<C> {
  const { rows, none, ...command } = spec
  return {
    ...command,
    run(ctx, args) {
      const table = rows(ctx, args)
      if (table.length === 0) console.log(typeof none === 'string' ? none : none(args))
      else printTable(table)
      return 0
    },
  }
}
