// Accounts: members (a user with a company), admins, profile changes, and the admin decisions on a hotel.
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import { preparedPerDb } from '~/db/prepared'
import type { Clock } from '~/kernel/clock'
import { AppError, conflict, forbidden, notFound, parseInput, validation } from '~/kernel/errors'
import type { Locale } from '~/lib/constants'
import * as fields from '~/lib/fields'
import { type Actor, type AuditAction, type AuditDeps, record } from '~/modules/audit/public'
import { accessGrantedMail, applicationRejectedMail, enqueue } from '~/modules/mail/public'
import { requestEmailChange } from './email-change'
import type { AuthHooks } from './hooks'
import { isStaff } from './hotel'
import type { CompanyData, CompanyInput, CurrentUser, LoginUser, ProfileUpdate } from './model'
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords'
import { companies, complianceDeclarations, type UserStatus, users } from './schema'
import { revokeAllSessions } from './sessions'
import { asLocale, type CompanyRow, canonicalEmail, findUserByEmail, getUser, type UserRow } from './users'

export { getUser }

export type AccountDeps = {
  db: DbOrTx
  clock: Clock
  /** The audit chain's HMAC key (ADR 165). */
  chainKey: string
  hooks: AuthHooks
  config: { BASE_URL: string; CONTACT_EMAIL: string }
}

/** Two requests racing for one e-mail: the unique index decides, and the loser gets the same 409 as a plain check. */
function orEmailTaken<T>(write: () => T): T {
  try {
    return write()
  } catch (error) {
    if (error instanceof Error && /UNIQUE constraint failed: users\.email/.test(error.message)) {
      throw conflict('auth.emailTaken', 'email')
    }
    throw error
  }
}

// Read on every signed-in page (the current user's answer): prepared once per database handle.
const companyById = preparedPerDb((db) =>
  db
    .select()
    .from(companies)
    .where(eq(companies.id, sql.placeholder('id')))
    .prepare(),
)

export function getCompany(deps: { db: DbOrTx }, id: string | null): CompanyRow | undefined {
  if (!id) return undefined
  return companyById(deps.db).get({ id })
}

function requireUserByEmail(deps: { db: DbOrTx }, email: string): UserRow {
  const user = findUserByEmail(deps, email)
  if (!user) throw notFound('auth.userNotFound')
  return user
}

/** The approved administrators with their language (whom operational alerts go to). */
export function listAdmins(deps: { db: DbOrTx }): { email: string; locale: Locale }[] {
  return deps.db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'approved')))
    .all()
    .map((a) => ({ email: a.email, locale: asLocale(a.locale) }))
}

export function countAdmins(deps: { db: DbOrTx }): number {
  return deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.status, 'rejected')))
    .all().length
}

const companyData = (c: CompanyRow): CompanyData => ({
  company_name: c.companyName,
  street_name: c.streetName,
  building_no: c.buildingNo,
  room_no: c.roomNo,
  zip_code: c.zipCode,
  city: c.city,
  country: c.country,
  stars: c.stars,
  is_part_of_association: c.isPartOfAssociation,
})

/** The user of the login answer. */
export function loginUserView(deps: { db: DbOrTx; hooks: AuthHooks }, user: UserRow): LoginUser {
  const company = getCompany(deps, user.companyId)
  return {
    id: user.id,
    email: user.email,
    f_name: user.fName,
    l_name: user.lName,
    companyName: company?.companyName ?? '',
    phone: user.phone,
    subscription: deps.hooks.subscriptionOf(user.id).subscription,
    role: user.role,
    status: user.status,
  }
}

/** The current-user answer (spec section 3), companyData and paymentData as lists. */
export function currentUserView(deps: { db: DbOrTx; hooks: AuthHooks }, user: UserRow): CurrentUser {
  const company = getCompany(deps, user.companyId)
  const { subscription, paymentData } = deps.hooks.subscriptionOf(user.id)
  return {
    _id: user.id,
    email: user.email,
    f_name: user.fName,
    l_name: user.lName,
    phone: user.phone,
    subscription,
    role: user.role,
    status: user.status,
    paymentData,
    companyData: company ? [companyData(company)] : [],
    team_role: user.teamRole,
  }
}

