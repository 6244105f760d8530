// Field messages (spec section 5). Keys are used by src/lib/fields.ts.
export default {
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
  passwordMin: 'Password must be at least 6 characters long.',
  passwordsMismatch: 'Passwords do not match.',
  firstName: 'First name must be at least 3 characters long and contain only letters.',
  lastName: 'Last name must contain only letters.',
  phone: 'Phone number must contain only numbers',
  companyName: 'Company name must contain only letters, numbers, and spaces.',
  streetName: 'Street name must contain only letters, numbers, and spaces.',
  buildingNo: 'Use letters, numbers and spaces only.',
  zipCode: 'ZIP code must be at least 3 characters long.',
  city: 'City must be at least 3 characters long.',
  country: 'Please choose a country from the list.',
  tooLong: 'This value is too long.',
  uid: 'Please enter a valid Swiss company number (UID), e.g. CHE-123.456.789.',
  invalidRequest: 'The request is not valid.',
}
