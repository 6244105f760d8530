import type { CurrentUser, SessionUser } from '~/web/api/account'

/** A signed-in member as get-current-user answers it. */
export function memberFixture(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    _id: 'u_member_1',
    email: 'anna@alpina.ch',
    f_name: 'Anna',
    l_name: 'Muster',
    phone: '+41791234567',
    subscription: 'active',
    role: 'user',
    status: 'approved',
    paymentData: [{ price: 490, expiry_date: '2099-03-31T00:00:00.000Z' }],
    companyData: [
      {
        company_name: 'Hotel Alpina',
        street_name: 'Bahnhofstrasse',
        building_no: '12',
        room_no: '',
        zip_code: '8001',
        city: 'Zurich',
        country: 'Switzerland',
        stars: 3,
        is_part_of_association: true,
      },
    ],
    team_role: 'owner',
    ...overrides,
  }
}

export function loginUserFixture(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u_member_1',
    email: 'anna@alpina.ch',
    f_name: 'Anna',
    l_name: 'Muster',
    companyName: 'Hotel Alpina',
    phone: '+41791234567',
    subscription: 'active',
    role: 'user',
    status: 'approved',
    ...overrides,
  }
}
