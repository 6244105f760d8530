// Test helper: runs one delivery pass into memory and answers the messages as they were sent (secrets rendered).
import type { Db } from '~/db/client'
import { createLogger } from '~/kernel/log'
import type { OutgoingMessage } from './model'
import { deliverPending } from './service'

export async function deliverToMemory(db: Db): Promise<(OutgoingMessage & { id: string })[]> {
  const sent: (OutgoingMessage & { id: string })[] = []
  const transport = { send: async (m: OutgoingMessage & { id: string }) => void sent.push(m), close() {} }
  await deliverPending({ db, transport, log: createLogger('silent') })
  return sent
}
