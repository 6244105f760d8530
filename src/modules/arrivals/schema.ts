import { sql } from 'drizzle-orm'
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { inList } from '~/db/checks'
import { MATCH_GROUPS } from '~/lib/match-groups'
import { companies } from '~/modules/auth/schema'

// A hotel's coming guests (issue 22, ADR 210): kept only while watched (until one day after check-out), never shown
// to another hotel, never a report.

/** A match group, or none (no report matches), or withheld (the birth-date allowance kept it from the comparison). */
export const ARRIVAL_GROUPS = [...MATCH_GROUPS, 'none', 'withheld'] as const
export type ArrivalGroup = (typeof ARRIVAL_GROUPS)[number]
export const ARRIVAL_SOURCES = ['csv', 'paste', 'form', 'mrz', 'api'] as const
export type ArrivalSource = (typeof ARRIVAL_SOURCES)[number]

export const arrivals = sqliteTable(
  'arrivals',
  {
    /** Internal number: the match keys point here (compact), never shown. */
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    /** Random id used in addresses and the API. */
    id: text('id').notNull(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** The person who added it (a user id; not a foreign key: the row outlives no account for more than days). */
    createdBy: text('created_by').notNull(),
    /** The hotel's own reservation number, unique per hotel when given (the API's idempotent reference). */
    reservationRef: text('reservation_ref'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: text('birth_date').notNull().default(''),
    nationality: text('nationality').notNull().default(''),
    documentNumber: text('document_number').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    checkIn: text('check_in').notNull(),
    checkOut: text('check_out').notNull(),
    /** The last day it is watched (check-out + 1); the retention job deletes it the day after. */
    watchUntil: text('watch_until').notNull(),
    /** The normalised guest (the search's form) for re-matching. */
    guest: text('guest').notNull(),
    matchGroup: text('match_group', { enum: ARRIVAL_GROUPS }).notNull(),
    source: text('source', { enum: ARRIVAL_SOURCES }).notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('arrivals_id_unique').on(t.id),
    uniqueIndex('arrivals_company_ref_unique').on(t.companyId, t.reservationRef),
    index('arrivals_company_check_in_idx').on(t.companyId, t.checkIn),
    index('arrivals_watch_until_idx').on(t.watchUntil),
    check('arrivals_group_check', inList('match_group', ARRIVAL_GROUPS)),
    check('arrivals_source_check', inList('source', ARRIVAL_SOURCES)),
    check('arrivals_stay_check', sql`${t.checkOut} > ${t.checkIn}`),
  ],
)

/**
 * The match keys of watched arrivals (the search's hashed blocking keys): a newly approved report looks up its keys
 * here, by the primary key's index, never by scanning arrivals (ADR 210).
 */
export const arrivalKeys = sqliteTable(
  'arrival_keys',
  {
    key: integer('key').notNull(),
    arrival: integer('arrival').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.arrival] })],
)

/** A new match found after the arrival was added (a report approved later): the hotel's alert. */
export const arrivalAlerts = sqliteTable(
  'arrival_alerts',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    arrivalId: text('arrival_id').notNull(),
    reportId: text('report_id').notNull(),
    matchGroup: text('match_group', { enum: ARRIVAL_GROUPS }).notNull(),
    createdAt: text('created_at').notNull(),
    /** When someone of the hotel first opened it; each person's own read state is in arrival_alert_reads. */
    seenAt: text('seen_at'),
  },
  (t) => [
    uniqueIndex('arrival_alerts_arrival_report_unique').on(t.arrivalId, t.reportId),
    index('arrival_alerts_company_idx').on(t.companyId, t.seenAt),
  ],
)

/** Each person's own read state of the hotel's alerts (issue 32 item 2): one row when a person opened an alert. */
export const arrivalAlertReads = sqliteTable(
  'arrival_alert_reads',
  {
    alertId: text('alert_id').notNull(),
    userId: text('user_id').notNull(),
    seenAt: text('seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.userId] })],
)

/** Who of the hotel opened a flagged arrival's reports, the first and the last time (shown in its detail). */
export const arrivalLooks = sqliteTable(
  'arrival_looks',
  {
    arrivalId: text('arrival_id').notNull(),
    userId: text('user_id').notNull(),
    firstAt: text('first_at').notNull(),
    lastAt: text('last_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.arrivalId, t.userId] })],
)

/** How many arrivals a hotel added on a Zurich day (the daily limit), and a raised limit set by an administrator. */
export const arrivalDays = sqliteTable(
  'arrival_days',
  {
    companyId: text('company_id').notNull(),
    day: text('day').notNull(),
    added: integer('added').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
)

/**
 * How many guests one person or API key screened on a Zurich day (issue 31, ADR 241): added arrivals and re-sent ones
 * whose guest changed, beside the hotel's count in arrival_days. `actor` is `user:<id>` or `api_key:<id>`.
 */
export const arrivalActorDays = sqliteTable(
  'arrival_actor_days',
  {
    actor: text('actor').notNull(),
    day: text('day').notNull(),
    screened: integer('screened').notNull(),
  },
  (t) => [primaryKey({ columns: [t.actor, t.day] })],
)

export const arrivalSettings = sqliteTable('arrival_settings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id),
  /** Null: the default limit. */
  dailyLimit: integer('daily_limit'),
  /** The hotel's last column mapping of a file (JSON), offered again with the next file. */
  mapping: text('mapping'),
  updatedAt: text('updated_at').notNull(),
})
