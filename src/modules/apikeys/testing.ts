// Test helpers: a hotel with an API key, for this and other modules' tests of /api/v1.
import { type TestTarget, testDeps } from '~/modules/audit/testing'
import { createActiveMember } from '~/modules/reports/testing'
import type { ApiScope } from './model'
import { createApiKey } from './service'

/** An active hotel (owner account with a paid subscription) and a key of it with the given scopes. */
export async function createHotelWithKey(
  target: TestTarget,
  scopes: ApiScope[] = ['arrivals:write', 'arrivals:read', 'search'],
  {
    expired = false,
    name = 'Front desk',
    mode = 'live',
  }: { expired?: boolean; name?: string; mode?: 'live' | 'test' } = {},
) {
  const { user, password } = await createActiveMember(target, {}, { expired })
  const companyId = user.companyId ?? ''
  const { key, apiKey } = createApiKey(testDeps(target), {
    name,
    scopes,
    mode,
    companyId,
    userId: user.id,
    actor: { type: 'operator' },
  })
  return { user, password, companyId, key, apiKey, auth: { authorization: `Bearer ${key}` } }
}
