// The second-factor status shared by the security page and the admin console's guard (issue 21).
import { queryOptions } from '@tanstack/react-query'
import type { Treaty } from '../../api/treaty'
import { unwrap } from '../../api/treaty'

export const MFA_STATUS_KEY = ['user', 'mfa'] as const

export const mfaStatusQuery = (client: Treaty) =>
  queryOptions({ queryKey: MFA_STATUS_KEY, queryFn: () => unwrap(client.api.user.mfa.get()), staleTime: 60_000 })
