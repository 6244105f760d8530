// The account calls of spec section 7 (/api/user/...) and the current-user query shared by loaders and components,
// through the typed client (the answers' and bodies' types are the server's own).
import { queryOptions } from '@tanstack/react-query'
import type * as v from 'valibot'
import type { CurrentUser as ApiCurrentUser, LoginUser, PaymentDataItem, profileUpdateBody } from '~/modules/auth/model'
import { ApiError } from './client'
import { type Treaty, unwrap } from './treaty'

export type SessionUser = LoginUser
export type Role = LoginUser['role']
export type PaymentData = PaymentDataItem
export type CurrentUser = ApiCurrentUser
/** The profile update payload (spec section 3): password blank means unchanged. */
export type ProfileUpdate = v.InferInput<typeof profileUpdateBody>

export const CURRENT_USER_KEY = ['user', 'current'] as const

/** The signed-in user, or null when nobody is (401). Any other failure is an error. */
export async function fetchCurrentUser(client: Treaty): Promise<CurrentUser | null> {
  try {
    return await unwrap(client.api.user['get-current-user'].get())
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export const currentUserQueryOptions = (client: Treaty) =>
  queryOptions({ queryKey: CURRENT_USER_KEY, queryFn: () => fetchCurrentUser(client), retry: false })

export const accountApi = (client: Treaty) => ({
  login: (body: { email: string; password: string }) => unwrap(client.api.user.login.post(body)),
  logout: () => unwrap(client.api.user.logout.post()),
  forgotPassword: (body: { email: string }) => unwrap(client.api.user['forgot-password'].post(body)),
  resetPassword: (body: { token: string; password: string }) => unwrap(client.api.user['reset-password'].post(body)),
  updateProfile: (id: string, body: ProfileUpdate) => unwrap(client.api.user.update({ id }).put(body)),
})
