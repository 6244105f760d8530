/** Prints rows of text as aligned columns under their keys (operator listings). */
export function printTable<Row extends Record<string, string>>(rows: Row[]): void {
  if (rows.length === 0) return
  const keys = Object.keys(rows[0]!) as (keyof Row & string)[]
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => r[k]!.length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd()
  console.log(line(keys))
  for (const r of rows) console.log(line(keys.map((k) => r[k]!)))
}