/** An approved administrator (CLI admin:create). */
export async function createAdmin(
  deps: { db: DbOrTx; clock: Clock; chainKey: string },
  input: { email: string; password: string; fName?: string; lName?: string; actor: Actor },
): Promise<UserRow> {
  const email = parseInput(v.object({ email: fields.email }), { email: input.email }).email
  if (findUserByEmail(deps, email)) throw conflict('auth.emailTaken', 'email')
  const passwordHash = await hashPassword(input.password)
  const now = deps.clock.now().toISOString()
  const user: UserRow = {
    id: newId(),
    email,
    passwordHash,
    fName: input.fName ?? 'Admin',
    lName: input.lName ?? '',
    phone: '',
    role: 'admin',
    status: 'approved',
    locale: 'en',
    companyId: null,
    teamRole: 'owner',
    statusReason: null,
    createdAt: now,
    updatedAt: now,
  }
  orEmailTaken(() =>
    deps.db.transaction((tx) => {
      tx.insert(users).values(user).run()
      record(
        { ...deps, db: tx },
        { actor: input.actor, action: 'auth.admin.created', target: { type: 'user', id: user.id } },
      )
    }),
  )
  return user
}

export type PendingMemberInput = {
  f_name: string
  l_name: string
  email: string
  phone?: string
  /** From `hashPassword` (async; do it before opening the transaction). */
  passwordHash: string
  locale: Locale
  company: CompanyInput
  declaration: { fullName: string; version: string; ip?: string | null }
  actor: Actor
}

/**
 * A new member awaiting verification: company, user (status pending) and signed compliance declaration. Pass a
 * transaction as `db` to combine it with other changes (billing's payment row).
 */
export function createPendingMember(deps: { db: DbOrTx; clock: Clock; chainKey: string }, input: PendingMemberInput) {
  const email = canonicalEmail(input.email)
  if (findUserByEmail(deps, email)) throw conflict('auth.emailTaken', 'email')
  const now = deps.clock.now().toISOString()
  const c = input.company
  const company: CompanyRow = {
    id: newId(),
    companyName: c.company_name,
    streetName: c.street_name,
    buildingNo: c.building_no,
    roomNo: c.room_no ?? '',
    zipCode: c.zip_code,
    city: c.city,
    country: c.country,
    stars: c.stars,
    isPartOfAssociation: c.is_part_of_association,
    uid: c.uid || null,
    createdAt: now,
    updatedAt: now,
  }
  const user: UserRow = {
    id: newId(),
    email,
    passwordHash: input.passwordHash,
    fName: input.f_name,
    lName: input.l_name,
    phone: input.phone ?? '',
    role: 'user',
    status: 'pending',
    locale: input.locale,
    companyId: company.id,
    teamRole: 'owner',
    statusReason: null,
    createdAt: now,
    updatedAt: now,
  }
  const run = (db: DbOrTx) => {
    db.insert(companies).values(company).run()
    db.insert(users).values(user).run()
    db.insert(complianceDeclarations)
      .values({
        id: newId(),
        userId: user.id,
        companyId: company.id,
        fullName: input.declaration.fullName,
        version: input.declaration.version,
        acceptedAt: now,
        ip: input.declaration.ip ?? null,
      })
      .run()
    record(
      { ...deps, db },
      { actor: input.actor, action: 'auth.member.registered', target: { type: 'user', id: user.id }, details: {} },
    )
  }
  // Inside a caller's transaction this becomes a savepoint.
  orEmailTaken(() => deps.db.transaction((tx) => run(tx)))
  return { user, company }
}

/**
 * Profile change (PUT /api/user/update/{id}): own account only, admins any. Same rules as the form. Changing the
 * e-mail or the password needs the current password of the person signed in (finding 7); a new e-mail is only
 * applied once the link sent to it is opened, and the old address is told. A non-blank password replaces the old
 * one and ends the user's other sessions.
 */
