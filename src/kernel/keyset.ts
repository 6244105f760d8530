// Paging by key (ADR 076, ADR 130): a page ends with the position of its last row, (timestamp, id), handed to the
// client as an opaque cursor; the next page reads the index range after it, however deep it is.
import { validation } from './errors'

export type KeyPosition = readonly [at: string, id: string]

/** The opaque `next` cursor of a page whose last row is at this position. */
const encodeCursor = ([at, id]: KeyPosition) => Buffer.from(`${at}\n${id}`).toString('base64url')

/** A cursor back into its position; anything else is a 400 naming the parameter. */
export function decodeCursor(cursor: string, field = 'after'): KeyPosition {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('\n')
  if (!at || !id || rest.length || !/^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(at) || id.length > 64) {
    throw validation(field, 'validation.invalidRequest')
  }
  return [at, id]
}

/** Reads one more row than the page holds: the extra row says whether a next page exists. */
export function keyPage<T>(rows: T[], pageSize: number, positionOf: (row: T) => KeyPosition) {
  const items = rows.slice(0, pageSize)
  const last = items.at(-1)
  return { items, next: rows.length > pageSize && last ? encodeCursor(positionOf(last)) : null }
}
