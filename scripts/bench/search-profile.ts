import { existsSync } from 'node:fs'
import { openDatabase } from '~/db/client'
import { systemClock } from '~/kernel/clock'
import { matchGuest } from '~/modules/search/engine'
import { guestForm, storedGuest } from '~/modules/search/guest'
import { candidatesFor } from '~/modules/search/index-store'
import { queryKeys } from '~/modules/search/keys'
import { rebuildIndex } from '~/modules/search/rebuild'
import { scoreCandidate } from '~/modules/search/score'
import { benchArgs } from './args'
import { BENCH_VIEWER, labelledQueries, reportSource } from './search-data'
import { percentile } from './search-eval'

// bun scripts/bench/search-profile.ts --size=100000 --file=/tmp/x.db : where a query's time goes.
const options = benchArgs(
  'bun scripts/bench/search-profile.ts [--size=100000] [--file=/tmp/kyg/search-SIZE.db] [--pragma="a=1;b=2"] [--queries=1600]',
  { size: 100_000, file: '', pragma: '', queries: 1600 },
)
const size = options.size
const file = options.file || `/tmp/kyg/search-${size}.db`
const seed = 42
const fresh = !existsSync(file)
const handle = openDatabase(file)
for (const pragma of options.pragma.split(';').filter(Boolean)) handle.sqlite.run(`PRAGMA ${pragma}`)
if (fresh) {
  const source = reportSource(seed, size)
  let gen = 0
  const t0 = performance.now()
  await rebuildIndex(
    { db: handle.db, clock: systemClock },
    ({ limit }) => {
      const t = performance.now()
      const p = source.next(limit)
      gen += performance.now() - t
      return p
    },
    { pageSize: 10_000 },
  )
  console.log('build s', ((performance.now() - t0 - gen) / 1000).toFixed(1), 'gen s', (gen / 1000).toFixed(1))
  handle.sqlite.run('PRAGMA wal_checkpoint(TRUNCATE)')
}
const smallest = reportSource(seed, 10_000)
while (smallest.next(10_000).length > 0) {}
const queries = labelledQueries(seed, smallest.households, options.queries)
const now = systemClock.now().toISOString()
for (let pass = 0; pass < 2; pass++) {
  const keyN: number[] = []
  const candN: number[] = []
  const tKeys: number[] = []
  const tSql: number[] = []
  const tScore: number[] = []
  const tAll: number[] = []
  const tCpu: number[] = []
  for (const q of queries) {
    const a = performance.now()
    const g = guestForm(storedGuest(q.query, systemClock.now()))
    const keys = queryKeys(g)
    const b = performance.now()
    const rows = candidatesFor(handle.db, keys, { companyId: BENCH_VIEWER, now, limit: 200 })
    const c = performance.now()
    for (const r of rows) scoreCandidate(g, guestForm(JSON.parse(r.guest)))
    const cpu = process.cpuUsage()
    const d = performance.now()
    matchGuest({ db: handle.db, clock: systemClock }, g, { companyId: BENCH_VIEWER })
    tAll.push(performance.now() - d)
    const u = process.cpuUsage(cpu)
    tCpu.push((u.user + u.system) / 1000)
    keyN.push(keys.length)
    candN.push(rows.length)
    tKeys.push(b - a)
    tSql.push(c - b)
    tScore.push(d - c)
  }
  const line = (n: string, v: number[]) =>
    console.log(
      n.padEnd(10),
      [50, 90, 95, 99, 100].map((p) => percentile(v, p).toFixed(2)).join('  '),
      ' mean',
      (v.reduce((x, y) => x + y, 0) / v.length).toFixed(2),
    )
  console.log(`pass ${pass}: p50 p90 p95 p99 max`)
  line('keys', keyN)
  line('cands', candN)
  line('t keys', tKeys)
  line('t sql', tSql)
  line('t score', tScore)
  line('t match', tAll)
  line('cpu match', tCpu)
}
handle.close()