export async function updateProfile(
  deps: AccountDeps,
  input: { actor: UserRow; targetId: string; changes: ProfileUpdate; currentSessionId?: string; ip?: string | null },
): Promise<UserRow> {
  const { actor, targetId, changes } = input
  if (actor.id !== targetId && actor.role !== 'admin') throw forbidden('auth.notYourAccount')
  const target = getUser(deps, targetId)
  if (!target) throw notFound('auth.userNotFound')
  const newEmail = changes.email !== undefined && changes.email !== target.email ? changes.email : undefined
  if (newEmail || changes.password) {
    if (!changes.current_password) throw validation('current_password', 'security.currentPasswordRequired')
    if (!(await verifyPassword(changes.current_password, actor.passwordHash))) {
      throw validation('current_password', 'security.currentPasswordWrong')
    }
  }
  if (newEmail) {
    const other = findUserByEmail(deps, newEmail)
    if (other && other.id !== target.id) throw conflict('auth.emailTaken', 'email')
  }
  if (changes.phone === '' && fields.phoneRequiredFor(target)) throw validation('phone', 'validation.required')
  if (changes.password) await assertStrongPassword(changes.password, [target.email, target.fName, target.lName])
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined
  const now = deps.clock.now().toISOString()
  const userSet: Partial<UserRow> = {}
  if (changes.f_name !== undefined) userSet.fName = changes.f_name
  if (changes.l_name !== undefined) userSet.lName = changes.l_name
  if (changes.phone !== undefined) userSet.phone = changes.phone
  if (passwordHash) userSet.passwordHash = passwordHash
  const companySet: Partial<CompanyRow> = {}
  if (changes.company_name !== undefined) companySet.companyName = changes.company_name
  if (changes.street_name !== undefined) companySet.streetName = changes.street_name
  if (changes.building_no !== undefined) companySet.buildingNo = changes.building_no
  if (changes.room_no !== undefined) companySet.roomNo = changes.room_no
  if (changes.zip_code !== undefined) companySet.zipCode = changes.zip_code
  if (changes.city !== undefined) companySet.city = changes.city
  if (changes.country !== undefined) companySet.country = changes.country
  // The hotel's data is the owner's to change (ADR 200); staff may send it unchanged (the profile form does).
  if (isStaff(actor) && Object.keys(companySet).length) {
    const company = getCompany(deps, target.companyId) as Record<string, unknown> | undefined
    const changing = Object.entries(companySet).some(([key, value]) => company?.[key] !== value)
    if (changing) throw forbidden('team.errors.ownerOnly')
    for (const key of Object.keys(companySet)) delete companySet[key as keyof CompanyRow]
  }
  const actorOf: Actor = { type: actor.role === 'admin' ? 'admin' : 'user', id: actor.id, ip: input.ip ?? null }
  const changed = [
    ...Object.keys(userSet).filter((k) => k !== 'passwordHash'),
    ...Object.keys(companySet),
    ...(passwordHash ? ['password'] : []),
    ...(newEmail ? ['email (awaiting confirmation)'] : []),
  ]
  orEmailTaken(() =>
    deps.db.transaction((tx) => {
      if (Object.keys(userSet).length) {
        tx.update(users)
          .set({ ...userSet, updatedAt: now })
          .where(eq(users.id, target.id))
          .run()
      }
      if (Object.keys(companySet).length && target.companyId) {
        tx.update(companies)
          .set({ ...companySet, updatedAt: now })
          .where(eq(companies.id, target.companyId))
          .run()
      }
      if (passwordHash) revokeAllSessions({ ...deps, db: tx }, target.id, { except: input.currentSessionId })
      if (newEmail) requestEmailChange({ ...deps, db: tx }, { user: target, newEmail, actor: actorOf })
      record(
        { ...deps, db: tx },
        {
          actor: actorOf,
          action: 'auth.profile.updated',
          target: { type: 'user', id: target.id },
          details: { fields: changed },
        },
      )
    }),
  )
  return getUser(deps, target.id)!
}

export type HotelRow = { user: UserRow; company: CompanyRow | null }

/** Member accounts (role user) with their company, oldest first; optionally one status only. */
export function listHotels(deps: { db: DbOrTx }, { status }: { status?: UserStatus } = {}): HotelRow[] {
  const owners = and(eq(users.role, 'user'), eq(users.teamRole, 'owner'))
  const where = status ? and(owners, eq(users.status, status)) : owners
  return deps.db
    .select()
    .from(users)
    .leftJoin(companies, eq(users.companyId, companies.id))
    .where(where)
    .orderBy(asc(users.createdAt))
    .all()
    .map((row) => ({ user: row.users, company: row.companies }))
}

function setStatus(
  deps: AuditDeps,
  user: UserRow,
  status: UserStatus,
  actor: Actor,
  action: AuditAction,
  details: Record<string, unknown> = {},
  reason: string | null = null,
) {
  deps.db
    .update(users)
    .set({ status, statusReason: reason, updatedAt: deps.clock.now().toISOString() })
    .where(eq(users.id, user.id))
    .run()
  record(deps, { actor, action, target: { type: 'user', id: user.id }, details: { from: user.status, ...details } })
}

/**
 * Only a pending hotel can be approved (ADR 235): a rejection is final (its payment went back, its year ended, its
 * data is archived after 3 years), and so is a closed account; an approved or suspended one hears what to do instead.
 */
export function assertApprovable(user: UserRow): void {
  if (user.role !== 'user') throw new AppError('CONFLICT', 'admin.errors.notAHotel')
  if (user.status === 'approved') throw new AppError('CONFLICT', 'admin.errors.alreadyApproved')
  if (user.status === 'suspended') throw new AppError('CONFLICT', 'admin.errors.suspendedReactivate')
  if (user.status !== 'pending') throw new AppError('CONFLICT', 'admin.errors.onlyPendingApproved')
}

