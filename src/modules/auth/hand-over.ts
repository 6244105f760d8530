// Handing a hotel to another member of its team (issue 21, ADR 201): the owner confirms with their password; in one
// transaction the two team roles swap, what other modules keep on the owner's row (subscription, payments, ID
// documents, data requests) moves to the new owner through the auth hooks, the change is audited, and both people are
// mailed in their language.
import { and, eq } from 'drizzle-orm'
import { forbidden, notFound, validation } from '~/kernel/errors'
import { record } from '~/modules/audit/public'
import { enqueue } from '~/modules/mail/public'
import type { AuthHooks } from './hooks'
import { isStaff } from './hotel'
import { verifyPassword } from './passwords'
import { users } from './schema'
import { getCompany } from './service'
import type { TeamDeps } from './team'
import { handOverMail } from './team-mails'
import type { UserRow } from './users'

export type HandOverDeps = TeamDeps & { hooks: Pick<AuthHooks, 'onOwnerHandedOver'> }

/**
 * Makes `personId` the owner of the owner's hotel. Refused: anyone but the owner (403), a wrong password (400 on
 * `current_password`, nothing changed), and a person who is not an active staff member of the same hotel (404:
 * another hotel's, suspended, removed, pending, the owner themself).
 */
export async function handOverHotel(
  deps: HandOverDeps,
  input: { owner: UserRow; personId: string; password: string; ip: string | null },
): Promise<UserRow> {
  const { owner } = input
  if (owner.role !== 'user' || !owner.companyId || isStaff(owner)) throw forbidden('team.errors.ownerOnly')
  const companyId = owner.companyId
  if (!(await verifyPassword(input.password, owner.passwordHash)))
    throw validation('current_password', 'security.currentPasswordWrong')
  const hotel = getCompany(deps, companyId)?.companyName ?? ''
  const now = deps.clock.now().toISOString()
  const next = deps.db.transaction((tx) => {
    // Read again inside the transaction: a second hand-over (a replay, two tabs) finds the owner is staff by now.
    const current = tx.select().from(users).where(eq(users.id, owner.id)).get()
    if (current?.teamRole !== 'owner' || current.companyId !== companyId) throw forbidden('team.errors.ownerOnly')
    const person = tx
      .select()
      .from(users)
      .where(and(eq(users.id, input.personId), eq(users.companyId, companyId)))
      .get()
    if (person?.role !== 'user' || !isStaff(person) || person.status !== 'approved')
      throw notFound('handOver.errors.target')
    // One owner per hotel (a partial unique index): the owner steps down first. The hotel's state (its approval,
    // suspension or closing) lives on the owner's status and goes with the role; the former owner is active staff.
    tx.update(users)
      .set({ teamRole: 'staff', status: 'approved', statusReason: null, updatedAt: now })
      .where(eq(users.id, current.id))
      .run()
    tx.update(users)
      .set({ teamRole: 'owner', status: current.status, statusReason: current.statusReason, updatedAt: now })
      .where(eq(users.id, person.id))
      .run()
    deps.hooks.onOwnerHandedOver({ db: tx }, current, person)
    record(
      { ...deps, db: tx },
      {
        actor: { type: 'user', id: current.id, ip: input.ip },
        action: 'team.owner_handed_over',
        target: { type: 'user', id: person.id },
        details: { companyId, from: current.id, to: person.id },
      },
    )
    enqueue({ ...deps, db: tx }, handOverMail(deps, person, { hotel, body: 'new', other: current }))
    enqueue({ ...deps, db: tx }, handOverMail(deps, current, { hotel, body: 'old', other: person }))
    return { ...person, teamRole: 'owner' as const }
  })
  deps.mailQueued?.()
  return next
}
