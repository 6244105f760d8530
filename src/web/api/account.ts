// The account calls of spec section 7 (/api/user/...) and the current-user query shared by loaders and components.
import { queryOptions } from '@tanstack/react-query'
import type {
  CompanyData as ApiCompanyData,
  CurrentUser as ApiCurrentUser,
  LoginAnswer,
  LoginUser,
  PaymentDataItem,
} from '~/modules/auth/model'
import { type Api, ApiError } from './client'

// The answers' shapes are the server's own types (type-only imports: nothing of the server reaches the bundle).
export type SessionUser = LoginUser
export type Role = LoginUser['role']
export type UserStatus = LoginUser['status']
export type LoginResponse = Omit<LoginAnswer, 'massage'> & { massage?: string }
export type CompanyData = ApiCompanyData
export type PaymentData = PaymentDataItem
export type CurrentUser = ApiCurrentUser

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
  /** Required by the server when the e-mail or the password changes. */
  current_password?: string
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
