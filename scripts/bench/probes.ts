import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '~/db/client'
import { fixedClock } from '~/kernel/clock'
import { compareBirthDates } from '~/modules/search/dates'
import { type GuestFields, guestForm, storedGuest } from '~/modules/search/guest'
import { rebuildIndex } from '~/modules/search/rebuild'
import { createReportProbes, type ReportAllowance } from '~/modules/search/report-probes'
import { scoreCandidate } from '~/modules/search/score'
import { screenGuest } from '~/modules/search/screening'
import { benchArgs, loadAverage, ms, printLoadAtStart } from './args'
import { person, personOfReport, reportSource, rng } from './search-data'
import { percentile } from './search-eval'

// bun run bench:probes (ADR 326): the birth-date allowance per report, measured.
// 1. A busy hotel's 30 days: `perDay` arrivals a day, one import a day, against `reports` reports of other hotels (the
//    search benchmark's generator: its name distribution, homonyms, typed variants). `reported` of the guests are
//    people with a report, the others people of the same name distribution without one; a tenth have no birth date.
//    For N = 3, 5 and 10: how many of the guests' own reports, listed without the allowance, it leaves out; how many
//    listings of any report; the reports each question reaches; the rows it keeps; the time to plan a day.
// 2. An attacker who knows a reported guest's name and learns nothing but whether a report is listed: how many
//    questions to tell the birth date within a month and within a year, and so how many months at N dates a report
//    per 30 days. Two kinds of question: a wrong first name ("Xaver Müller": only the right date lists it) and the
//    right names misspelt ("Hans Müllek": a slip or swap of the date lists it too, so each question covers more).

const { reports, days, perDay, reported, seed } = benchArgs(
  'bun run bench:probes [--reports=100000] [--days=30] [--perDay=90] [--reported=0.02] [--seed=42]',
  { reports: 100_000, days: 30, perDay: 90, reported: 0.02, seed: 42 },
)
printLoadAtStart()
const ALLOWANCES = [3, 5, 10]
const DAY = 86_400_000

