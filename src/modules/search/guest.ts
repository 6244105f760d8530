import {
  cleanText,
  foldGerman,
  type NameForm,
  nameForm,
  normalizeCity,
  normalizeCode,
  normalizeDate,
  normalizeDocument,
  normalizeEmail,
  normalizePhone,
  normalizeStreet,
} from './normalize'

/** A guest as the reports module describes it (camelCase); every field optional and free text. */
export type GuestFields = {
  firstName?: string | null
  lastName?: string | null
  birthDate?: string | null
  birthPlace?: string | null
  nationality?: string | null
  phone?: string | null
  email?: string | null
  streetName?: string | null
  buildingNo?: string | null
  apartmentNo?: string | null
  zipCode?: string | null
  city?: string | null
  country?: string | null
  documentType?: string | null
  documentNumber?: string | null
}

/** The normalised guest kept in the index (short keys: one row per report, a million rows). */
export type StoredGuest = {
  f: string
  l: string
  d: string
  doc: string
  dt: string
  e: string
  p: string
  s: string
  b: string
  z: string
  c: string
  n: string
}

/** A normalised guest with its name forms, ready for keys and scoring. */
export type GuestForm = StoredGuest & { first: NameForm; last: NameForm }

/**
 * Normalises every field once, at write time (index) or for a query. Never rejects a value: unreadable → ''. `today`
 * (from the caller's clock) places a two-digit birth year.
 */
export function storedGuest(fields: GuestFields, today: Date): StoredGuest {
  return {
    f: cleanText(fields.firstName),
    l: cleanText(fields.lastName),
    d: normalizeDate(fields.birthDate, today),
    doc: normalizeDocument(fields.documentNumber),
    dt: foldGerman(cleanText(fields.documentType)).replace(/[^a-z]/g, ''),
    e: normalizeEmail(fields.email),
    p: normalizePhone(fields.phone),
    s: normalizeStreet(fields.streetName),
    b: normalizeCode(fields.buildingNo),
    z: normalizeCode(fields.zipCode),
    c: normalizeCity(fields.city),
    n: normalizeCity(fields.nationality),
  }
}

export function guestForm(stored: StoredGuest): GuestForm {
  return { ...stored, first: nameForm(stored.f), last: nameForm(stored.l) }
}

/** The minimum input of a search: a document number, an e-mail, a phone, or a last name with a first name or a birth date. */
export function hasMinimumInput(g: GuestForm): boolean {
  if (g.doc.length >= 4 || g.e || g.p.replace(/\D/g, '').length >= 6) return true
  return Boolean(g.last.core) && (Boolean(g.first.core) || Boolean(g.d))
}
