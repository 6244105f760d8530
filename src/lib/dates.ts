import type { Locale } from './constants'

// The one home for dates (ADR 051). The service is Swiss: a moment (an expiry, a payment, an audit entry) is shown as
// the day and time it was in Zurich, so that an expiry reads the same in the e-mail, on the profile and in the admin
// console whatever the server's or the visitor's time zone. A calendar day (a birth date, a check-in, "YYYY-MM-DD")
// has no time zone and is shown as written.

const TIME_ZONE = 'Europe/Zurich'

/** The Swiss variant of each interface language, for Intl formatting. */
const intlLocale = (locale: Locale) => `${locale}-CH`

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/

type DateInput = string | Date | null | undefined

/** A calendar day stays that day (read at midnight UTC, shown in UTC); anything else is a moment shown in Zurich. */
function read(value: string | Date): { date: Date; timeZone: string } {
  if (typeof value === 'string' && CALENDAR_DAY.test(value))
    return { date: new Date(`${value}T00:00:00Z`), timeZone: 'UTC' }
  return { date: typeof value === 'string' ? new Date(value) : value, timeZone: TIME_ZONE }
}

function format(value: DateInput, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  if (value === null || value === undefined || value === '') return '—'
  const { date, timeZone } = read(value)
  if (Number.isNaN(date.getTime())) return String(value)
  return new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone }).format(date)
}

/** A date written out for the language: "22 November 2027", "22 novembre 2027", "22. November 2027",
 *  "22 novembre 2027". A moment is shown as its day in Zurich; null or empty gives "—". */
export const formatDate = (value: DateInput, locale: Locale) => format(value, locale, { dateStyle: 'long' })

/** A moment with its Zurich time on the 24-hour clock: "22 November 2027, 14:05". Date and time are joined here rather
 *  than by ICU, whose joining word ("at", "um", ",") differs between versions, and so between server and browser. */
export function formatDateTime(value: DateInput, locale: Locale): string {
  const day = formatDate(value, locale)
  if (value === null || value === undefined || value === '' || (typeof value === 'string' && CALENDAR_DAY.test(value)))
    return day
  const time = formatTime(value, locale)
  return time === String(value) ? day : `${day}, ${time}`
}

/** The Zurich time of a moment on the 24-hour clock: "14:05". */
export const formatTime = (value: DateInput, locale: Locale) =>
  format(value, locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** The day it is (or was at `now`) in Zurich, as YYYY-MM-DD. */
export const zurichDay = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  )

/** The minutes Zurich is ahead of UTC at a moment (60 in winter, 120 in summer). */
function zurichOffsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '')
  if (!match) return 0
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
}

/** The first moment of a Swiss calendar day ("YYYY-MM-DD"), as an ISO timestamp: midnight in Zurich, in UTC. */
export function startOfZurichDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const midnightUtc = Date.UTC(year, month - 1, date)
  // The offset at that midnight in Zurich (an hour or two before midnight UTC) decides; DST changes at 02:00/03:00.
  const offset = zurichOffsetMinutes(new Date(midnightUtc))
  return new Date(midnightUtc - offset * 60_000).toISOString()
}

/** The last millisecond of a Swiss calendar day ("YYYY-MM-DD") as a moment: a day an operator or administrator types
 *  (an expiry "until 15 December") ends at midnight in Zurich, not in UTC, so it is shown as that same day. */
export function endOfZurichDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const nextMidnightUtc = Date.UTC(year, month - 1, date + 1)
  const offset = zurichOffsetMinutes(new Date(nextMidnightUtc))
  return new Date(nextMidnightUtc - offset * 60_000 - 1).toISOString()
}

const DAY_ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/
const DAY_SWISS = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/

/**
 * A calendar day as people and spreadsheets write it, as YYYY-MM-DD: ISO (2026-12-03) or the Swiss and German
 * day-month-year (3.12.2026, 03.12.2026, 03/12/2026). Null when it is neither or not a real day (31.02.2026).
 */
export function parseDay(input: string): string | null {
  const s = input.trim()
  const iso = DAY_ISO.exec(s)
  const swiss = iso ? null : DAY_SWISS.exec(s)
  const parts = iso ? [iso[1], iso[2], iso[3]] : swiss ? [swiss[3], swiss[2], swiss[1]] : null
  if (!parts) return null
  const [y, m, d] = parts.map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
  return date.toISOString().slice(0, 10)
}

/**
 * The examples the date inputs show in their hints, from today's Zurich day (YYYY-MM-DD), so they never go stale
 * (issue 32 item 3 of the rest): a day is the last day of this year (today or later), a birth date the same day forty
 * years back (always past); `iso` is the day written year first. Only the year counts: a page rendered on the server
 * and hydrated in the browser shows the same example all year.
 */
export function dateExamples(today: string): { day: string; birth: string; iso: string } {
  const year = Number(today.slice(0, 4))
  return { day: `31.12.${year}`, birth: `24.03.${year - 40}`, iso: `${year}-12-31` }
}

/**
 * A day as a person types it into the date input (ADR 295): what parseDay reads, and also with commas (a phone's
 * decimal keypad has a comma, not a dot, in de-CH) or as eight digits without separators (31122026). Only for what
 * a person types: sheets and the API keep parseDay's formats, where 8 digits could be a year first.
 */
export function parseTypedDay(input: string): string | null {
  const s = input.trim().replace(/,/g, '.')
  return parseDay(/^\d{8}$/.test(s) ? `${s.slice(0, 2)}.${s.slice(2, 4)}.${s.slice(4)}` : s)
}

/**
 * A calendar day (YYYY-MM-DD) as every date input shows it and people type it, in every language: 03.12.2026
 * (ADR 295). Anything that is not a calendar day is given back as it is (what was typed and does not parse).
 */
export function typedDay(day: string): string {
  const iso = DAY_ISO.exec(day)
  if (!iso) return day
  return `${iso[3]?.padStart(2, '0')}.${iso[2]?.padStart(2, '0')}.${iso[1]}`
}

/** The calendar day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** A calendar day in short, for a list that groups by day already: "29 Nov", "29 nov.", "29. Nov.", "29 nov". */
export const formatShortDay = (value: DateInput, locale: Locale) =>
  format(value, locale, { day: 'numeric', month: 'short' })
