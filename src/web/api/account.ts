// The account calls of spec section 7 (/api/user/...) and the current-user query shared by loaders and components.
import { queryOptions } from '@tanstack/react-query'
import { type Api, ApiError } from './client'

export type Role = 'admin' | 'user'
export type UserStatus = 'pending' | 'approved' | 'rejected' | 'suspended'

/** The user of the login response (spec section 3). */
export type SessionUser = {
  id: string
  email: string
  f_name: string
  l_name: string
  companyName: string
  phone: string
  subscription: unknown
  role: Role
  status: UserStatus
}

export type LoginResponse = { user: SessionUser; token?: string; massage?: string }

export type CompanyData = {
  company_name: string
  street_name: string
  building_no: string
  room_no: string
  zip_code: string
  city: string
  country: string
  stars: number
  is_part_of_association: boolean
}
export type PaymentData = { price: number; expiry_date: string }

/** The get-current-user response (spec section 3). */
export type CurrentUser = {
  _id: string
  email: string
  f_name: string
  l_name: string
  phone: string
  subscription: unknown
  role: Role
  status: UserStatus
  paymentData: PaymentData[]
  companyData: CompanyData[]
}

/** The profile update payload (spec section 3): password blank means unchanged. */
export type ProfileUpdate = {
  f_name: string
  l_name: string
  phone: string
  email: string
  company_name: string
  street_name: string
  building_no: string
  room_no: string
  zip_code: string
  city: string
  country: string
  password: string
}

export const CURRENT_USER_KEY = ['user', 'current'] as const

/** The signed-in user, or null when nobody is (401). Any other failure is an error. */
export async function fetchCurrentUser(api: Api): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/user/get-current-user')
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export const currentUserQueryOptions = (api: Api) =>
  queryOptions({ queryKey: CURRENT_USER_KEY, queryFn: () => fetchCurrentUser(api), retry: false })

export const accountApi = (api: Api) => ({
  login: (body: { email: string; password: string }) => api.post<LoginResponse>('/user/login', body),
  logout: () => api.post<unknown>('/user/logout'),
  forgotPassword: (body: { email: string }) => api.post<{ message: string }>('/user/forgot-password', body),
  resetPassword: (body: { token: string; password: string }) =>
    api.post<{ message: string }>('/user/reset-password', body),
  updateProfile: (id: string, body: ProfileUpdate) =>
    api.put<CurrentUser>(`/user/update/${encodeURIComponent(id)}`, body),
})
