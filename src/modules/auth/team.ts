// The owner's side of a hotel's team (issue 21, ADR 200): the list of its people and open invitations, inviting a
// staff member, withdrawing an invitation and removing a person. Every change is audited in its transaction.
import { and, asc, eq, gt, inArray, isNull, ne } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import type { Clock } from '~/kernel/clock'
import { AppError, conflict, forbidden, notFound } from '~/kernel/errors'
import { serverLL } from '~/kernel/i18n'
import type { Locale } from '~/lib/constants'
import { type Actor, record } from '~/modules/audit/public'
import { enqueue, renderLayout, SECRET_TOKEN } from '~/modules/mail/public'
import { isStaff } from './hotel'
import { teamInvitations, users } from './schema'
import { getCompany } from './service'
import { revokeAllSessions } from './sessions'
import { removedMail } from './team-mails'
import { canonicalEmail, findUserByEmail, type UserRow } from './users'

/** An invitation link works for 72 hours, once. */
const INVITATION_TTL_MS = 72 * 60 * 60 * 1000

export type TeamDeps = {
  db: DbOrTx
  clock: Clock
  /** The audit chain's key (ADR 165). */
  chainKey: string
  config: { BASE_URL: string; CONTACT_EMAIL: string; TEAM_MAX_PEOPLE: number }
  mailQueued?: () => void
}

type TeamPerson = {
  id: string
  f_name: string
  l_name: string
  email: string
  team_role: 'owner' | 'staff'
  status: UserRow['status']
  since: string
}
export type TeamInvitation = {
  id: string
  f_name: string
  l_name: string
  email: string
  locale: Locale
  expires_at: string
}
export type TeamView = { people: TeamPerson[]; invitations: TeamInvitation[]; limit: number }

/** People who count against the hotel's limit: everyone not removed, closed or rejected. */
const COUNTED = ['pending', 'approved', 'suspended'] as const

const personOf = (u: UserRow): TeamPerson => ({
  id: u.id,
  f_name: u.fName,
  l_name: u.lName,
  email: u.email,
  team_role: u.teamRole,
  status: u.status,
  since: u.createdAt,
})

function openInvitations(deps: { db: DbOrTx; clock: Clock }, companyId: string) {
  return deps.db
    .select()
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.companyId, companyId),
        isNull(teamInvitations.usedAt),
        isNull(teamInvitations.revokedAt),
        gt(teamInvitations.expiresAt, deps.clock.now().toISOString()),
      ),
    )
    .orderBy(asc(teamInvitations.createdAt))
    .all()
}

function hotelPeople(deps: { db: DbOrTx }, companyId: string): UserRow[] {
  return deps.db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'user'), inArray(users.status, [...COUNTED])))
    .orderBy(asc(users.createdAt))
    .all()
}

/** The owner's only: the hotel's people (owner first) and its open invitations. */
function requireOwner(user: UserRow): string {
  if (user.role !== 'user' || !user.companyId || isStaff(user)) throw forbidden('team.errors.ownerOnly')
  return user.companyId
}

export function teamOf(deps: TeamDeps, owner: UserRow): TeamView {
  const companyId = requireOwner(owner)
  const people = hotelPeople(deps, companyId)
    .sort((a, b) => (a.teamRole === b.teamRole ? 0 : a.teamRole === 'owner' ? -1 : 1))
    .map(personOf)
  const invitations = openInvitations(deps, companyId).map((i) => ({
    id: i.id,
    f_name: i.fName,
    l_name: i.lName,
    email: i.email,
    locale: i.locale as Locale,
    expires_at: i.expiresAt,
  }))
  return { people, invitations, limit: deps.config.TEAM_MAX_PEOPLE }
}

/** The invitation e-mail in the invitee's language; its link's token is issued when it is sent (invitations.ts). */
function invitationMail(
  deps: TeamDeps,
  input: { to: string; name: string; locale: Locale; hotel: string; by: string },
) {
  const LL = serverLL(input.locale).team.mail
  return renderLayout({
    locale: input.locale,
    to: input.to,
    name: input.name,
    contactEmail: deps.config.CONTACT_EMAIL,
    kind: 'team-invitation',
    subject: LL.inviteSubject({ hotel: input.hotel }),
    heading: LL.inviteHeading({ hotel: input.hotel }),
    paragraphs: [LL.inviteBody({ by: input.by, hotel: input.hotel }), LL.inviteTerms()],
    action: {
      label: LL.inviteAction(),
      url: `${deps.config.BASE_URL}/join?lang=${input.locale}&token=${SECRET_TOKEN}`,
    },
    after: [LL.inviteExpiry(), LL.inviteIgnore()],
  })
}

/**
 * Invites a staff member: the address must have no account and no open invitation, and the hotel must stay within
 * its people (TEAM_MAX_PEOPLE, open invitations included). Queues the e-mail in the invitee's language.
 */
