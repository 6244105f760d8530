// The benchmarks' options and the preamble they print (bun run bench:*). Options are read with node:util's parseArgs,
// as the CLI reads its own (ADR 182): `--name=value` or `--name value`; an unknown option, or a number option whose
// value is not a number, stops the run with its usage line instead of running with a default or NaN.
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'

type Defaults = Record<string, number | string | boolean>
export type BenchArgs<D extends Defaults> = {
  [K in keyof D]: D[K] extends number ? number : D[K] extends boolean ? boolean : string
}

/** A benchmark's options that are not what it takes. */
export class BenchUsageError extends Error {}

/**
 * Reads `argv` against `defaults`: a number default makes a number option, a string default a string option, a
 * boolean default a flag (`--verbose`). Options not given keep their default.
 */
export function readBenchArgs<const D extends Defaults>(argv: string[], defaults: D): BenchArgs<D> {
  const options = Object.fromEntries(
    Object.entries(defaults).map(([name, value]) => [
      name,
      { type: typeof value === 'boolean' ? ('boolean' as const) : ('string' as const) },
    ]),
  )
  let values: Record<string, string | boolean | undefined>
  try {
    values = parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values
  } catch (error) {
    throw new BenchUsageError((error as Error).message)
  }
  const out: Record<string, number | string | boolean> = {}
  for (const [name, fallback] of Object.entries(defaults)) {
    const given = values[name]
    if (given === undefined) out[name] = fallback
    else if (typeof fallback !== 'number') out[name] = given
    else {
      const n = Number(given)
      if (typeof given !== 'string' || given.trim() === '' || !Number.isFinite(n))
        throw new BenchUsageError(`--${name} takes a number, not "${given}".`)
      out[name] = n
    }
  }
  return out as BenchArgs<D>
}

/** The process's options (see readBenchArgs); on a wrong one prints it with `usage` and exits with code 2. */
export function benchArgs<const D extends Defaults>(usage: string, defaults: D): BenchArgs<D> {
  try {
    return readBenchArgs(process.argv.slice(2), defaults)
  } catch (error) {
    if (!(error instanceof BenchUsageError)) throw error
    console.error(`${error.message}\nusage: ${usage}`)
    process.exit(2)
  }
}

/** The machine's load averages over 1, 5 and 15 minutes. */
export const loadAverages = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

/** The machine's load average over the last minute. */
export const loadAverage = () => loadavg()[0]?.toFixed(2) ?? '?'

/** Printed first: the wall-clock times that follow include waiting for a CPU on a busy machine. */
export function printLoadAtStart() {
  console.log(`machine load average at start: ${loadAverage()} (wall-clock times include waiting for a CPU)`)
}

/** Milliseconds as the benchmarks print them: two decimals under 10 ms, whole milliseconds above, `-` for none. */
export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 0) : '-')
