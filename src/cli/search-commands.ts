// Operator command of the guest search (ADR 081): rebuild its index from the reports.

import type { DbHandle } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { OPERATOR } from '~/modules/audit/model'
import { record } from '~/modules/audit/service'
import { listIndexEntries } from '~/modules/reports/queries'
import { indexSize } from '~/modules/search/index-store'
import { rebuildIndex } from '~/modules/search/rebuild'
import type { Command } from './args'

type Ctx = { handle: DbHandle; clock: Clock; chainKey: string }

export function searchCommands<C extends Ctx>(): Record<string, Command<C>> {
  return {
    'search:reindex': {
      usage: 'search:reindex',
      help: 'Rebuild the guest search index from every live report (after a restore or a change of matching rules).',
      async run(ctx) {
        const db = ctx.handle.db
        const started = performance.now()
        const result = await rebuildIndex(
          { db, clock: ctx.clock },
          ({ after, limit }) => listIndexEntries({ db }, { ...(after ? { after } : {}), limit }),
          { onProgress: (done) => process.stdout.write(`\rIndexed ${done} reports`) },
        )
        const seconds = ((performance.now() - started) / 1000).toFixed(1)
        const size = indexSize(db)
        process.stdout.write('\n')
        console.log(`Search index rebuilt: ${result.entries} reports, ${result.keys} keys in ${seconds} s.`)
        record(
          { db, clock: ctx.clock, chainKey: ctx.chainKey },
          { actor: OPERATOR, action: 'search.reindex', details: { entries: size.entries, keys: size.keys } },
        )
        return 0
      },
    },
  }
}