export function inviteStaff(
  deps: TeamDeps,
  input: {
    owner: UserRow
    hotelName: string
    fName: string
    lName: string
    email: string
    locale: Locale
    ip: string | null
  },
): TeamInvitation {
  const companyId = requireOwner(input.owner)
  const email = canonicalEmail(input.email)
  const now = deps.clock.now()
  const invitation = deps.db.transaction((tx) => {
    if (findUserByEmail({ db: tx }, email)) throw conflict('team.errors.emailHasAccount', 'email')
    const pending = tx
      .select({ id: teamInvitations.id })
      .from(teamInvitations)
      .where(
        and(
          eq(teamInvitations.email, email),
          isNull(teamInvitations.usedAt),
          isNull(teamInvitations.revokedAt),
          gt(teamInvitations.expiresAt, now.toISOString()),
        ),
      )
      .get()
    if (pending) throw conflict('team.errors.alreadyInvited', 'email')
    const counted =
      hotelPeople({ db: tx }, companyId).length + openInvitations({ db: tx, clock: deps.clock }, companyId).length
    if (counted >= deps.config.TEAM_MAX_PEOPLE)
      throw new AppError('CONFLICT', 'team.errors.limitReached', { params: { limit: deps.config.TEAM_MAX_PEOPLE } })
    const row = {
      id: newId(),
      companyId,
      invitedBy: input.owner.id,
      email,
      fName: input.fName,
      lName: input.lName,
      locale: input.locale,
      tokenHash: null,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
      usedAt: null,
      revokedAt: null,
      userId: null,
    }
    tx.insert(teamInvitations).values(row).run()
    enqueue(
      { ...deps, db: tx },
      invitationMail(deps, {
        to: email,
        name: `${input.fName} ${input.lName}`.trim(),
        locale: input.locale,
        hotel: input.hotelName,
        by: `${input.owner.fName} ${input.owner.lName}`.trim(),
      }),
    )
    record(
      { ...deps, db: tx },
      {
        actor: ownerActor(input.owner, input.ip),
        action: 'team.invited',
        target: { type: 'team_invitation', id: row.id },
        details: { companyId, locale: input.locale },
      },
    )
    return row
  })
  deps.mailQueued?.()
  return {
    id: invitation.id,
    f_name: invitation.fName,
    l_name: invitation.lName,
    email,
    locale: input.locale,
    expires_at: invitation.expiresAt,
  }
}

const ownerActor = (owner: UserRow, ip: string | null): Actor => ({ type: 'user', id: owner.id, ip })

/** Withdraws an open invitation of the owner's hotel: its link stops working at once. */
export function withdrawInvitation(deps: TeamDeps, input: { owner: UserRow; invitationId: string; ip: string | null }) {
  const companyId = requireOwner(input.owner)
  deps.db.transaction((tx) => {
    const withdrawn = tx
      .update(teamInvitations)
      .set({ revokedAt: deps.clock.now().toISOString() })
      .where(
        and(
          eq(teamInvitations.id, input.invitationId),
          eq(teamInvitations.companyId, companyId),
          isNull(teamInvitations.usedAt),
          isNull(teamInvitations.revokedAt),
        ),
      )
      .returning({ id: teamInvitations.id })
      .all()
    if (withdrawn.length === 0) throw notFound('team.errors.invitationNotFound')
    record(
      { ...deps, db: tx },
      {
        actor: ownerActor(input.owner, input.ip),
        action: 'team.invitation_withdrawn',
        target: { type: 'team_invitation', id: input.invitationId },
        details: { companyId },
      },
    )
  })
}

/** The address a removed person's row keeps: never an address anyone can have, so theirs is free again (ADR 201). */
const releasedEmail = (userId: string) => `removed+${userId}@removed.invalid`

/**
 * Removes a staff person: their account is closed (reason `removed`) and every session ends in the same transaction,
 * so their next request gets 401. Their reports stay the hotel's. They are mailed in their language, and their e-mail
 * address is released (the row keeps their name for the audit trail), so another hotel can invite them or they can
 * register later (ADR 201). The owner cannot remove themself (closing the account does that).
 */
export function removePerson(deps: TeamDeps, input: { owner: UserRow; personId: string; ip: string | null }): void {
  const companyId = requireOwner(input.owner)
  const hotel = getCompany(deps, companyId)?.companyName ?? ''
  deps.db.transaction((tx) => {
    const person = tx
      .select()
      .from(users)
      .where(and(eq(users.id, input.personId), eq(users.companyId, companyId), ne(users.status, 'closed')))
      .get()
    if (person?.role !== 'user') throw notFound('team.errors.personNotFound')
    if (!isStaff(person)) throw conflict('team.errors.cannotRemoveOwner')
    const at = deps.clock.now().toISOString()
    // The mail is queued to the address before it is released.
    enqueue({ ...deps, db: tx }, removedMail(deps, person, hotel))
    tx.update(users)
      .set({ status: 'closed', statusReason: 'removed', email: releasedEmail(person.id), updatedAt: at })
      .where(eq(users.id, person.id))
      .run()
    revokeAllSessions({ ...deps, db: tx }, person.id)
    record(
      { ...deps, db: tx },
      {
        actor: ownerActor(input.owner, input.ip),
        action: 'team.removed',
        target: { type: 'user', id: person.id },
        details: { companyId, from: person.status },
      },
    )
  })
  deps.mailQueued?.()
}
