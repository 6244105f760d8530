// The one mapping of a stored guest to the report form's fields (issue 36, item 10): the server's edit and correction
// start from it, the New report form fills an earlier guest with it. No valibot here, so the page's first paint stays
// light (ADR 147).
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
