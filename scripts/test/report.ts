// The pure parts of `bun run test` (scripts/test.ts): reading `bun test` output and writing the closing lines, kept
// apart so a test can hold them to ADR 180 (no retry of server or DOM files; a browser file that needed its retry is
// named on a line of its own before the totals line, which stays exactly "N passed, N failed").

export type Counts = { p: number; f: number }

/** Pass and fail counts of a `bun test` run; a crash or an error outside a test still counts as a failure. */
export function counts({ code, text }: { code: number; text: string }): Counts {
  const p = Number(/^\s*(\d+) pass\s*$/m.exec(text)?.[1] ?? 0)
  let f = Number(/^\s*(\d+) fail\s*$/m.exec(text)?.[1] ?? 0)
  if (code !== 0 && f === 0) f = 1
  return { p, f }
}

/** What happened to a browser file that failed once and ran again. */
export type Retry = { file: string; first: number; second: number }

/** One line per retried browser file: "flaky: …" when its second run passed, "failed twice: …" when not. */
export function retryLine({ file, first, second }: Retry) {
  return second
    ? `failed twice: ${file} (${first} failed, then ${second} failed again)`
    : `flaky: ${file} (${first} failed, then passed)`
}

/** The closing lines: each step's line, then each retried browser file on its own line, then the totals line. */
export function closingLines(steps: string[], retries: Retry[], totals: Counts) {
  return [...steps, ...retries.map(retryLine), `${totals.p} passed, ${totals.f} failed`]
}
