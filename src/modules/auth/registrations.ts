import { eq } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { AppError } from '~/kernel/errors'
import type { Actor } from '~/modules/audit/public'
import { record } from '~/modules/audit/public'
import { companies, complianceDeclarations, passwordResets, sessions, users } from './schema'

/**
 * Removes a pending registration that was never paid (billing decides that through the isAbandonedRegistration
 * hook), so that the hotel can register again with the same e-mail. Approved or other accounts are never touched.
 */
export function discardPendingRegistration(
  deps: { db: DbOrTx; clock: Clock; chainKey: string },
  input: { userId: string; actor: Actor },
): void {
  deps.db.transaction((tx) => {
    const user = tx.select().from(users).where(eq(users.id, input.userId)).get()
    if (!user) return
    if (user.status !== 'pending' || user.role !== 'user') {
      throw new AppError('CONFLICT', 'auth.emailTaken', { field: 'email' })
    }
    tx.delete(sessions).where(eq(sessions.userId, user.id)).run()
    tx.delete(passwordResets).where(eq(passwordResets.userId, user.id)).run()
    tx.delete(complianceDeclarations).where(eq(complianceDeclarations.userId, user.id)).run()
    tx.delete(users).where(eq(users.id, user.id)).run()
    if (user.companyId) tx.delete(companies).where(eq(companies.id, user.companyId)).run()
    record(
      { ...deps, db: tx },
      { actor: input.actor, action: 'auth.registration.discarded', target: { type: 'user', id: user.id } },
    )
  })
}
