// Test helper: runs one delivery pass into memory and answers the messages as they were sent (secrets rendered).
import type { Db } from '~/db/client'
import { type Clock, systemClock } from '~/kernel/clock'
import { createLogger } from '~/kernel/log'
import type { OutgoingMessage } from './model'
import { deliverPending, type SecretIssuers } from './service'

export async function deliverToMemory(deps: {
  db: Db
  /** The token issuers of the kinds under test (the server's are `secretIssuers` in src/server/hooks.ts). */
  issuers: SecretIssuers
  clock?: Clock
}): Promise<(OutgoingMessage & { id: string })[]> {
  const sent: (OutgoingMessage & { id: string })[] = []
  const transport = { send: async (m: OutgoingMessage & { id: string }) => void sent.push(m), close() {} }
  await deliverPending({ clock: systemClock, ...deps, transport, log: createLogger('silent') })
  return sent
}
