// bun run bench:sheet [--sheets=6] [--rounds=3] (security review 4, finding 3; ADR 245)
// Six 2 MB sheets of escaped quotes (the finding's: 2.9 s of papaparse each, /healthz 2.8 s beside one, 4.8 s beside
// six) are sent to /api/arrivals/sheet/preview at once, `rounds` times, while /healthz is asked again and again on the
// same server; it prints /healthz's p50, p95 and slowest answer (the goal: p95 under 100 ms) and how long the sheets
// took. In process (app.handle), as bench:bounds: what is measured is the server's thread, which the sheets used to
// hold. A benchmark, not a test: run it on a quiet machine (it prints the load average); exits 1 over the goal.
import { fixedClock } from '~/kernel/clock'
import { escapedQuotesSheet, sheetForm, signedInHotel } from '~/modules/arrivals/testing'
import { createTestApp } from '~/server/testing'
import { benchArgs, loadAverages, ms, printLoadAtStart } from './args'

const { sheets, rounds } = benchArgs('bun run bench:sheet [--sheets=6] [--rounds=3]', { sheets: 6, rounds: 3 })
printLoadAtStart()

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)]!
const clock = fixedClock(new Date())
const t = await createTestApp({}, { clock })
const hotel = await signedInHotel(t)
const bytes = escapedQuotesSheet()
const health: number[] = []
const sheetMs: number[] = []

for (let round = 0; round < rounds; round++) {
  // A new hour for each round: the sheets of a person are counted (30 an hour).
  clock.advance(3_600_000)
  let open = sheets
  const started = performance.now()
  const sent = Array.from({ length: sheets }, async () => {
    const res = await t.request('/api/arrivals/sheet/preview', {
      method: 'POST',
      headers: hotel.headers,
      body: sheetForm(bytes),
    })
    if (res.status !== 200) throw new Error(`a sheet answered ${res.status}: ${await res.text()}`)
    sheetMs.push(performance.now() - started)
    open--
  })
  while (open > 0) {
    const asked = performance.now()
    const res = await t.request('/healthz')
    if (res.status !== 200) throw new Error(`/healthz answered ${res.status}`)
    health.push(performance.now() - asked)
    // One question every 10 ms or so, as a load balancer's probe would ask, not a busy loop.
    await Bun.sleep(10)
  }
  await Promise.all(sent)
}

const p95 = percentile(health, 0.95)
console.log(
  `${sheets} sheets of ${(bytes.byteLength / 1024 / 1024).toFixed(2)} MB (escaped quotes) at once, ${rounds} rounds`,
)
console.log(`  sheets answered after: p50 ${ms(percentile(sheetMs, 0.5))} ms, slowest ${ms(Math.max(...sheetMs))} ms`)
console.log(
  `  /healthz beside them (${health.length} asked): p50 ${ms(percentile(health, 0.5))} ms, p95 ${ms(p95)} ms, slowest ${ms(Math.max(...health))} ms (goal: p95 < 100 ms) ${p95 < 100 ? 'ok' : 'OVER'}`,
)
console.log(`machine load average at the end (1, 5, 15 min): ${loadAverages()}`)
t.db.close()
process.exit(p95 < 100 ? 0 : 1)
