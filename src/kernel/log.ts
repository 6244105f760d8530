// Structured one-line JSON logs. Never pass passwords, tokens, hashes, card data or document numbers.
import { type Clock, systemClock } from './clock'

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const
export type LogLevel = keyof typeof LEVELS
type Fields = Record<string, unknown>

export type Logger = {
  debug(msg: string, fields?: Fields): void
  info(msg: string, fields?: Fields): void
  warn(msg: string, fields?: Fields): void
  error(msg: string, fields?: Fields): void
  child(fields: Fields): Logger
}

export function createLogger(
  level: LogLevel = 'info',
  base: Fields = {},
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  /** A log line is stamped with the wall time unless a test passes its own clock. */
  clock: Clock = systemClock,
): Logger {
  const threshold = LEVELS[level]
  const emit = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: Fields) => {
    if (LEVELS[lvl] < threshold) return
    write(JSON.stringify({ time: clock.now().toISOString(), level: lvl, msg, ...base, ...fields }, errorReplacer))
  }
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    child: (fields) => createLogger(level, { ...base, ...fields }, write, clock),
  }
}

function errorReplacer(_key: string, value: unknown) {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack }
  return value
}
