// The machine-readable zone of a passport (TD3: 2 lines of 44) or an ID card (TD1: 3 lines of 30), typed or sent by a
// document reader that types like a keyboard (issue 22). Parsed by the maintained `mrz` package; every check digit
// must hold. The issuing state is not judged: ICAO's specimens use the fictional state UTO, and a state code is not
// what a front desk needs to be sure of. Fills the arrival form and the guest search form.
import { parse } from 'mrz'

export type MrzGuest = {
  first_name: string
  last_name: string
  /** YYYY-MM-DD. */
  birth_date: string
  document_number: string
  document_type: 'passport' | 'id_card'
}

export type MrzCheckField = 'documentNumber' | 'birthDate' | 'expirationDate' | 'personalNumber' | 'composite'
export type MrzReading =
  | { ok: true; guest: MrzGuest }
  | { ok: false; error: 'format' }
  | { ok: false; error: 'checkDigit'; field: MrzCheckField }

const CHECK_DIGITS: Record<string, MrzCheckField> = {
  documentNumberCheckDigit: 'documentNumber',
  birthDateCheckDigit: 'birthDate',
  expirationDateCheckDigit: 'expirationDate',
  personalNumberCheckDigit: 'personalNumber',
  compositeCheckDigit: 'composite',
}

/** The zone's lines: spaces a reader or a person adds dropped, lower case raised, empty lines ignored. */
export function mrzLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, '').toUpperCase())
    .filter(Boolean)
}

/** YYMMDD as a birth date: the latest century that does not put it after `today` (YYYY-MM-DD). */
function birthDay(yymmdd: string, today: string): string {
  const yy = Number(yymmdd.slice(0, 2))
  const century = yy > Number(today.slice(2, 4)) ? 1900 : 2000
  return `${century + yy}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`
}

const nameCase = (s: string) =>
  s
    .toLowerCase()
    .split(' ')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')

export function readMrz(text: string, today: string): MrzReading {
  const lines = mrzLines(text)
  const shape = lines.map((l) => l.length).join(',')
  if (shape !== '44,44' && shape !== '30,30,30') return { ok: false, error: 'format' }
  let result: ReturnType<typeof parse>
  try {
    result = parse(lines)
  } catch {
    return { ok: false, error: 'format' }
  }
  if (result.format !== 'TD1' && result.format !== 'TD3') return { ok: false, error: 'format' }
  for (const detail of result.details) {
    const field = detail.field ? CHECK_DIGITS[detail.field] : undefined
    if (field && !detail.valid) return { ok: false, error: 'checkDigit', field }
  }
  const f = result.fields
  if (!f.lastName || !f.birthDate || !f.documentNumber) return { ok: false, error: 'format' }
  return {
    ok: true,
    guest: {
      first_name: nameCase(f.firstName ?? ''),
      last_name: nameCase(f.lastName),
      birth_date: birthDay(f.birthDate, today),
      document_number: f.documentNumber,
      document_type: result.format === 'TD3' ? 'passport' : 'id_card',
    },
  }
}
