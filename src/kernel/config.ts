import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import * as v from 'valibot'
import { isSwissUid, normalizeSwissUid } from '~/lib/fields'

const optionalString = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)))

const portSchema = v.pipe(
  v.optional(v.string(), '3000'),
  v.regex(/^\d{1,5}$/, 'must be a whole number between 0 and 65535'),
  v.transform(Number),
  v.maxValue(65535, 'must be a whole number between 0 and 65535'),
)

const urlSchema = v.pipe(
  v.string(),
  v.url('must be an absolute URL such as https://knowyourguest.ch'),
  v.regex(/^https?:\/\//, 'must start with http:// or https://'),
  v.transform((value) => value.replace(/\/+$/, '')),
)

// A price in whole or decimal francs ("490", "489.50"), kept as integer rappen.
const chfSchema = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d{1,6}(\.\d{1,2})?$/, 'must be an amount in CHF such as 490 or 489.50'),
    v.transform((value) => Math.round(Number(value) * 100)),
    v.minValue(100, 'must be at least 1 CHF'),
  )

// A positive whole number of requests (rate limits).
const countSchema = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d{1,7}$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(1, 'must be at least 1'),
  )

// A yes/no setting: true or 1, false or 0.
const flagSchema = v.pipe(
  v.optional(v.picklist(['true', 'false', '1', '0'], 'must be true or false'), 'false'),
  v.transform((value) => value === 'true' || value === '1'),
)

// A positive whole number of megabytes (upload sizes and byte budgets).
const megabytesSchema = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d{1,7}$/, 'must be a whole number of megabytes'),
    v.transform(Number),
    v.minValue(1, 'must be at least 1'),
  )

