// The invitee's side of a team invitation (ADR 200): the link's token is issued when its e-mail is sent and stored as a
// hash; the link shows who invites whom, then sets the password once, within 72 hours, and the person is staff.
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import type { Clock } from '~/kernel/clock'
import { AppError, conflict } from '~/kernel/errors'
import type { Locale } from '~/lib/constants'
import { record } from '~/modules/audit/public'
import { hotelOwner } from './hotel'
import { assertStrongPassword, hashPassword, randomToken, sha256 } from './passwords'
import { companies, teamInvitations, users } from './schema'
import { asLocale, findUserByEmail, type UserRow } from './users'

type Invitation = typeof teamInvitations.$inferSelect

/** Issues the link's token when the invitation e-mail is sent (registered in src/server/hooks.ts). */
export function issueInvitationToken(deps: { db: DbOrTx }, message: { to: string }): string | null {
  const open = deps.db
    .select()
    .from(teamInvitations)
    .where(
      and(eq(teamInvitations.email, message.to), isNull(teamInvitations.usedAt), isNull(teamInvitations.revokedAt)),
    )
    .orderBy(desc(teamInvitations.createdAt))
    .get()
  if (!open) return null
  const token = randomToken()
  deps.db
    .update(teamInvitations)
    .set({ tokenHash: sha256(token) })
    .where(eq(teamInvitations.id, open.id))
    .run()
  return token
}

const invalid = () => new AppError('VALIDATION', 'team.errors.invitationInvalid', { field: 'token' })

/** An open invitation by its link's token, or 410 (unknown, used, withdrawn or past its 72 hours). */
function openInvitation(deps: { db: DbOrTx; clock: Clock }, token: string): Invitation {
  const row = deps.db
    .select()
    .from(teamInvitations)
    .where(eq(teamInvitations.tokenHash, sha256(token)))
    .get()
  if (!row || row.usedAt || row.revokedAt || row.expiresAt <= deps.clock.now().toISOString()) throw invalid()
  return row
}

export type InvitationView = { f_name: string; l_name: string; email: string; hotel: string; locale: Locale }

/** What the invitation page shows before the password is set. */
export function invitationView(deps: { db: DbOrTx; clock: Clock }, token: string): InvitationView {
  const row = openInvitation(deps, token)
  const hotel = deps.db.select().from(companies).where(eq(companies.id, row.companyId)).get()
  return {
    f_name: row.fName,
    l_name: row.lName,
    email: row.email,
    hotel: hotel?.companyName ?? '',
    locale: asLocale(row.locale),
  }
}

/**
 * Accepts an invitation: the link is marked used and the staff account created in one transaction (a second use, even
 * at the same moment, finds it used); the hotel must still let its people in and the address still be free.
 */
export async function acceptInvitation(
  deps: { db: DbOrTx; clock: Clock; chainKey: string },
  input: { token: string; password: string; ip: string | null },
): Promise<UserRow> {
  const peek = openInvitation(deps, input.token)
  await assertStrongPassword(input.password, [peek.email, peek.fName, peek.lName])
  const passwordHash = await hashPassword(input.password)
  return deps.db.transaction((tx) => {
    const now = deps.clock.now().toISOString()
    const row = openInvitation({ db: tx, clock: deps.clock }, input.token)
    const owner = hotelOwner({ db: tx }, row.companyId)
    if (owner?.status !== 'approved') throw invalid()
    if (findUserByEmail({ db: tx }, row.email)) throw conflict('team.errors.emailHasAccount', 'email')
    const user: UserRow = {
      id: newId(),
      email: row.email,
      passwordHash,
      fName: row.fName,
      lName: row.lName,
      phone: '',
      role: 'user',
      status: 'approved',
      locale: asLocale(row.locale),
      companyId: row.companyId,
      teamRole: 'staff',
      statusReason: null,
      createdAt: now,
      updatedAt: now,
    }
    tx.insert(users).values(user).run()
    // Marked used only while still unused: of two uses at once, the second finds it used and its account is undone.
    const used = tx
      .update(teamInvitations)
      .set({ usedAt: now, userId: user.id })
      .where(and(eq(teamInvitations.id, row.id), isNull(teamInvitations.usedAt)))
      .returning({ id: teamInvitations.id })
      .all()
    if (used.length === 0) throw invalid()
    record(
      { ...deps, db: tx },
      {
        actor: { type: 'user', id: user.id, ip: input.ip },
        action: 'team.joined',
        target: { type: 'team_invitation', id: row.id },
        details: { companyId: row.companyId, invitedBy: row.invitedBy },
      },
    )
    return user
  })
}