const dir = mkdtempSync(join(tmpdir(), 'kyg-bench-probes-'))
const handle = openDatabase(join(dir, 'bench.db'))
const clock = fixedClock('2026-11-01T08:00:00.000Z')
try {
  const t = performance.now()
  const source = reportSource(seed, reports)
  const built = await rebuildIndex({ db: handle.db, clock }, ({ limit }) => source.next(limit), { pageSize: 10_000 })
  console.log(`search index: ${built.entries} reports, built in ${((performance.now() - t) / 1000).toFixed(0)} s`)
  const households = source.households
  const r = rng(seed + 11)
  const guestOf = (i: number): { key: string; fields: GuestFields } => {
    const withReport = r.chance(reported)
    const p = person(seed, withReport ? r.int(households) : households + 1 + r.int(50_000_000), 0)
    return {
      key: p.key,
      fields: {
        firstName: p.firstName,
        lastName: p.lastName,
        birthDate: i % 10 === 0 ? '' : p.birthDate,
        nationality: p.nationality,
      },
    }
  }
  const I = Number.POSITIVE_INFINITY
  const variants: { name: string; allowance: ReportAllowance }[] = [
    ...ALLOWANCES.map((n) => ({ name: `${n} per report`, allowance: { perYear: I, perReport: n } })),
    { name: '5 per birth year', allowance: { perYear: 5, perReport: I } },
    { name: '3 per birth year, 20 per report', allowance: { perYear: 3, perReport: 20 } },
    { name: '5 per birth year, 20 per report', allowance: { perYear: 5, perReport: 20 } },
    { name: '5 per birth year, 30 per report', allowance: { perYear: 5, perReport: 30 } },
  ]
  const probes = variants.map((v, i) => ({
    ...v,
    probes: createReportProbes(clock, v.allowance),
    company: `bench-hotel-${i}`,
  }))
  const tally = probes.map(() => ({ ownLeftOut: 0, listingsLeftOut: 0, planMs: [] as number[] }))
  const reachMs: number[] = []
  let asks = 0
  let ownListed = 0
  let listings = 0
  const reach: number[] = []
  for (let day = 0; day < days; day++) {
    const guests = Array.from({ length: perDay }, (_, i) => guestOf(day * perDay + i))
    const forms = guests.map((g) => guestForm(storedGuest(g.fields, clock.now())))
    // What each guest lists without the allowance (other hotels' reports), and which of those are its own.
    const listed = guests.map((g) => {
      const s = screenGuest({ db: handle.db, clock }, g.fields, { companyId: 'bench-hotel-n3' })
      return [...s.exact, ...s.close].map((id) => ({ id, own: personOfReport(id) === g.key }))
    })
    asks += guests.length
    for (const l of listed) {
      listings += l.length
      ownListed += l.filter((x) => x.own).length
    }
    let start = performance.now()
    const reached = (probes[0] as (typeof probes)[number]).probes.reachOf(handle.db, 'bench-reach', forms)
    reachMs.push(performance.now() - start)
    for (const [i, ids] of reached.entries()) if (forms[i]?.d) reach.push(ids.length)
    for (const [k, { probes: p, company }] of probes.entries()) {
      start = performance.now()
      const plan = p.plan({ db: handle.db, auditKey: 'bench' }, company, forms, reached)
      const t2 = tally[k] as (typeof tally)[number]
      t2.planMs.push(performance.now() - start)
      p.keep(handle.db, company, plan)
      for (const [i, l] of listed.entries()) {
        const hidden = plan.hidden[i] as ReadonlySet<string>
        for (const x of l)
          if (hidden.has(x.id)) {
            t2.listingsLeftOut++
            if (x.own) t2.ownLeftOut++
          }
      }
    }
    clock.advance(DAY)
  }
  const rows = (company: string) =>
    handle.sqlite
      .query<{ n: number }, [string]>('SELECT count(*) AS n FROM report_date_tries WHERE company_id = ?')
      .get(company)?.n ?? 0
  console.log(
    `\n${days} days × ${perDay} arrivals (${asks} questions, ${Math.round(reported * 100)} % with a report) against ${built.entries} reports:`,
  )
  console.log(
    `reports one dated question reaches: mean ${(reach.reduce((a, b) => a + b, 0) / reach.length).toFixed(1)}, ` +
      `p50 ${percentile(reach, 50)}, p95 ${percentile(reach, 95)}, max ${Math.max(...reach)}`,
  )
  console.log(`listed without the allowance: ${ownListed} of the guests' own reports, ${listings} listings in all\n`)
  console.log(
    `reach of a day of ${perDay} questions: p50 ${ms(percentile(reachMs, 50))} ms, max ${ms(Math.max(...reachMs))} ms\n`,
  )
  console.log(
    '| allowance (different dates, 30 days) | own reports left out | listings left out | rows kept | decide a day (p50) |',
  )
  console.log('| --- | ---: | ---: | ---: | ---: |')
  for (const [k, { name, company }] of probes.entries()) {
    const t2 = tally[k] as (typeof tally)[number]
    const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '-')
    console.log(
      `| ${name} | ${t2.ownLeftOut} of ${ownListed} (${pct(t2.ownLeftOut, ownListed)}) | ${t2.listingsLeftOut} of ${listings} (${pct(t2.listingsLeftOut, listings)}) | ${rows(company)} | ${ms(percentile(t2.planMs, 50))} ms |`,
    )
  }

  // 2. The attacker: an adaptive search that asks, each time, the date splitting the dates still possible most evenly.
  const target = guestForm(storedGuest({ firstName: 'Hans', lastName: 'Müller', birthDate: '1975-05-17' }, clock.now()))
  const lists = (first: string, last: string) => (asked: string, truth: string) =>
    scoreCandidate(guestForm(storedGuest({ firstName: first, lastName: last, birthDate: asked }, clock.now())), {
      ...target,
      d: truth,
    }) !== null
  const dates = (from: string, to: string) => {
    const out: string[] = []
    for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d.setUTCDate(d.getUTCDate() + 1))
      out.push(d.toISOString().slice(0, 10))
    return out
  }
  /** Worst case over the true date: questions until one date is left (each answer: listed or not). */
  function questions(possible: string[], listed: (asked: string, truth: string) => boolean): number {
    const table = new Map(possible.map((a) => [a, new Set(possible.filter((truth) => listed(a, truth)))]))
    let worst = 0
    const solve = (left: string[], asked: number) => {
      if (left.length <= 1) {
        worst = Math.max(worst, asked)
        return
      }
      let best = possible[0] as string
      let bestSplit = -1
      for (const a of possible) {
        const hit = table.get(a) as Set<string>
        const yes = left.filter((d) => hit.has(d)).length
        const split = Math.min(yes, left.length - yes)
        if (split > bestSplit) {
          bestSplit = split
          best = a
        }
      }
      if (bestSplit <= 0) {
        // No question splits what is left (a date whose listing covers no other): ask them one by one.
        worst = Math.max(worst, asked + left.length - 1)
        return
      }
      const hit = table.get(best) as Set<string>
      solve(
        left.filter((d) => hit.has(d)),
        asked + 1,
      )
      solve(
        left.filter((d) => !hit.has(d)),
        asked + 1,
      )
    }
    solve(possible, 0)
    return worst
  }
  const month = dates('1975-05-01', '1975-05-31')
  const year = dates('1975-01-01', '1975-12-31')
  const kinds = [
    { kind: 'a wrong first name (Xaver Müller)', listed: lists('Xaver', 'Müller') },
    { kind: 'the names misspelt (Hans Müllek)', listed: lists('Hans', 'Müllek') },
  ]
  console.log(
    `\nthe attacker (worst case; each question a new date for the report; slips: ${compareBirthDates('1975-05-17', '1975-05-18')})`,
  )
  console.log(
    `| question | to tell the day in a month | in a year | months at N = ${ALLOWANCES.join(' / ')} (month; year) |`,
  )
  console.log('| --- | ---: | ---: | --- |')
  for (const { kind, listed } of kinds) {
    const m = questions(month, listed)
    const y = questions(year, listed)
    const months = ALLOWANCES.map((n) => `${Math.ceil(m / n)}; ${Math.ceil(y / n)}`).join(' / ')
    console.log(`| ${kind} | ${m} | ${y} | ${months} |`)
  }
} finally {
  handle.close()
  rmSync(dir, { recursive: true, force: true })
  console.log(`\nmachine load average at the end: ${loadAverage()}`)
}
