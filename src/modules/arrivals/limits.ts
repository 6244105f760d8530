import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '~/db/client'
import { AppError, notFound } from '~/kernel/errors'
import { type AuditDeps, record } from '~/modules/audit/public'
import { getCompany } from '~/modules/auth/public'
import { arrivalActorDays, arrivalDays, arrivalSettings } from './schema'

// The daily allowance of arrival screenings (issue 22; issue 31, ADR 241): per hotel (default 500, an administrator
// may raise one hotel's) and per person or API key (default 500, whatever the hotel's). A screening is an added
// arrival or a re-sent one whose guest changed. Counted per Zurich day in arrival_days and arrival_actor_days, so
// deleting arrivals gives nothing back.

const LIMIT_MESSAGE = 'arrivals.errors.dailyLimit'

export function dailyLimitOf(deps: { db: DbOrTx; config: { ARRIVALS_DAILY_LIMIT: number } }, companyId: string) {
  const row = deps.db
    .select({ limit: arrivalSettings.dailyLimit })
    .from(arrivalSettings)
    .where(eq(arrivalSettings.companyId, companyId))
    .get()
  return row?.limit ?? deps.config.ARRIVALS_DAILY_LIMIT
}

export function addedOn(db: DbOrTx, companyId: string, day: string): number {
  return (
    db
      .select({ added: arrivalDays.added })
      .from(arrivalDays)
      .where(and(eq(arrivalDays.companyId, companyId), eq(arrivalDays.day, day)))
      .get()?.added ?? 0
  )
}

const screenedBy = (db: DbOrTx, actor: string, day: string): number =>
  db
    .select({ screened: arrivalActorDays.screened })
    .from(arrivalActorDays)
    .where(and(eq(arrivalActorDays.actor, actor), eq(arrivalActorDays.day, day)))
    .get()?.screened ?? 0

const refuse = (limit: number, used: number) =>
  new AppError('RATE_LIMITED', LIMIT_MESSAGE, {
    params: { limit, left: Math.max(0, limit - used) },
    retryAfterSeconds: 3600,
  })

/**
 * Counts `n` screenings against today's allowances of the hotel and of the person or key (`actor`, as
 * `user:<id>` or `api_key:<id>`), in the caller's transaction; over either the batch is refused with 429 and a
 * message that names the limit and what is left today.
 */
export function reserveDailyAllowance(
  deps: { db: DbOrTx; config: { ARRIVALS_DAILY_LIMIT: number; ARRIVALS_DAILY_LIMIT_PER_PERSON?: number } },
  companyId: string,
  day: string,
  n: number,
  actor?: string,
): void {
  if (n === 0) return
  const limit = dailyLimitOf(deps, companyId)
  const used = addedOn(deps.db, companyId, day)
  if (used + n > limit) throw refuse(limit, used)
  if (actor) {
    const own = deps.config.ARRIVALS_DAILY_LIMIT_PER_PERSON ?? deps.config.ARRIVALS_DAILY_LIMIT
    const mine = screenedBy(deps.db, actor, day)
    if (mine + n > own) throw refuse(own, mine)
    deps.db
      .insert(arrivalActorDays)
      .values({ actor, day, screened: n })
      .onConflictDoUpdate({
        target: [arrivalActorDays.actor, arrivalActorDays.day],
        set: { screened: sql`screened + ${n}` },
      })
      .run()
  }
  deps.db
    .insert(arrivalDays)
    .values({ companyId, day, added: n })
    .onConflictDoUpdate({ target: [arrivalDays.companyId, arrivalDays.day], set: { added: sql`added + ${n}` } })
    .run()
}

/** An administrator sets one hotel's daily limit (null: back to the default), audited; an unknown hotel is 404. */
export function setDailyLimit(
  deps: AuditDeps & { db: Db },
  admin: { id: string; ip?: string | null },
  companyId: string,
  limit: number | null,
): void {
  const now = deps.clock.now().toISOString()
  if (!getCompany(deps, companyId)) throw notFound('arrivals.errors.notFound')
  deps.db.transaction((tx) => {
    tx.insert(arrivalSettings)
      .values({ companyId, dailyLimit: limit, updatedAt: now })
      .onConflictDoUpdate({ target: arrivalSettings.companyId, set: { dailyLimit: limit, updatedAt: now } })
      .run()
    record(
      { ...deps, db: tx },
      {
        actor: { type: 'admin', id: admin.id, ip: admin.ip ?? null },
        action: 'arrival.limit_set',
        target: { type: 'company', id: companyId },
        details: { dailyLimit: limit },
      },
    )
  })
}

/** Day counters older than `day` are no longer needed (the retention job). */
export const forgetDaysBefore = (db: DbOrTx, day: string) =>
  db.delete(arrivalDays).where(lt(arrivalDays.day, day)).returning({ day: arrivalDays.day }).all().length +
  db.delete(arrivalActorDays).where(lt(arrivalActorDays.day, day)).returning({ day: arrivalActorDays.day }).all().length

export function savedMapping(db: DbOrTx, companyId: string): Record<string, string> | null {
  const row = db
    .select({ mapping: arrivalSettings.mapping })
    .from(arrivalSettings)
    .where(eq(arrivalSettings.companyId, companyId))
    .get()
  if (!row?.mapping) return null
  try {
    return JSON.parse(row.mapping) as Record<string, string>
  } catch {
    return null
  }
}

export function saveMapping(db: DbOrTx, companyId: string, mapping: Record<string, string>, now: string): void {
  const json = JSON.stringify(mapping)
  db.insert(arrivalSettings)
    .values({ companyId, mapping: json, updatedAt: now })
    .onConflictDoUpdate({ target: arrivalSettings.companyId, set: { mapping: json, updatedAt: now } })
    .run()
}
