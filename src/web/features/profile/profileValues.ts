// The profile's values as the form and the read-only view show them. Apart from ./profileModel.ts (valibot and the
// field rules), so the read-only profile ships without them (ADR 143).
import { formatPhone } from '~/lib/phone-format'
import type { CurrentUser } from '../../api/account'
import type { ProfileValues } from './profileModel'

export function toProfileValues(user: CurrentUser): ProfileValues {
  const company = user.companyData[0]
  return {
    firstName: user.f_name ?? '',
    lastName: user.l_name ?? '',
    // Shown grouped (+41 79 123 45 67); the rule stores it in E.164 again on save (ADR 120).
    phone: formatPhone(user.phone),
    email: user.email ?? '',
    companyName: company?.company_name ?? '',
    streetName: company?.street_name ?? '',
    buildingNo: company?.building_no ?? '',
    apartmentNo: company?.room_no ?? '',
    zipCode: company?.zip_code ?? '',
    city: company?.city ?? '',
    country: (company?.country ?? '') as ProfileValues['country'],
    password: '',
    currentPassword: '',
  }
}
