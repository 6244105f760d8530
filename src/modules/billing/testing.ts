// Test helpers of the billing module: a complete sign-up body (POST /api/user/sign-up).

/** A valid registration of Hotel Alpina paying by card; `overrides` change any field (banktransfer, password, …). */
export const signUpBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  f_name: 'Anna',
  l_name: 'Meier',
  email,
  phone: '0791234567',
  company_name: 'Hotel Alpina',
  street_name: 'Bahnhofstrasse',
  building_no: '5',
  room_no: '',
  zip_code: '8001',
  city: 'Zurich',
  country: 'Switzerland',
  stars: 3,
  is_part_of_association: false,
  selectedPlan: '3-star',
  agreeToTerms: true,
  agreeToPrivacy: true,
  compliance: { fullName: 'Anna Meier', accepted: true },
  paymentMethod: 'stripe',
  role: 'user',
  ...overrides,
})
