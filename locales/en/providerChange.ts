// A report corrected or deleted by the provider after a request of the person concerned: the email to the hotel and
// the console's correction form (field names by the report form's keys).
export default {
  corrected: {
    subject: 'We corrected one of your reports',
    body: 'After a request of the person concerned, we corrected your report about the stay from {checkIn:string} to {checkOut:string}.',
  },
  deleted: {
    subject: 'We deleted one of your reports',
    body: 'After a request of the person concerned, we deleted your report about the stay from {checkIn:string} to {checkOut:string}. It is no longer shown to anyone.',
  },
  changed: 'Changed: {fields:string}.',
  reason: 'Our reason: {reason:string}',
  action: 'See your reports',
  fields: {
    first_name: 'First name',
    last_name: 'Last name',
    birth_date: 'Date of birth',
    birth_place: 'Place of birth',
    nationality: 'Nationality',
    phone: 'Phone',
    email: 'Email',
    street_name: 'Street',
    building_no: 'Building no.',
    apartment_no: 'Apartment no.',
    zip_code: 'ZIP code',
    city: 'City',
    country: 'Country',
    document_type: 'Document type',
    document_number: 'Document number',
    check_in: 'Check-in date',
    check_out: 'Check-out date',
    category: 'Category',
    amount_owed: 'Amount owed (CHF)',
    message: 'Description',
  },
}
