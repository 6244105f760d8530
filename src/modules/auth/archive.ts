// Retention of member profiles (spec section 9, privacy figures): an account that was rejected, banned (suspended)
// or closed by its member is kept, archived, for 3 years after that and then deleted. The row itself stays as an empty shell
// because reports and payments name it; everything that identifies a person or a hotel is removed.
import { and, eq, inArray, lt, notLike } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { PRIVACY } from '~/lib/constants'
import { record, SYSTEM } from '~/modules/audit/public'
import { forgetSecondFactors } from './mfa/changes'
import { companies, complianceDeclarations, passwordResets, sessions, users } from './schema'

const DELETED_DOMAIN = '@deleted.invalid'
export const deletedEmail = (id: string) => `deleted-${id}${DELETED_DOMAIN}`

/** Deletes the personal data of accounts rejected, banned (suspended) or closed more than 3 years ago; idempotent. */
export function deleteArchivedProfiles(
  deps: { db: DbOrTx; clock: Clock; chainKey: string },
  now: Date,
  batchSize: number,
) {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - PRIVACY.memberArchiveYears)
  const due = deps.db
    .select()
    .from(users)
    .where(
      and(
        inArray(users.status, ['rejected', 'suspended', 'closed']),
        lt(users.updatedAt, cutoff.toISOString()),
        notLike(users.email, `%${DELETED_DOMAIN}`),
      ),
    )
    .limit(batchSize)
    .all()
  for (const user of due) {
    deps.db.transaction((tx) => {
      const at = now.toISOString()
      tx.update(users)
        .set({
          email: deletedEmail(user.id),
          passwordHash: '',
          fName: '',
          lName: '',
          phone: '',
          statusReason: null,
          updatedAt: at,
        })
        .where(eq(users.id, user.id))
        .run()
      if (user.companyId) {
        tx.update(companies)
          .set({ companyName: '', streetName: '', buildingNo: '', roomNo: '', zipCode: '', city: '', updatedAt: at })
          .where(eq(companies.id, user.companyId))
          .run()
      }
      tx.update(complianceDeclarations)
        .set({ fullName: '', ip: null })
        .where(eq(complianceDeclarations.userId, user.id))
        .run()
      tx.delete(sessions).where(eq(sessions.userId, user.id)).run()
      tx.delete(passwordResets).where(eq(passwordResets.userId, user.id)).run()
      forgetSecondFactors(tx, user.id)
      record(
        { ...deps, db: tx },
        { actor: SYSTEM, action: 'account.profile.deleted', target: { type: 'user', id: user.id } },
      )
    })
  }
  return { counts: { profilesDeleted: due.length }, more: due.length === batchSize }
}
