// Hotels in the console: applications waiting for a decision (with what an operator needs to decide) and the
// member directory. Decisions go through the accounts and billing services, which audit them.
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { AppError, notFound, validation } from '~/kernel/errors'
import { SUBSCRIPTION_MONTHS } from '~/lib/constants'
import { endOfZurichDay } from '~/lib/dates'
import type { Actor } from '~/modules/audit/public'
import type { AuthHooks } from '~/modules/auth/public'
import {
  approveHotel,
  assertApprovable,
  countMembers,
  declarationOf,
  getUser,
  type MemberSummary,
  memberSummary,
  peopleOfHotel,
  reactivateUser,
  rejectHotel,
  searchMembers,
  suspendUser,
} from '~/modules/auth/public'
import {
  endOnRejection,
  type PaymentGateway,
  paymentsOf,
  refundRegistration,
  setSubscriptionExpiry,
  subscriptionOf,
  subscriptionsOf,
} from '~/modules/billing/public'
import { type DocumentView, documentsOf } from '~/modules/verification/public'
import type { ReportsPort } from './reports-port'

export type AdminDeps = {
  db: DbOrTx
  clock: Clock
  chainKey: string
  hooks: AuthHooks
  config: { BASE_URL: string; CONTACT_EMAIL: string }
  reports: ReportsPort
  mailQueued?: () => void
}

export type SubscriptionState = { state: 'none' | 'active' | 'expired'; expiresAt: string | null; plan: string | null }

function subscriptionState(sub: { expiresAt: string; plan: string } | undefined, now: Date): SubscriptionState {
  if (!sub) return { state: 'none', expiresAt: null, plan: null }
  return { state: sub.expiresAt < now.toISOString() ? 'expired' : 'active', expiresAt: sub.expiresAt, plan: sub.plan }
}

/** A pending application: who, where, the declaration signed, the registration payment and the documents. */
export type Application = MemberSummary & {
  declaration: { fullName: string; version: string; acceptedAt: string } | null
  payment: {
    status: 'pending' | 'succeeded' | 'failed' | 'none'
    provider: string | null
    reference: string | null
    amountRappen: number | null
  }
  documents: DocumentView[]
}

function applicationOf(deps: Pick<AdminDeps, 'db' | 'reports'>, member: MemberSummary): Application {
  const declaration = declarationOf(deps, member.id)
  const registration = paymentsOf(deps, member.id).find((p) => p.purpose === 'registration')
  return {
    ...member,
    declaration: declaration
      ? { fullName: declaration.fullName, version: declaration.version, acceptedAt: declaration.acceptedAt }
      : null,
    payment: registration
      ? {
          status: registration.status,
          provider: registration.provider,
          reference: registration.bankReference ?? registration.providerReference,
          amountRappen: registration.amountRappen,
        }
      : { status: 'none', provider: null, reference: null, amountRappen: null },
    documents: documentsOf(deps, member.id),
  }
}

/** Applications per page: each carries its declaration, payment and documents (three small reads per hotel). */
const APPLICATIONS_PAGE = 20
const MEMBERS_PAGE = 25

/** Pending applications, oldest first (first come, first decided), a page at a time by key (ADR 130). */
export function listApplications(
  deps: Pick<AdminDeps, 'db' | 'reports'>,
  input: { after?: string } = {},
): { applications: Application[]; total: number; next: string | null } {
  const { members, next } = searchMembers(deps, {
    status: 'pending',
    limit: APPLICATIONS_PAGE,
    after: input.after,
    oldestFirst: true,
  })
  return {
    applications: members.map((m) => applicationOf(deps, m)),
    total: countMembers(deps, { status: 'pending' }),
    next,
  }
}

export type MemberRow = MemberSummary & { subscription: SubscriptionState }

/**
 * One page of the member directory, newest first, by key. `total` is given only when it is cheap (no text search:
 * a count over the index); a text search says only whether there is a next page.
 */
export function listMembers(
  deps: Pick<AdminDeps, 'db' | 'clock' | 'chainKey'>,
  input: { q?: string; status?: MemberSummary['status']; after?: string },
): { members: MemberRow[]; total: number | null; next: string | null; pageSize: number } {
  const q = input.q?.trim()
  const { members, next } = searchMembers(deps, { q, status: input.status, limit: MEMBERS_PAGE, after: input.after })
  const subs = subscriptionsOf(
    deps,
    members.map((m) => m.id),
  )
  return {
    members: members.map((m) => ({ ...m, subscription: subscriptionState(subs.get(m.id), deps.clock.now()) })),
    total: q ? null : countMembers(deps, { status: input.status }),
    next,
    pageSize: MEMBERS_PAGE,
  }
}

/** One member for the detail view: account, subscription, payments and reports. */
export function memberDetail(deps: Pick<AdminDeps, 'db' | 'reports' | 'clock' | 'chainKey'>, userId: string) {
  const member = memberSummary(deps, userId)
  if (member?.role !== 'user') throw notFound('auth.userNotFound')
  return {
    ...applicationOf(deps, member),
    subscription: subscriptionState(subscriptionOf(deps, userId), deps.clock.now()),
    payments: paymentsOf(deps, userId).map((p) => ({
      id: p.id,
      provider: p.provider,
      purpose: p.purpose,
      status: p.status,
      amountRappen: p.amountRappen,
      reference: p.bankReference ?? p.providerReference,
      createdAt: p.createdAt,
    })),
    reports: deps.reports.ofHotel(userId),
    team: teamOf(deps, userId),
  }
}

