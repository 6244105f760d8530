import * as v from 'valibot'
import { ARRIVAL_COLUMNS } from '~/lib/arrival-fields'
import { searchAnswer } from '~/modules/search/public'
import { ARRIVAL_GROUPS } from './schema'

// The arrivals API's requests and answers (issue 22). Field values arrive as text and are checked by the service
// (src/lib/arrival-fields.ts), so a batch answers each row on its own; the schemas bound their shape and length.

const text = (max: number) =>
  v.optional(v.pipe(v.string('validation.invalidRequest'), v.maxLength(max, 'validation.tooLong')))
const id = v.pipe(v.string(), v.maxLength(64))
const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'arrivals.errors.date'))

/**
 * An arrival's guest and stay fields as text, bounded in length: the arrivals screen's form and the public API's
 * reservations (/api/v1) take the same. Dates are YYYY-MM-DD (a birth date also DD.MM.YYYY).
 */
const arrivalGuestEntries = {
  first_name: text(200),
  last_name: text(200),
  birth_date: text(20),
  nationality: text(200),
  document_number: text(60),
  email: text(300),
  phone: text(40),
  check_in: text(20),
  check_out: text(20),
}

export const arrivalBody = v.object({
  ...arrivalGuestEntries,
  reservation_ref: text(100),
  /** How the guest was entered: typed, or read from a document's machine-readable zone. */
  source: v.optional(v.picklist(['form', 'mrz'])),
})

export const listQuery = v.object({ from: v.optional(day), to: v.optional(day) })
export const idParams = v.object({ id })
export const limitBody = v.object({
  /** Null: back to the default. */
  daily_limit: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000))),
})
export const companyParams = v.object({ companyId: id })

/** An arrival's match group: a report matches its guest exactly, closely, or not at all. */
const arrivalGroup = v.picklist(ARRIVAL_GROUPS)

const arrivalView = v.object({
  id: v.string(),
  reservation_ref: v.nullable(v.string()),
  first_name: v.string(),
  last_name: v.string(),
  birth_date: v.string(),
  nationality: v.string(),
  document_number: v.string(),
  email: v.string(),
  phone: v.string(),
  check_in: v.string(),
  check_out: v.string(),
  group: arrivalGroup,
  source: v.picklist(['csv', 'paste', 'form', 'mrz', 'api']),
  created_at: v.string(),
})
export type ArrivalView = v.InferOutput<typeof arrivalView>

const rowResult = v.variant('status', [
  v.object({ row: v.number(), status: v.literal('added'), id: v.string(), group: arrivalGroup }),
  v.object({ row: v.number(), status: v.literal('exists'), id: v.string(), group: arrivalGroup }),
  /** Only through the API (a re-sent reservation with changed fields): matched again and replaced, same id. */
  v.object({ row: v.number(), status: v.literal('updated'), id: v.string(), group: arrivalGroup }),
  v.object({ row: v.number(), status: v.literal('refused'), field: v.string(), message: v.string() }),
])
export type RowResult = v.InferOutput<typeof rowResult>

export const batchAnswer = v.object({
  results: v.array(rowResult),
  added: v.number(),
  refused: v.number(),
  flagged: v.number(),
})

export const oneAnswer = v.object({ arrival: arrivalView })
export const listAnswer = v.object({
  from: v.string(),
  to: v.string(),
  /** How many arrivals the range holds; `arrivals` lists the first 5,000 of them. */
  total: v.number(),
  arrivals: v.array(arrivalView),
})
export const okAnswer = v.object({ ok: v.literal(true) })

const column = v.picklist(ARRIVAL_COLUMNS)
/** A file's column mapping: arrival field → the column's header (or "#3" for the third column of a file without). */
export const mappingSchema = v.pipe(
  v.record(column, v.pipe(v.string(), v.maxLength(200))),
  v.check((m) => Object.keys(m).length <= ARRIVAL_COLUMNS.length),
)

export const sheetPreview = v.object({
  encoding: v.picklist(['utf-8', 'windows-1252']),
  delimiter: v.string(),
  headers: v.array(v.string()),
  sample: v.array(v.array(v.string())),
  rows: v.number(),
  mapping: v.record(v.string(), v.string()),
  /** Whether the mapping is the hotel's last one (true) or a guess from the headers (false). */
  remembered: v.boolean(),
})

const alertView = v.object({
  id: v.string(),
  arrival: v.object({ id: v.string(), first_name: v.string(), last_name: v.string(), check_in: v.string() }),
  group: arrivalGroup,
  created_at: v.string(),
  /** Whether the person asking opened it (each person has their own read state). */
  seen: v.boolean(),
})
export const alertsAnswer = v.object({ alerts: v.array(alertView), unseen: v.number() })
export type AlertsAnswer = v.InferOutput<typeof alertsAnswer>
export const unseenAnswer = v.object({ unseen: v.number() })
export const limitAnswer = v.object({
  companyId: v.string(),
  daily_limit: v.number(),
  default: v.boolean(),
  default_limit: v.number(),
  used_today: v.number(),
})

/** Who of the hotel opened a flagged arrival's reports (issue 32 item 2), first look first. */
export const looksAnswer = v.object({
  looks: v.array(v.object({ name: v.string(), first_at: v.string(), last_at: v.string() })),
})
export type LooksAnswer = v.InferOutput<typeof looksAnswer>

export const seenBody = v.object({ ids: v.optional(v.pipe(v.array(id), v.maxLength(500))) })

// The search's answer, as the search route declares it (groups of results, never a score).
export const matchesAnswer = searchAnswer
