// The breach register (spec section 9: the authority is told within 72 hours of detection): incidents with their
// detection time, the deadline, and what has been done, each step audited.
import { desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import type { Clock } from '~/kernel/clock'
import { AppError, notFound } from '~/kernel/errors'
import { PRIVACY } from '~/lib/constants'
import { type Actor, type AuditDeps, record } from '~/modules/audit/public'
import { incidents } from './schema'

export type Incident = typeof incidents.$inferSelect
type IncidentAction = { at: string; text: string; by: string | null }

function incidentView(row: Incident, now: Date) {
  const deadline = new Date(Date.parse(row.detectedAt) + PRIVACY.breachHours * 3_600_000).toISOString()
  return {
    ...row,
    actions: JSON.parse(row.actions) as IncidentAction[],
    deadline,
    hoursLeft: Math.floor((Date.parse(deadline) - now.getTime()) / 3_600_000),
    overdue: !row.authorityNotifiedAt && deadline < now.toISOString(),
  }
}

export function listIncidents(deps: { db: DbOrTx; clock: Clock }) {
  const now = deps.clock.now()
  return deps.db
    .select()
    .from(incidents)
    .orderBy(desc(incidents.detectedAt))
    .limit(200)
    .all()
    .map((r) => incidentView(r, now))
}

/** Open incidents whose authority notification is still due (the overview). */
export function countIncidentsAwaitingNotice(deps: { db: DbOrTx; clock: Clock }): number {
  return listIncidents(deps).filter((i) => !i.closedAt && !i.authorityNotifiedAt).length
}

export function createIncident(
  deps: AuditDeps,
  input: { title: string; description: string; detectedAt: string; actor: Actor },
) {
  const detectedAt = new Date(input.detectedAt).toISOString()
  if (detectedAt > new Date(deps.clock.now().getTime() + 60_000).toISOString())
    throw new AppError('VALIDATION', 'admin.errors.detectedInFuture', { field: 'detectedAt' })
  const now = deps.clock.now().toISOString()
  const row: Incident = {
    id: newId(),
    title: input.title,
    description: input.description,
    detectedAt,
    actions: '[]',
    authorityNotifiedAt: null,
    closedAt: null,
    createdAt: now,
    updatedAt: now,
  }
  deps.db.transaction((tx) => {
    tx.insert(incidents).values(row).run()
    record(
      { ...deps, db: tx },
      {
        actor: input.actor,
        action: 'incident.recorded',
        target: { type: 'incident', id: row.id },
        details: { title: row.title, detectedAt },
      },
    )
  })
  return incidentView(row, deps.clock.now())
}

/** Adds what was done; it may be the notice to the authority (stamped) or the closing step. */
export function addIncidentAction(
  deps: AuditDeps,
  input: { id: string; text: string; authorityNotified: boolean; close: boolean; actor: Actor },
) {
  const row = deps.db.select().from(incidents).where(eq(incidents.id, input.id)).get()
  if (!row) throw notFound('admin.errors.incidentNotFound')
  if (row.closedAt) throw new AppError('CONFLICT', 'admin.errors.incidentClosed')
  const now = deps.clock.now().toISOString()
  const actions = [
    ...(JSON.parse(row.actions) as IncidentAction[]),
    { at: now, text: input.text, by: input.actor.id ?? null },
  ]
  const set: Partial<Incident> = { actions: JSON.stringify(actions), updatedAt: now }
  if (input.authorityNotified && !row.authorityNotifiedAt) set.authorityNotifiedAt = now
  if (input.close) set.closedAt = now
  deps.db.transaction((tx) => {
    tx.update(incidents).set(set).where(eq(incidents.id, row.id)).run()
    record(
      { ...deps, db: tx },
      {
        actor: input.actor,
        action: 'incident.action_added',
        target: { type: 'incident', id: row.id },
        details: { text: input.text, authorityNotified: input.authorityNotified, closed: input.close },
      },
    )
  })
  return incidentView({ ...row, ...set }, deps.clock.now())
}