const envSchema = v.object({
  PORT: portSchema,
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '0.0.0.0'),
  BASE_URL: v.optional(urlSchema),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  // At least 256 bits: HS256 needs a key as long as its hash.
  SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(43, 'must be at least 43 characters (256 bits)'))),
  CONTACT_EMAIL: v.optional(
    v.pipe(v.string(), v.trim(), v.email('must be an e-mail address')),
    'info@knowyourguest.ch',
  ),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.trim(), v.minLength(3)), 'KnowYourGuest <no-reply@knowyourguest.ch>'),
  LOG_LEVEL: v.optional(
    v.picklist(['debug', 'info', 'warn', 'error', 'silent'], 'must be one of debug, info, warn, error, silent'),
    'info',
  ),
  INACTIVITY_TIMEOUT_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a number of milliseconds'),
      v.transform(Number),
      v.minValue(1000, 'must be at least 1000'),
    ),
    '60000',
  ),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'))),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  // Another Stripe API address, for stripe-mock or the test suite's loopback fake.
  STRIPE_API_URL: v.optional(urlSchema),
  // Yearly subscription prices (spec section 9 leaves the amounts open): documented defaults in the README.
  PRICE_3_STAR_CHF: chfSchema('490'),
  PRICE_3_STAR_ASSOCIATION_CHF: chfSchema('390'),
  PRICE_5_STAR_CHF: chfSchema('890'),
  PRICE_5_STAR_ASSOCIATION_CHF: chfSchema('690'),
  // Who runs the service (issue 24 item 12): named in the footer, the privacy policy and the legal notice (Impressum)
  // in every language. The company number is a Swiss UID, checked and written as CHE-123.456.789.
  OPERATOR_NAME: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2)), 'KnowYourGuest GmbH'),
  OPERATOR_ADDRESS: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[^,]+,\s*\S+\s+\S.*$/, 'must read "Street 1, 3011 Bern"')),
    'Bahnhofplatz 1, 3011 Bern',
  ),
  OPERATOR_UID: v.optional(
    v.pipe(
      v.string(),
      v.check(isSwissUid, 'must be a Swiss company number such as CHE-123.456.788'),
      v.transform((value) => normalizeSwissUid(value) ?? value),
    ),
    'CHE-123.456.788',
  ),
  // Where members send bank transfers; shown on the pending page and in e-mails.
  BANK_ACCOUNT_HOLDER: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2)), 'KnowYourGuest GmbH'),
  // The account holder's postal address "Street 1, 3011 Bern", printed on the Swiss QR-bill (ADR 121).
  BANK_ACCOUNT_HOLDER_ADDRESS: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[^,]+,\s*\S+\s+\S.*$/, 'must read "Street 1, 3011 Bern"')),
    'Bahnhofplatz 1, 3011 Bern',
  ),
  BANK_IBAN: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
      v.regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'must be an IBAN such as CH93 0076 2011 6238 5295 7'),
    ),
    'CH9300762011623852957',
  ),
  BANK_SWIFT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, 'must be a SWIFT/BIC code of 8 or 11 characters'),
    ),
    'POFICHBEXXX',
  ),
  BANK_NAME: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2)), 'PostFinance AG'),
  BANK_ADDRESS: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2)), 'Mingerstrasse 20, 3030 Bern, Switzerland'),
  // Guest search per member (issue 10): searches an hour and a day, and New report counts an hour.
  SEARCH_LIMIT_PER_HOUR: countSchema('60'),
  SEARCH_LIMIT_PER_DAY: countSchema('300'),
  SEARCH_COUNT_LIMIT_PER_HOUR: countSchema('300'),
  // …and per hotel, whatever the number of its people (issue 21): searches an hour and a day, counts an hour.
  SEARCH_LIMIT_PER_HOUR_PER_HOTEL: countSchema('120'),
  SEARCH_LIMIT_PER_DAY_PER_HOTEL: countSchema('600'),
  SEARCH_COUNT_LIMIT_PER_HOUR_PER_HOTEL: countSchema('600'),
  // People of a hotel (owner and staff, invitations still open included; issue 21, ADR 200).
  TEAM_MAX_PEOPLE: countSchema('10'),
  // Arrivals a hotel may add a day (issue 22); an administrator raises one hotel's limit in the console or the CLI.
  ARRIVALS_DAILY_LIMIT: countSchema('500'),
  // Sheets (files or pasted rows, previews and imports together) an hour per person and per hotel (security review 4,
  // finding 3): each is parsed on a worker thread; these bound how much of it one account can ask for.
  ARRIVAL_SHEETS_PER_HOUR_PER_USER: countSchema('30'),
  ARRIVAL_SHEETS_PER_HOUR_PER_HOTEL: countSchema('60'),
  // …and per person or API key, whatever the hotel's limit (issue 31, ADR 241): a raised hotel limit is shared.
  ARRIVALS_DAILY_LIMIT_PER_PERSON: countSchema('500'),
  // Calls a minute per API key (issue 23): a front-desk system sends a batch or a few calls a minute; a loop is stopped.
  API_CALLS_PER_MINUTE_PER_KEY: countSchema('120'),
  // Copies of a pending hotel's representative's ID (security review 3, finding 1): the largest file, what one pending
  // account may store in all (whatever pass it uses), what one address may upload a day, and all pending accounts.
  ID_DOCUMENT_MAX_MB: megabytesSchema('5'),
  ID_DOCUMENTS_MB_PER_ACCOUNT: megabytesSchema('12'),
  ID_DOCUMENTS_MB_PER_ADDRESS_PER_DAY: megabytesSchema('24'),
  ID_DOCUMENTS_MB_PENDING_TOTAL: megabytesSchema('2048'),
  // Member quotas (security review 3, finding 3): new reports an hour and evidence megabytes a day, per person (the
  // login) and per hotel; and the free space below which every upload is refused with 507 and the admins alerted.
  REPORTS_PER_HOUR_PER_USER: countSchema('20'),
  REPORTS_PER_HOUR_PER_HOTEL: countSchema('30'),
  EVIDENCE_MB_PER_DAY_PER_USER: megabytesSchema('1024'),
  EVIDENCE_MB_PER_DAY_PER_HOTEL: megabytesSchema('2048'),
  MIN_FREE_DISK_MB: megabytesSchema('1024'),
  // E-mail a stranger can cause (security review 3, finding 4): messages one address receives in 24 hours at most,
  // and the minutes a payment-failed e-mail waits (a later success on the payment page withdraws it).
  MAIL_PER_ADDRESS_PER_DAY: countSchema('40'),
  PAYMENT_FAILED_MAIL_DELAY_MINUTES: countSchema('15'),
  // Off-site copies with restic (issue 35, ADR 271): any restic repository (a path, sftp:, s3:, rest:) and its password,
  // given to restic only through its environment. Unset: no off-site job (the nightly local set stays).
  BACKUP_REPOSITORY: optionalString,
  BACKUP_PASSWORD: optionalString,
  BACKUP_PASSWORD_FILE: optionalString,
  // Minutes between copies: a whole number from 1 to 60, or a fraction below 1 for tests and checks (0.05 = 3 s).
  BACKUP_INTERVAL_MINUTES: v.pipe(
    v.optional(v.string(), '5'),
    v.regex(/^\d{1,2}(\.\d{1,3})?$/, 'must be a number of minutes such as 5'),
    v.transform(Number),
    v.check(
      (m) =>
        (m >= 1 && m <= 60 && Number.isInteger(m)) ||
        (m < 1 && m * 60 >= 1 && Math.abs(m * 60 - Math.round(m * 60)) < 1e-9),
      'must be a whole number of minutes from 1 to 60, or a fraction below 1 that is a whole number of seconds',
    ),
  ),
  NODE_ENV: v.optional(v.string(), 'production'),
  // Behind a reverse proxy you run: take the client IP from the last X-Forwarded-For entry.
  TRUST_PROXY: flagSchema,
  // Webhook receivers on loopback, private or link-local addresses (security review 4, finding 6): refused unless this
  // says true (a receiver on the same machine in development and tests), whatever BASE_URL and NODE_ENV say.
  WEBHOOK_ALLOW_PRIVATE_TARGETS: flagSchema,
})

