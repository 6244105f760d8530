// The machine-readable zone of a passport (TD3: 2 lines of 44) or an ID card (TD1: 3 lines of 30), typed or sent by a
// document reader that types like a keyboard (issue 22). Parsed by the maintained `mrz` package; every check digit
// must hold. The issuing state is not judged: ICAO's specimens use the fictional state UTO, and a state code is not
// what a front desk needs to be sure of. Fills the arrival form and the guest search form.
// The codes alone (not the package's node entry, which loads the names in every language).
import { alpha3ToAlpha2 } from 'i18n-iso-countries/index'
import { parse } from 'mrz'
import { COUNTRIES } from './countries'

export type MrzGuest = {
  first_name: string
  last_name: string
  /** YYYY-MM-DD. */
  birth_date: string
  document_number: string
  document_type: 'passport' | 'id_card'
  /** The guest form's country (the list's name, as its select holds it); '' when the code names none of the list. */
  nationality: string
}

// ICAO 9303 nationality codes that are not ISO 3166-1 alpha-3: Germany's single letter, the kinds of British
// nationality, and Kosovo's (UTO, the specimens' Utopia, and the stateless and organisation codes name no country).
const ICAO_ONLY: Readonly<Record<string, string>> = {
  D: 'de',
  GBD: 'gb',
  GBN: 'gb',
  GBO: 'gb',
  GBP: 'gb',
  GBS: 'gb',
  RKS: 'xk',
}
const listName = new Map(COUNTRIES.map((c) => [c.code, c.name]))

/** An MRZ nationality (ISO 3166-1 alpha-3, or ICAO's own: "D", "GBD") as the guest form's country, else ''. */
export function nationalityFromMrz(code: string | null | undefined): string {
  const c = (code ?? '').replace(/</g, '').toUpperCase()
  const alpha2 = ICAO_ONLY[c] ?? alpha3ToAlpha2(c)?.toLowerCase()
  return (alpha2 && listName.get(alpha2)) || ''
}

type MrzCheckField = 'documentNumber' | 'birthDate' | 'expirationDate' | 'personalNumber' | 'composite'
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
function mrzLines(text: string): string[] {
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
      nationality: nationalityFromMrz(f.nationality),
    },
  }
}
