import type { DbOrTx } from '~/db/client'
import type { Actor } from '~/modules/audit/public'
import type { SubscriptionData } from './model'
import type { users } from './schema'

type UserRow = typeof users.$inferSelect

/**
 * What other modules plug into accounts without auth importing them (billing wires these in
 * src/server/hooks.ts, used by both the server and the CLI).
 */
export type AuthHooks = {
  /** Subscription and payment records for the user answers. */
  subscriptionOf(userId: string): SubscriptionData
  /** Runs inside the approval transaction; throws an AppError to refuse (e.g. no confirmed registration payment). */
  beforeApprove(deps: { db: DbOrTx }, user: UserRow): void
  /** Runs inside the approval transaction once the hotel is approved: billing starts the first year (ADR 227). */
  onApproved(deps: { db: DbOrTx }, user: UserRow, actor: Actor): void
  /** A pending sign-in answers a pass for uploading the representative's ID (src/modules/verification). */
  documentPassFor?(userId: string): string
  /**
   * Runs inside the transaction that closes a member's account (ADR 105): billing stops the automatic renewal and
   * answers the end of the term already paid (null without a subscription).
   */
  onAccountClosed(deps: { db: DbOrTx }, user: UserRow, now: Date): { termEnd: string | null }
  /**
   * Runs inside the transaction that hands a hotel to a new owner (ADR 201): what other modules keep on the owner's
   * row (subscription, payments, ID documents, data requests) moves to the new owner's.
   */
  onOwnerHandedOver(deps: { db: DbOrTx }, from: UserRow, to: UserRow): void
}

export const defaultAuthHooks: AuthHooks = {
  subscriptionOf: () => ({ subscription: null, paymentData: [] }),
  beforeApprove: () => {},
  onApproved: () => {},
  onAccountClosed: () => ({ termEnd: null }),
  onOwnerHandedOver: () => {},
}
