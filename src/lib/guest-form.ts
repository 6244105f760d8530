// The one mapping of a stored guest, and of a stored report, to the report form's fields (issue 36, item 10): the
// server's edit and correction start from it, the New report form fills an earlier guest with it, the Edit report form
// its report. No valibot here, so the page's first paint stays
// light (ADR 147).
import { REPORT_EDITABLE_FIELDS } from './constants'
import { rappenToDecimal } from './money'

/**
 * A guest as the server stores and answers it (camelCase of the guest columns): the one shape, also the reports
 * module's `GuestFields` (with its document types), and the input of the one mapping to the form's fields below.
 */
export type StoredGuest<Document extends string = string> = {
  firstName: string
  lastName: string
  birthDate: string
  birthPlace: string
  nationality: string
  phone: string
  email: string
  streetName: string
  buildingNo: string
  apartmentNo: string
  zipCode: string
  city: string
  country: string
  documentType: Document | null
  documentNumber: string
}

/** The guest's form fields (snake_case, as the form and the API's multipart parts name them) from a stored guest. */
export const guestFormFields = (g: StoredGuest) => ({
  first_name: g.firstName,
  last_name: g.lastName,
  birth_date: g.birthDate,
  birth_place: g.birthPlace,
  nationality: g.nationality,
  phone: g.phone,
  email: g.email,
  street_name: g.streetName,
  building_no: g.buildingNo,
  apartment_no: g.apartmentNo,
  zip_code: g.zipCode,
  city: g.city,
  country: g.country,
  document_type: g.documentType ?? '',
  document_number: g.documentNumber,
})

type ReportFormField = (typeof REPORT_EDITABLE_FIELDS)[number]
/** A report as the API answers it (the reports module's `ReportView`): its form fields, the amount owed in rappen. */
type ReportFormSource = Record<Exclude<ReportFormField, 'amount_owed'>, string> & { amount_owed: number | null }

/**
 * The one mapping of a stored report to the report form's fields (issue 36, item 10): each editable field as the form's
 * text, the amount owed in francs. The server's edit and correction merge a partial change into it, the Edit report
 * form starts from it. The declaration is the caller's: the server takes it as given, the form asks for it again.
 */
export function reportFormFields(report: ReportFormSource): Record<ReportFormField, string> {
  const values = {} as Record<ReportFormField, string>
  for (const key of REPORT_EDITABLE_FIELDS)
    values[key] =
      key === 'amount_owed' ? (report.amount_owed === null ? '' : rappenToDecimal(report.amount_owed)) : report[key]
  return values
}
