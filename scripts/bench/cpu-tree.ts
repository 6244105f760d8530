// The CPU a command and every process under it used (ADR 320): `bun scripts/bench/cpu-tree.ts bun test tests/e2e/x.test.ts`.
// The command's own rusage misses Chromium's renderers (the zygote reaps them, not the test process): a page spinning
// 4 s of JavaScript added 0.7 s to `/usr/bin/time`. So /proc is read five times a second and each process's user+system
// time is kept as last seen, by kind (Chromium's --type, else the command). A process that lives under 0.2 s is missed.
import { readdirSync, readFileSync } from 'node:fs'

const TICKS = 100 // USER_HZ on Linux
const proc = Bun.spawn(process.argv.slice(2), { stdout: 'inherit', stderr: 'inherit' })
const ticks = new Map<number, number>()
const kinds = new Map<number, string>()
const started = performance.now()

function kindOf(pid: number): string {
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
  // Chromium rewrites its command line into one string: its --type is looked for anywhere in it.
  if (args[0]?.includes('chromium')) return `chromium ${/--type=[a-z-]+/.exec(args.join(' '))?.[0] ?? 'browser'}`
  return args.slice(0, 3).join(' ').slice(0, 48)
}

function sample() {
  const parents = new Map<number, number>()
  const used = new Map<number, number>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      parents.set(Number(name), Number(fields[1]))
      used.set(Number(name), Number(fields[11]) + Number(fields[12]))
    } catch {
      // The process ended between the listing and the read.
    }
  }
  const under = (pid: number) => {
    for (let p = pid, depth = 0; p > 1 && depth < 64; p = parents.get(p) ?? 0, depth++) if (p === proc.pid) return true
    return false
  }
  for (const [pid, t] of used) {
    if (!under(pid)) continue
    ticks.set(pid, Math.max(ticks.get(pid) ?? 0, t))
    try {
      if (!kinds.has(pid)) kinds.set(pid, kindOf(pid))
    } catch {
      kinds.set(pid, '?')
    }
  }
}

const timer = setInterval(sample, 200)
const code = await proc.exited
clearInterval(timer)
const wall = (performance.now() - started) / 1000
const total = [...ticks.values()].reduce((a, b) => a + b, 0) / TICKS
const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
console.error(
  `\nCPU ${total.toFixed(1)} s in ${wall.toFixed(1)} s (${((100 * total) / wall).toFixed(0)}% of one core); load ${load}`,
)
const byKind = new Map<string, number>()
for (const [pid, t] of ticks) byKind.set(kinds.get(pid) ?? '?', (byKind.get(kinds.get(pid) ?? '?') ?? 0) + t / TICKS)
for (const [kind, secs] of [...byKind].sort((a, b) => b[1] - a[1])) console.error(`  ${secs.toFixed(1)} s  ${kind}`)
process.exit(code)