type Env = v.InferOutput<typeof envSchema>

export type Config = Omit<Env, 'SESSION_SECRET' | 'BASE_URL' | 'DATA_DIR'> & {
  BASE_URL: string
  DATA_DIR: string
  /** True when BASE_URL is https: cookies get Secure and responses HSTS. */
  secure: boolean
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Configuration error: ${variable} ${detail}`)
    this.name = 'ConfigError'
  }
}

/** Reads and validates the environment once. A bad value throws a ConfigError naming the variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
): Config & { SESSION_SECRET?: string } {
  const input = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const parsed = v.safeParse(envSchema, input)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    const variable = issue.path?.map((p) => String(p.key)).join('.') ?? 'environment'
    const got = issue.input === undefined ? '' : ` (got ${JSON.stringify(issue.input)})`
    throw new ConfigError(variable, `${issue.message}${got}`)
  }
  const out = parsed.output
  if (out.BACKUP_REPOSITORY && !out.BACKUP_PASSWORD && !out.BACKUP_PASSWORD_FILE)
    throw new ConfigError('BACKUP_PASSWORD', 'or BACKUP_PASSWORD_FILE must be set when BACKUP_REPOSITORY is')
  const baseUrl = out.BASE_URL ?? `http://localhost:${out.PORT}`
  return { ...out, BASE_URL: baseUrl, DATA_DIR: resolve(out.DATA_DIR), secure: baseUrl.startsWith('https://') }
}

/**
 * The JWT signing secret: SESSION_SECRET when given, else one generated with a CSPRNG on first start and kept in
 * DATA_DIR/session-secret with mode 0600 so that sessions survive restarts.
 */
export function resolveSessionSecret(dataDir: string, given?: string): string {
  if (given) return given
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const file = join(dataDir, 'session-secret')
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim()
    if (stored.length >= 43) return stored
  }
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  chmodSync(file, 0o600)
  return secret
}
