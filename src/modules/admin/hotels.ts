// Hotels in the console: applications waiting for a decision (with what an operator needs to decide) and the
// member directory. Decisions go through the accounts and billing services, which audit them.
import type { DbOrTx } from '~/db/client'
import { AppError, notFound } from '~/kernel/errors'
import { SUBSCRIPTION_MONTHS } from '~/lib/constants'
import type { Actor } from '~/modules/audit/model'
import { declarationOf, type MemberSummary, memberSummary, searchMembers } from '~/modules/auth/directory'
import type { AuthHooks } from '~/modules/auth/hooks'
import { approveHotel, getUser, reactivateUser, rejectHotel, suspendUser } from '~/modules/auth/service'
import { setSubscriptionExpiry, subscriptionsOf } from '~/modules/billing/operator'
import { paymentsOf, subscriptionOf } from '~/modules/billing/service'
import { type DocumentView, documentsOf } from '~/modules/verification/service'
import type { ReportsPort } from './reports-port'

export type AdminDeps = {
  db: DbOrTx
  hooks: AuthHooks
  config: { BASE_URL: string; CONTACT_EMAIL: string }
  reports: ReportsPort
  mailQueued?: () => void
}

export type SubscriptionState = { state: 'none' | 'active' | 'expired'; expiresAt: string | null; plan: string | null }

function subscriptionState(sub: { expiresAt: string; plan: string } | undefined, now = new Date()): SubscriptionState {
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

export function applicationOf(deps: Pick<AdminDeps, 'db' | 'reports'>, member: MemberSummary): Application {
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

/** Pending applications, oldest first (first come, first decided). */
export function listApplications(deps: Pick<AdminDeps, 'db' | 'reports'>): Application[] {
  const { members } = searchMembers(deps, { status: 'pending', limit: 200 })
  return members.reverse().map((m) => applicationOf(deps, m))
}

export type MemberRow = MemberSummary & { subscription: SubscriptionState }

export function listMembers(
  deps: Pick<AdminDeps, 'db'>,
  input: { q?: string; status?: MemberSummary['status']; page: number },
): { members: MemberRow[]; total: number; page: number; pageSize: number } {
  const pageSize = 25
  const { members, total } = searchMembers(deps, {
    q: input.q,
    status: input.status,
    limit: pageSize,
    offset: (input.page - 1) * pageSize,
  })
  const subs = subscriptionsOf(
    deps,
    members.map((m) => m.id),
  )
  return {
    members: members.map((m) => ({ ...m, subscription: subscriptionState(subs.get(m.id)) })),
    total,
    page: input.page,
    pageSize,
  }
}

/** One member for the detail view: account, subscription, payments and reports. */
export function memberDetail(deps: Pick<AdminDeps, 'db' | 'reports'>, userId: string) {
  const member = memberSummary(deps, userId)
  if (member?.role !== 'user') throw notFound('auth.userNotFound')
  return {
    ...applicationOf(deps, member),
    subscription: subscriptionState(subscriptionOf(deps, userId)),
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
  }
}

const requireMember = (deps: Pick<AdminDeps, 'db'>, userId: string) => {
  const user = getUser(deps, userId)
  if (user?.role !== 'user') throw notFound('auth.userNotFound')
  return user
}

/** Approve: the accounts service refuses it unless the registration payment is confirmed (AuthHooks.beforeApprove). */
export function approve(deps: AdminDeps, input: { userId: string; note?: string; actor: Actor }) {
  const user = requireMember(deps, input.userId)
  const result = approveHotel(deps, { email: user.email, actor: input.actor, note: input.note || undefined })
  deps.mailQueued?.()
  return result
}

export function reject(deps: AdminDeps, input: { userId: string; reason: string; actor: Actor }) {
  const user = requireMember(deps, input.userId)
  const result = rejectHotel(deps, { email: user.email, reason: input.reason, actor: input.actor })
  deps.mailQueued?.()
  return result
}

export function suspend(deps: Pick<AdminDeps, 'db'>, input: { userId: string; reason: string; actor: Actor }) {
  const user = requireMember(deps, input.userId)
  return suspendUser(deps, { email: user.email, reason: input.reason, actor: input.actor })
}

export function reactivate(deps: Pick<AdminDeps, 'db'>, input: { userId: string; reason: string; actor: Actor }) {
  const user = requireMember(deps, input.userId)
  return reactivateUser(deps, { email: user.email, reason: input.reason, actor: input.actor })
}

/** Extend by the subscription period from the current expiry, or set the expiry day (a correction). */
export function changeSubscription(
  deps: Pick<AdminDeps, 'db'>,
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
    expiresAt = `${input.expiresOn}T23:59:59.000Z`
  }
  return setSubscriptionExpiry(deps, { userId: input.userId, expiresAt, reason: input.reason, actor: input.actor })
}
