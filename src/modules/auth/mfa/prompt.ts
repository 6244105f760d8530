// Who is led to add a second factor at sign-in (issue 21): administrators and the people of a hotel that requires one
// must ('required'); everyone else is invited once ('invited') and never again.
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { mfaInvitations } from '../schema'
import type { UserRow } from '../users'
import { hasSecondFactor, secondFactorRequired } from './factors'

export type SecondFactorPrompt = 'required' | 'invited'

export function secondFactorPrompt(
  deps: { db: DbOrTx; clock: Clock },
  user: Pick<UserRow, 'id' | 'role' | 'companyId'>,
): SecondFactorPrompt | null {
  if (hasSecondFactor(deps.db, user.id)) return null
  if (secondFactorRequired(deps.db, user)) return 'required'
  const invited = deps.db
    .insert(mfaInvitations)
    .values({ userId: user.id, invitedAt: deps.clock.now().toISOString() })
    .onConflictDoNothing()
    .returning({ userId: mfaInvitations.userId })
    .all()
  return invited.length === 1 ? 'invited' : null
}
