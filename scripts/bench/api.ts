import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DB_FILE } from '~/db/backup'
import { openDatabase } from '~/db/client'
import { systemClock } from '~/kernel/clock'
import { countryByName } from '~/lib/countries'
import { addDays, zurichDay } from '~/lib/dates'
import { createHotelWithKey } from '~/modules/apikeys/testing'
import { resolveAuditKey } from '~/modules/audit/public'
import { rebuildIndex } from '~/modules/search/rebuild'
import { startTestServer } from '../../tests/support/server'
import { benchArgs, loadAverage, ms, printLoadAtStart } from './args'
import { person, reportSource, rng } from './search-data'
import { percentile } from './search-eval'

// bun run bench:api (options below)
// The public API over HTTP against the real server, with `reports` reports in the search index: the time of
// POST /api/v1/arrivals with a batch of 500 reservations (goal ≤ 3 s), and the throughput of single-reservation calls,
// one at a time and `concurrency` at once. Run it when the machine is otherwise idle (load average below 4).

const {
  reports: reportsWanted,
  batches,
  singles,
  concurrency,
  seed,
} = benchArgs('bun run bench:api [--reports=1000000] [--batches=5] [--singles=300] [--concurrency=4] [--seed=42]', {
  reports: 1_000_000,
  batches: 5,
  singles: 300,
  concurrency: 4,
  seed: 42,
})
printLoadAtStart()

const dataDir = mkdtempSync(join(tmpdir(), 'kyg-bench-api-'))
const handle = openDatabase(join(dataDir, DB_FILE))
let t = performance.now()
const source = reportSource(seed, reportsWanted)
// Written with this DATA_DIR's chain key, which the server started on it goes on with (ADR 165).
const deps = { db: handle.db, clock: systemClock, chainKey: resolveAuditKey(dataDir) }
const built = await rebuildIndex(deps, ({ limit }) => source.next(limit), { pageSize: 10_000 })
console.log(`search index: ${built.entries} reports, built in ${((performance.now() - t) / 1000).toFixed(0)} s`)
const { key } = await createHotelWithKey(deps, ['arrivals:write'])
handle.close()

const server = await startTestServer({
  DATA_DIR: dataDir,
  API_CALLS_PER_MINUTE_PER_KEY: '1000000',
  ARRIVALS_DAILY_LIMIT: '1000000',
  ARRIVALS_DAILY_LIMIT_PER_PERSON: '1000000',
})
try {
  const today = zurichDay(new Date())
  const r = rng(seed + 11)
  let serial = 0
  const reservation = () => {
    const p = person(seed, r.int(source.households), 0)
    serial++
    return {
      reservation_ref: `B-${serial}`,
      first_name: p.firstName,
      last_name: p.lastName,
      birth_date: p.birthDate,
      // The API takes the ISO code (issue 33); the generated people carry the country's name.
      nationality: countryByName(p.nationality ?? '')?.code.toUpperCase(),
      check_in: addDays(today, 1 + (serial % 7)),
      check_out: addDays(today, 3 + (serial % 7)),
    }
  }
  const send = async (reservations: unknown[]) => {
    const res = await fetch(`${server.url}/api/v1/arrivals`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reservations }),
    })
    if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`)
    await res.arrayBuffer()
  }

  const batchTimes: number[] = []
  for (let b = 0; b < batches + 1; b++) {
    const body = Array.from({ length: 500 }, reservation)
    t = performance.now()
    await send(body)
    // The first batch warms the server's caches and prepared statements.
    if (b > 0) batchTimes.push(performance.now() - t)
  }
  console.log(
    `POST /api/v1/arrivals, a batch of 500 at ${built.entries} reports: median ${ms(percentile(batchTimes, 50))} ms, ` +
      `max ${ms(Math.max(...batchTimes))} ms over ${batches} batches (goal ≤ 3000 ms)`,
  )

  t = performance.now()
  for (let i = 0; i < singles; i++) await send([reservation()])
  const serialRate = singles / ((performance.now() - t) / 1000)
  t = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < singles) await send([reservation()])
    }),
  )
  const parallelRate = singles / ((performance.now() - t) / 1000)
  console.log(
    `single-reservation calls: ${serialRate.toFixed(0)}/s one at a time, ${parallelRate.toFixed(0)}/s with ` +
      `${concurrency} at once (${singles} calls each)`,
  )
  console.log(`machine load average at the end: ${loadAverage()}`)
} finally {
  await server.stop()
}
