// Operator commands of the audit log: verify the whole chain (also done daily by the audit.verify job).
import type { Db } from '~/db/client'
import { verifyChain } from '~/modules/audit/service'
import type { Command } from './args'

type Ctx = { handle: { db: Db }; chainKey: string }

export function auditCommands<C extends Ctx>(): Record<string, Command<C>> {
  return {
    'audit:verify': {
      usage: 'audit:verify',
      help: 'Verify the audit log chain (HMAC key in DATA_DIR/audit-chain-key); exit code 1 when it is broken.',
      run(ctx) {
        const result = verifyChain({ db: ctx.handle.db, chainKey: ctx.chainKey })
        if (result.ok) {
          console.log(`Audit chain verified: ${result.entries} entries.`)
          return 0
        }
        console.error(`Audit chain BROKEN at entry ${result.brokenAtSeq}: an entry was changed, removed or inserted.`)
        return 1
      },
    },
  }
}
