// A hotel handed to a new owner (ADR 201): billing keeps the hotel's subscription, its notices and its payments on
// the owner's row, so they move to the new owner's inside the hand-over's transaction.
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { payments, subscriptionNotices, subscriptions } from './schema'

export function moveHotelBilling(deps: { db: DbOrTx }, fromUserId: string, toUserId: string): void {
  const { db } = deps
  const subscription = db.select().from(subscriptions).where(eq(subscriptions.userId, fromUserId)).get()
  if (subscription) {
    // The notices name their subscription by its key: the new row first, the notices, then the old row.
    db.insert(subscriptions)
      .values({ ...subscription, userId: toUserId })
      .run()
    db.update(subscriptionNotices).set({ userId: toUserId }).where(eq(subscriptionNotices.userId, fromUserId)).run()
    db.delete(subscriptions).where(eq(subscriptions.userId, fromUserId)).run()
  }
  db.update(payments).set({ userId: toUserId }).where(eq(payments.userId, fromUserId)).run()
}