/** The hotel's people (ADR 200): the admin sees each and may suspend one person. */
function teamOf(deps: Pick<AdminDeps, 'db'>, userId: string) {
  const companyId = getUser(deps, userId)?.companyId
  if (!companyId) return []
  // A removed person shows no address: theirs was released (ADR 201).
  return peopleOfHotel(deps, companyId).map(({ createdAt: _, ...person }) => person)
}

const requireMember = (deps: Pick<AdminDeps, 'db'>, userId: string) => {
  const user = getUser(deps, userId)
  if (user?.role !== 'user') throw notFound('auth.userNotFound')
  return user
}

/**
 * Approve: the accounts service refuses it unless the registration payment is confirmed (AuthHooks.beforeApprove).
 * Without a copy of the representative's ID the approval needs an explicit override, its reason audited (issue 24,
 * item 7).
 */
export function approve(
  deps: AdminDeps,
  input: { userId: string; note?: string; withoutDocument?: string; actor: Actor },
) {
  const user = requireMember(deps, input.userId)
  // A rejected or closed hotel hears that first, not that its ID copy is missing (ADR 235).
  assertApprovable(user)
  const withoutDocument = input.withoutDocument?.trim() || undefined
  const hasDocument = documentsOf(deps, user.id).length > 0
  // An unpaid hotel hears about its payment first (402 from the accounts service's precondition).
  const paid = paymentsOf(deps, user.id).some((p) => p.purpose === 'registration' && p.status === 'succeeded')
  if (paid && !hasDocument && !withoutDocument)
    throw new AppError('CONFLICT', 'admin.errors.documentMissing', { field: 'withoutDocument' })
  const result = approveHotel(deps, {
    email: user.email,
    actor: input.actor,
    note: input.note || undefined,
    withoutDocument: hasDocument ? undefined : withoutDocument,
  })
  deps.mailQueued?.()
  return result
}

/**
 * Reject (issue 24, item 6): what is left of a paid registration payment goes back first (a card through the payment
 * port; a bank transfer once the administrator says they pay it back), then the rejection, the end of the
 * subscription and the mail saying what happens to the money are written in one transaction.
 */
export async function reject(
  deps: AdminDeps & { gateway: PaymentGateway },
  input: { userId: string; reason: string; transferRefunded?: boolean; actor: Actor },
) {
  const user = requireMember(deps, input.userId)
  const reason = input.reason.trim()
  if (user.status !== 'pending') throw new AppError('CONFLICT', 'admin.errors.onlyPendingRejected')
  if (!reason) throw validation('reason', 'admin.errors.reasonRequired')
  const refund = await refundRegistration(deps, {
    userId: user.id,
    reason,
    transferRefunded: input.transferRefunded,
    actor: input.actor,
  })
  const result = deps.db.transaction((tx) => {
    const rejected = rejectHotel(
      { ...deps, db: tx },
      { email: user.email, reason, actor: input.actor, refund: refund ?? undefined },
    )
    endOnRejection({ ...deps, db: tx }, user.id, input.actor)
    return rejected
  })
  deps.mailQueued?.()
  return result
}

export function suspend(
  deps: Pick<AdminDeps, 'db' | 'clock' | 'chainKey'>,
  input: { userId: string; reason: string; actor: Actor },
) {
  const user = requireMember(deps, input.userId)
  return suspendUser(deps, { email: user.email, reason: input.reason, actor: input.actor })
}

export function reactivate(
  deps: Pick<AdminDeps, 'db' | 'clock' | 'chainKey'>,
  input: { userId: string; reason: string; actor: Actor },
) {
  const user = requireMember(deps, input.userId)
  return reactivateUser(deps, { email: user.email, reason: input.reason, actor: input.actor })
}

/** Extend by the subscription period from the current expiry, or set the expiry day (a correction). */
export function changeSubscription(
  deps: Pick<AdminDeps, 'db' | 'clock' | 'chainKey'>,
  input: { userId: string; action: 'extend' | 'set'; expiresOn?: string; reason: string; actor: Actor },
) {
  requireMember(deps, input.userId)
  const current = subscriptionOf(deps, input.userId)
  if (!current) throw new AppError('CONFLICT', 'admin.errors.noSubscription')
  let expiresAt: string
  if (input.action === 'extend') {
    const next = new Date(current.expiresAt)
    next.setUTCMonth(next.getUTCMonth() + SUBSCRIPTION_MONTHS)
    expiresAt = next.toISOString()
  } else {
    if (!input.expiresOn) throw new AppError('VALIDATION', 'admin.errors.dateInvalid', { field: 'expiresOn' })
    expiresAt = endOfZurichDay(input.expiresOn)
  }
  return setSubscriptionExpiry(deps, {
    userId: input.userId,
    expiresAt,
    reason: input.reason,
    actor: input.actor,
    keepsApprovalStart: input.action === 'extend',
  })
}
