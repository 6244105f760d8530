// Sessions: one row per sign-in. The JWT only names the row; every request checks it, so revoking acts at once.
import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import { preparedPerDb } from '~/db/prepared'
import type { Clock } from '~/kernel/clock'
import { unauthenticated } from '~/kernel/errors'
import { PRIVACY } from '~/lib/constants'
import { type AuditDeps, record } from '~/modules/audit/public'
import { hotelAdmits } from './hotel'
import { passwordResets, sessions, type users } from './schema'
import { getUser } from './users'

/** A session ends after this long without a request… */
const SESSION_IDLE_MS = 2 * 60 * 60 * 1000
/** …and in any case this long after sign-in (the JWT's exp is the same moment). */
const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000
/** last_seen is written at most this often per session (not on every request). */
const TOUCH_EVERY_MS = 60 * 1000

export type SessionRow = typeof sessions.$inferSelect
type UserRow = typeof users.$inferSelect

export function openSession(
  deps: { db: DbOrTx; clock: Clock },
  input: { userId: string; ip?: string | null; userAgent?: string | null },
): SessionRow {
  const now = deps.clock.now()
  const row: SessionRow = {
    id: newId(),
    userId: input.userId,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
    absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    revokedAt: null,
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  }
  deps.db.insert(sessions).values(row).run()
  return row
}

// Every request checks its session: the session and user lookups are prepared once per database handle.
const sessionById = preparedPerDb((db) =>
  db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare(),
)

/**
 * The signed-in user behind a session id, or 401: the row must exist, belong to the user, not be revoked, and be
 * within both expiries; the user must be approved (403 for a rejected or suspended one). Slides the idle expiry.
 */
export function checkSession(
  deps: { db: DbOrTx; clock: Clock },
  input: { sessionId: string; userId: string },
): { user: UserRow; session: SessionRow } {
  const now = deps.clock.now()
  const session = sessionById(deps.db).get({ id: input.sessionId })
  if (!session || session.userId !== input.userId || session.revokedAt) throw unauthenticated('auth.notSignedIn')
  const nowIso = now.toISOString()
  if (session.idleExpiresAt <= nowIso || session.absoluteExpiresAt <= nowIso) throw unauthenticated('auth.notSignedIn')
  const user = getUser(deps, session.userId)
  if (!user) throw unauthenticated('auth.notSignedIn')
  // Suspension and rejection revoke the rows already; a status changed any other way still ends the session (401,
  // which clients treat as signed out; the login answer then explains the status).
  if (user.status !== 'approved') throw unauthenticated('auth.notSignedIn')
  // A staff person's hotel gates them too (ADR 200): a suspended, rejected or closed hotel ends its people's sessions.
  if (!hotelAdmits(deps, user)) throw unauthenticated('auth.notSignedIn')
  if (now.getTime() - Date.parse(session.lastSeenAt) >= TOUCH_EVERY_MS) {
    const idle = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, Date.parse(session.absoluteExpiresAt)))
    deps.db
      .update(sessions)
      .set({ lastSeenAt: nowIso, idleExpiresAt: idle.toISOString() })
      .where(eq(sessions.id, session.id))
      .run()
  }
  return { user, session }
}

function revokeSession(deps: { db: DbOrTx; clock: Clock }, sessionId: string): void {
  deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now().toISOString() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .run()
}

/** Ends every open session of a user (password reset, suspension), optionally keeping the current one. */
export function revokeAllSessions(
  deps: { db: DbOrTx; clock: Clock },
  userId: string,
  { except }: { except?: string } = {},
): void {
  const open = deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .all()
  for (const { id } of open) if (id !== except) revokeSession(deps, id)
}

/** Sign-out: the session ends and the sign-out is audited, in one transaction. An ended session changes nothing. */
export function logout(
  deps: AuditDeps,
  input: { sessionId: string; role: 'admin' | 'user'; ip?: string | null },
): void {
  deps.db.transaction((tx) => {
    const session = getSession({ ...deps, db: tx }, input.sessionId)
    if (!session || session.revokedAt) return
    revokeSession({ ...deps, db: tx }, session.id)
    record(
      { ...deps, db: tx },
      {
        actor: { type: input.role === 'admin' ? 'admin' : 'user', id: session.userId, ip: input.ip ?? null },
        action: 'auth.logout',
        target: { type: 'session', id: session.id },
      },
    )
  })
}

export function getSession(deps: { db: DbOrTx }, sessionId: string): SessionRow | undefined {
  return deps.db.select().from(sessions).where(eq(sessions.id, sessionId)).get()
}

/**
 * Retention of sign-in technical data (spec section 9: 12 months): sessions that ended more than 12 months ago are
 * deleted, and reset tokens a day after they expired. Answers the counts for the job's log line.
 */
export function purgeStaleAuthRows(deps: { db: DbOrTx }, now: Date): { sessions: number; passwordResets: number } {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - PRIVACY.technicalDataMonths)
  const removedSessions = deps.db
    .delete(sessions)
    .where(lt(sessions.absoluteExpiresAt, cutoff.toISOString()))
    .returning({ id: sessions.id })
    .all().length
  const removedResets = deps.db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString()))
    .returning({ id: passwordResets.id })
    .all().length
  return { sessions: removedSessions, passwordResets: removedResets }
}
