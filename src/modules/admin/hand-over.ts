// A hotel handed to a new owner (ADR 201): data requests forwarded to the hotel name its owner's row, so they move to
// the new owner's inside the hand-over's transaction (the new owner answers them).
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { dataRequests } from './schema'

export function moveHotelRequests(deps: { db: DbOrTx }, fromUserId: string, toUserId: string): void {
  deps.db.update(dataRequests).set({ hotelUserId: toUserId }).where(eq(dataRequests.hotelUserId, fromUserId)).run()
}
