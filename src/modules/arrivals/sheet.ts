import Papa from 'papaparse'
import { AppError } from '~/kernel/errors'
import { namingFile } from '~/kernel/uploads/evidence-file'
import {
  ARRIVAL_FILE_MAX_BYTES,
  ARRIVAL_FILE_MAX_ROWS,
  type ArrivalColumn,
  REQUIRED_COLUMNS,
} from '~/lib/arrival-fields'
import type { TranslationKey } from '~/lib/translate-key'
import type { BatchRow } from './service'

// A file exported from a property-management system, or rows pasted from a spreadsheet (issue 22): bytes decoded as
// UTF-8 or, failing that, Windows-1252 (Excel's "CSV" on Swiss and German Windows; umlauts intact), parsed by
// papaparse with the separator detected (comma, semicolon, tab), then mapped column by column to arrival fields.

export const SHEET_MSG = {
  tooLarge: 'arrivals.errors.fileTooLarge',
  tooManyRows: 'arrivals.errors.fileTooManyRows',
  empty: 'arrivals.errors.fileEmpty',
  unreadable: 'arrivals.errors.fileUnreadable',
  mappingMissing: 'arrivals.errors.mappingMissing',
} as const

/** Where the rows came from: a file (named by the member's computer) or rows pasted into the page. */
export type SheetSource = { source: 'csv' | 'paste'; name: string }

// The refusals of the file's contents as they name it (ADR 230, 235): a file by its name, pasted rows as such. The
// unnamed ones stay for what is refused before the parts are read (a body past the limit, a form that is no form).
const NAMED: Partial<Record<string, Record<SheetSource['source'], TranslationKey>>> = {
  [SHEET_MSG.tooLarge]: { csv: 'arrivals.errors.namedTooLarge', paste: 'arrivals.errors.pastedTooLarge' },
  [SHEET_MSG.tooManyRows]: { csv: 'arrivals.errors.namedTooManyRows', paste: 'arrivals.errors.pastedTooManyRows' },
  [SHEET_MSG.empty]: { csv: 'arrivals.errors.namedEmpty', paste: 'arrivals.errors.pastedEmpty' },
}

/** A refusal of the sheet's contents, said of this file by its name (as `namingFile` does) or of the pasted rows. */
export function namingSheet(error: unknown, sheet: SheetSource): unknown {
  const key = error instanceof AppError ? NAMED[error.message]?.[sheet.source] : undefined
  if (!key) return error
  return namingFile(new AppError((error as AppError).code, key, (error as AppError).extra), sheet.name)
}

/** Runs a step that reads the sheet, its refusals naming it. */
export function readingSheet<T>(sheet: SheetSource, step: () => T): T {
  try {
    return step()
  } catch (error) {
    throw namingSheet(error, sheet)
  }
}

export type Sheet = { encoding: 'utf-8' | 'windows-1252'; delimiter: string; header: string[]; rows: string[][] }

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else Windows-1252, which decodes any byte. */
function decodeSheet(bytes: Uint8Array): { text: string; encoding: Sheet['encoding'] } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes), encoding: 'utf-8' }
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' }
  }
}

/** The file's rows, refused whole when over 2 MB or 2,000 data rows (the message names the limit). */
export function readSheet(bytes: Uint8Array): Sheet {
  if (bytes.byteLength > ARRIVAL_FILE_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', SHEET_MSG.tooLarge, {
      params: { mb: ARRIVAL_FILE_MAX_BYTES / 1024 / 1024 },
    })
  const { text, encoding } = decodeSheet(bytes)
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: '',
    delimitersToGuess: [';', ',', '\t', '|'],
    skipEmptyLines: 'greedy',
  })
  const all = parsed.data.filter((r) => Array.isArray(r) && r.some((c) => c.trim() !== ''))
  if (all.length === 0) throw new AppError('VALIDATION', SHEET_MSG.empty)
  const [header, ...rows] = all as [string[], ...string[][]]
  if (rows.length > ARRIVAL_FILE_MAX_ROWS)
    throw new AppError('VALIDATION', SHEET_MSG.tooManyRows, { params: { rows: ARRIVAL_FILE_MAX_ROWS } })
  return { encoding, delimiter: parsed.meta.delimiter, header: header.map((h) => h.trim()), rows }
}

/** The hotel's last mapping, when every column it names is in this file. */
export function rememberedMapping(header: string[], saved: Record<string, string> | null) {
  if (!saved) return null
  const names = new Set(header)
  return Object.values(saved).every((h) => names.has(h)) && REQUIRED_COLUMNS.every((c) => saved[c]) ? saved : null
}

/**
 * The sheet's rows as batch rows under a mapping (field → header). Row numbers are the spreadsheet's: the header is
 * row 1, so the first guest is row 2. A mapping that misses a required field, or names a header the file does not
 * have, is refused before any row is read.
 */
export function rowsOf(sheet: Sheet, mapping: Partial<Record<ArrivalColumn, string>>): BatchRow[] {
  const index = new Map(sheet.header.map((h, i) => [h, i]))
  const columns: [ArrivalColumn, number][] = []
  for (const [field, header] of Object.entries(mapping) as [ArrivalColumn, string][]) {
    if (!header) continue
    const at = index.get(header)
    if (at === undefined) throw new AppError('VALIDATION', SHEET_MSG.mappingMissing, { field })
    columns.push([field, at])
  }
  for (const field of REQUIRED_COLUMNS)
    if (!columns.some(([f]) => f === field)) throw new AppError('VALIDATION', SHEET_MSG.mappingMissing, { field })
  return sheet.rows.map((cells, i) => {
    const fields: Record<string, unknown> = {}
    for (const [field, at] of columns) fields[field] = (cells[at] ?? '').trim()
    return { row: i + 2, fields }
  })
}
