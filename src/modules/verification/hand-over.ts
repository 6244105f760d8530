// A hotel handed to a new owner (ADR 201): the representative's ID documents belong to the hotel's account and move
// to the new owner's row (the files stay where they are, named by their storage key); open upload passes end.
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { documentPasses, hotelDocuments } from './schema'

export function moveHotelDocuments(deps: { db: DbOrTx }, fromUserId: string, toUserId: string): void {
  deps.db.update(hotelDocuments).set({ userId: toUserId }).where(eq(hotelDocuments.userId, fromUserId)).run()
  deps.db.delete(documentPasses).where(eq(documentPasses.userId, fromUserId)).run()
}