/**
 * Approves a pending hotel: billing's precondition runs first inside the same transaction, the access e-mail is queued
 * in it, and the decision is audited.
 */
export function approveHotel(
  deps: AccountDeps,
  input: { email: string; actor: Actor; note?: string; withoutDocument?: string },
): UserRow {
  const user = requireUserByEmail(deps, input.email)
  assertApprovable(user)
  deps.db.transaction((tx) => {
    deps.hooks.beforeApprove({ ...deps, db: tx }, user)
    setStatus({ ...deps, db: tx }, user, 'approved', input.actor, 'auth.hotel.approved', {
      ...(input.note ? { note: input.note } : {}),
      ...(input.withoutDocument ? { withoutDocument: input.withoutDocument } : {}),
    })
    deps.hooks.onApproved({ ...deps, db: tx }, user, input.actor)
    const company = getCompany({ ...deps, db: tx }, user.companyId)
    enqueue(
      { ...deps, db: tx },
      accessGrantedMail({
        locale: asLocale(user.locale),
        to: user.email,
        name: `${user.fName} ${user.lName}`.trim(),
        company: company?.companyName ?? '',
        contactEmail: deps.config.CONTACT_EMAIL,
        baseUrl: deps.config.BASE_URL,
      }),
    )
  })
  return getUser(deps, user.id)!
}

/** What happens to a rejected applicant's registration payment (issue 24, item 6): said in the audit and the mail. */
export type RejectionRefund = { method: 'card' | 'bank_transfer'; amountRappen: number }

/**
 * Refuses a pending hotel's application: the reason is kept for the audit and e-mailed in the hotel's language, with
 * what happens to the money when the registration payment was refunded (`refund`, done by the caller first).
 */
export function rejectHotel(
  deps: { db: DbOrTx; clock: Clock; chainKey: string; config: AccountDeps['config'] },
  input: { email: string; reason: string; actor: Actor; refund?: RejectionRefund },
): UserRow {
  const user = requireUserByEmail(deps, input.email)
  if (user.role !== 'user') throw new AppError('CONFLICT', 'admin.errors.notAHotel')
  if (user.status !== 'pending') throw new AppError('CONFLICT', 'admin.errors.onlyPendingRejected')
  const reason = input.reason.trim()
  if (!reason) throw validation('reason', 'admin.errors.reasonRequired')
  deps.db.transaction((tx) => {
    const refund = input.refund ? { refund: input.refund } : {}
    setStatus({ ...deps, db: tx }, user, 'rejected', input.actor, 'auth.hotel.rejected', { reason, ...refund }, reason)
    revokeAllSessions({ ...deps, db: tx }, user.id)
    const company = getCompany({ ...deps, db: tx }, user.companyId)
    enqueue(
      { ...deps, db: tx },
      applicationRejectedMail({
        locale: asLocale(user.locale),
        to: user.email,
        name: `${user.fName} ${user.lName}`.trim(),
        company: company?.companyName ?? '',
        reason,
        refund: input.refund,
        contactEmail: deps.config.CONTACT_EMAIL,
        baseUrl: deps.config.BASE_URL,
      }),
    )
  })
  return getUser(deps, user.id)!
}

/** Suspends an account: every session ends at once. */
export function suspendUser(
  deps: { db: DbOrTx; clock: Clock; chainKey: string },
  input: { email: string; actor: Actor; reason?: string },
): UserRow {
  const user = requireUserByEmail(deps, input.email)
  if (user.status === 'suspended') throw new AppError('CONFLICT', 'admin.errors.alreadySuspended')
  deps.db.transaction((tx) => {
    setStatus(
      { ...deps, db: tx },
      user,
      'suspended',
      input.actor,
      'auth.user.suspended',
      { reason: input.reason ?? null },
      input.reason ?? null,
    )
    revokeAllSessions({ ...deps, db: tx }, user.id)
  })
  return getUser(deps, user.id)!
}

/** Lifts a suspension: the account is approved again. */
export function reactivateUser(deps: AuditDeps, input: { email: string; actor: Actor; reason?: string }): UserRow {
  const user = requireUserByEmail(deps, input.email)
  if (user.status !== 'suspended') throw new AppError('CONFLICT', 'admin.errors.onlySuspendedReactivated')
  deps.db.transaction((tx) =>
    setStatus({ ...deps, db: tx }, user, 'approved', input.actor, 'auth.user.reactivated', {
      reason: input.reason ?? null,
    }),
  )
  return getUser(deps, user.id)!
}
