import { sql } from 'drizzle-orm'

/**
 * The SQL of a CHECK that a column holds one of a closed set of values (ADR 175): `column IN ('a', 'b')`. The values
 * are the module's own constants, never user input, so they are written into the schema as literals.
 */
export const inList = (column: string, values: readonly (string | number)[]) =>
  sql.raw(`${column} IN (${values.map((value) => (typeof value === 'number' ? value : `'${value}'`)).join(', ')})`)
