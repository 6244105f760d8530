// Birth-date slips: the variants a query looks up and the kinds the scorer tells apart.

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
const isValidDate = (y: number, m: number, d: number) =>
  y >= 1900 && y <= 2100 && m >= 1 && m <= 12 && d >= 1 && d <= ((m === 2 && isLeap(y) ? 29 : DAYS[m - 1]) ?? 0)

/** A YYYYMMDD number when it is a real date, else null. */
function checked(n: number): number | null {
  const y = Math.floor(n / 10000)
  const m = Math.floor(n / 100) % 100
  const d = n % 100
  return isValidDate(y, m, d) ? n : null
}

/** "1980-03-12" → 19800312; '' → 0. */
export const dateNumber = (date: string) => (date ? Number(date.replace(/-/g, '')) : 0)

const POWERS = [10_000_000, 1_000_000, 100_000, 10_000, 1000, 100, 10, 1]

/**
 * The dates a typed birth date may stand for, as YYYYMMDD numbers: itself, day and month swapped, any one digit
 * changed, two neighbouring digits exchanged, and the year one off. Only real calendar dates.
 */
export function birthDateVariants(date: string): number[] {
  const n = dateNumber(date)
  if (!n) return []
  const out = new Set<number>([n])
  const y = Math.floor(n / 10000)
  const m = Math.floor(n / 100) % 100
  const d = n % 100
  const add = (v: number | null) => {
    if (v !== null) out.add(v)
  }
  add(checked(y * 10000 + d * 100 + m))
  add(checked((y - 1) * 10000 + m * 100 + d))
  add(checked((y + 1) * 10000 + m * 100 + d))
  for (let i = 0; i < 8; i++) {
    const p = POWERS[i] as number
    const digit = Math.floor(n / p) % 10
    for (let c = 0; c <= 9; c++) if (c !== digit) add(checked(n + (c - digit) * p))
    if (i < 7) {
      const q = POWERS[i + 1] as number
      const next = Math.floor(n / q) % 10
      if (next !== digit) add(checked(n + (next - digit) * p + (digit - next) * q))
    }
  }
  return [...out]
}

export type BirthDateAgreement = 'same' | 'swapped' | 'slip' | 'yearOff' | 'sameYear' | 'different' | 'unknown'

/** How two birth dates agree: same, day/month swapped, one-digit or neighbour-exchange slip, year one off, … */
export function compareBirthDates(a: string, b: string): BirthDateAgreement {
  if (!a || !b) return 'unknown'
  if (a === b) return 'same'
  const [ay, am, ad] = a.split('-')
  const [by, bm, bd] = b.split('-')
  if (ay === by && am === bd && ad === bm) return 'swapped'
  const da = a.replace(/-/g, '')
  const db = b.replace(/-/g, '')
  const diff: number[] = []
  for (let i = 0; i < 8; i++) if (da[i] !== db[i]) diff.push(i)
  if (diff.length === 1) return 'slip'
  if (diff.length === 2) {
    const [i, j] = diff as [number, number]
    if (j === i + 1 && da[i] === db[j] && da[j] === db[i]) return 'slip'
  }
  if (am === bm && ad === bd && Math.abs(Number(ay) - Number(by)) === 1) return 'yearOff'
  if (ay === by) return 'sameYear'
  return 'different'
}
