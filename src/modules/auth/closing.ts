// Closing the account by its member (ADR 105): confirmed with the current password, effective at once (spec section
// 1: no refund on early termination), automatic renewal stopped through the billing hook, every session ended,
// audited and confirmed by e-mail in the member's language. The profile stays archived and is deleted 3 years later
// by auth.closed-profiles (archive.ts).
import { eq } from 'drizzle-orm'
import { forbidden, validation } from '~/kernel/errors'
import { serverLL } from '~/kernel/i18n'
import { type Locale, PRIVACY } from '~/lib/constants'
import { formatDate } from '~/lib/dates'
import { record } from '~/modules/audit/public'
import type { OutgoingMessage } from '~/modules/mail/public'
import { enqueue, renderLayout } from '~/modules/mail/public'
import { verifyPassword } from './passwords'
import { users } from './schema'
import { type AccountDeps, getUser } from './service'
import { revokeAllSessions } from './sessions'
import { asLocale } from './users'

type UserRow = typeof users.$inferSelect

/** The member's account is closed now; answers when and the end of the term that was paid (not refunded). */
export async function closeAccount(
  deps: AccountDeps & { mailQueued?: () => void },
  input: { user: UserRow; currentPassword: string; ip?: string | null; now?: Date },
): Promise<{ closedAt: string; termEnd: string | null }> {
  const { user } = input
  if (user.role !== 'user' || user.status !== 'approved') throw forbidden('security.membersOnly')
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    record(deps, {
      actor: { type: 'user', id: user.id, ip: input.ip ?? null },
      action: 'account.close.refused',
      target: { type: 'user', id: user.id },
      details: { reason: 'wrong-password' },
    })
    throw validation('current_password', 'security.currentPasswordWrong')
  }
  const now = input.now ?? deps.clock.now()
  const closedAt = now.toISOString()
  const result = deps.db.transaction((tx) => {
    const current = getUser({ ...deps, db: tx }, user.id)
    if (current?.status !== 'approved') throw forbidden('security.membersOnly')
    tx.update(users)
      .set({ status: 'closed', statusReason: null, updatedAt: closedAt })
      .where(eq(users.id, user.id))
      .run()
    const { termEnd } = deps.hooks.onAccountClosed({ ...deps, db: tx }, current, now)
    revokeAllSessions({ ...deps, db: tx }, user.id)
    record(
      { ...deps, db: tx },
      {
        actor: { type: 'user', id: user.id, ip: input.ip ?? null },
        action: 'account.closed',
        target: { type: 'user', id: user.id },
        details: { from: current.status, termEnd, refund: false },
      },
    )
    enqueue(
      { ...deps, db: tx },
      accountClosedMail({
        locale: asLocale(current.locale),
        to: current.email,
        name: `${current.fName} ${current.lName}`.trim(),
        closedAt,
        termEnd,
        contactEmail: deps.config.CONTACT_EMAIL,
      }),
    )
    return { closedAt, termEnd }
  })
  deps.mailQueued?.()
  return result
}

/** The confirmation of the closing: when, no refund, what is kept and for how long, how to come back. */
function accountClosedMail(input: {
  locale: Locale
  to: string
  name: string
  closedAt: string
  termEnd: string | null
  contactEmail: string
}): OutgoingMessage {
  const LL = serverLL(input.locale).lifecycle.closing.mail
  const date = (iso: string) => formatDate(iso, input.locale)
  return renderLayout({
    ...input,
    kind: 'account-closed',
    subject: LL.subject(),
    heading: LL.heading(),
    paragraphs: [
      LL.body({ date: date(input.closedAt) }),
      ...(input.termEnd && input.termEnd > input.closedAt ? [LL.noRefund({ date: date(input.termEnd) })] : []),
      LL.retention({ years: PRIVACY.memberArchiveYears }),
      LL.comeBack({ contact: input.contactEmail }),
    ],
  })
}
