// Changing the sign-in e-mail (finding 7): confirmed by a link sent to the new address, the old address is told.
import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import type { Clock } from '~/kernel/clock'
import { AppError, conflict } from '~/kernel/errors'
import { serverLL } from '~/kernel/i18n'
import type { Actor } from '~/modules/audit/public'
import { record } from '~/modules/audit/public'
import { enqueue, renderLayout, SECRET_TOKEN } from '~/modules/mail/public'
import { randomToken, sha256 } from './passwords'
import { emailChanges, users } from './schema'
import { asLocale, findUserByEmail, type UserRow } from './users'

const EMAIL_CHANGE_TTL_MS = 60 * 60 * 1000

type Config = { BASE_URL: string; CONTACT_EMAIL: string }

/**
 * Records the wish to use `newEmail` and queues two e-mails in the caller's transaction: a confirmation link to the
 * new address (its token issued when it is sent) and a notice to the current one. Nothing changes until the link is
 * opened.
 */
export function requestEmailChange(
  deps: { db: DbOrTx; clock: Clock; chainKey: string; config: Config },
  input: { user: UserRow; newEmail: string; actor: Actor },
) {
  const now = deps.clock.now()
  const { user, newEmail } = input
  deps.db
    .insert(emailChanges)
    .values({
      id: newId(),
      userId: user.id,
      newEmail,
      tokenHash: null,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS).toISOString(),
      usedAt: null,
    })
    .run()
  const locale = asLocale(user.locale)
  const LL = serverLL(locale).security.mail
  const name = `${user.fName} ${user.lName}`.trim()
  const common = { locale, name, contactEmail: deps.config.CONTACT_EMAIL }
  enqueue(
    deps,
    renderLayout({
      ...common,
      to: newEmail,
      kind: 'email-change-confirm',
      subject: LL.confirmSubject(),
      heading: LL.confirmHeading(),
      paragraphs: [LL.confirmBody()],
      action: {
        label: LL.confirmAction(),
        url: `${deps.config.BASE_URL}/confirm-email?token=${SECRET_TOKEN}`,
      },
      after: [LL.confirmIgnore()],
    }),
  )
  enqueue(
    deps,
    renderLayout({
      ...common,
      to: user.email,
      kind: 'email-change-notice',
      subject: LL.noticeSubject(),
      heading: LL.noticeHeading(),
      paragraphs: [LL.noticeBody({ email: newEmail })],
      after: [LL.noticeAfter()],
    }),
  )
  record(deps, {
    actor: input.actor,
    action: 'auth.email_change.requested',
    target: { type: 'user', id: user.id },
  })
}

/** Issues the confirmation token when the e-mail to the new address is sent (registered in src/server/hooks.ts). */
export function issueEmailChangeToken(
  deps: { db: DbOrTx; clock: Clock; chainKey: string },
  message: { to: string },
): string | null {
  const pending = deps.db
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.newEmail, message.to),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, deps.clock.now().toISOString()),
      ),
    )
    .orderBy(desc(emailChanges.createdAt))
    .get()
  if (!pending) return null
  const token = randomToken()
  deps.db
    .update(emailChanges)
    .set({ tokenHash: sha256(token) })
    .where(eq(emailChanges.id, pending.id))
    .run()
  return token
}

/** Opens a confirmation link: once, within the hour, while the new address is still free. */
export function confirmEmailChange(
  deps: { db: DbOrTx; clock: Clock; chainKey: string },
  input: { token: string; ip: string | null },
): UserRow {
  const invalid = () => new AppError('VALIDATION', 'security.emailChangeInvalid', { field: 'token' })
  return deps.db.transaction((tx) => {
    const change = tx
      .select()
      .from(emailChanges)
      .where(
        and(
          eq(emailChanges.tokenHash, sha256(input.token)),
          isNull(emailChanges.usedAt),
          gt(emailChanges.expiresAt, deps.clock.now().toISOString()),
        ),
      )
      .get()
    if (!change) throw invalid()
    const other = findUserByEmail({ ...deps, db: tx }, change.newEmail)
    if (other && other.id !== change.userId) throw conflict('auth.emailTaken', 'email')
    const now = deps.clock.now().toISOString()
    tx.update(emailChanges)
      .set({ usedAt: now })
      .where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.usedAt)))
      .run()
    tx.update(users).set({ email: change.newEmail, updatedAt: now }).where(eq(users.id, change.userId)).run()
    record(
      { ...deps, db: tx },
      {
        actor: { type: 'user', id: change.userId, ip: input.ip },
        action: 'auth.email_change.confirmed',
        target: { type: 'user', id: change.userId },
      },
    )
    return tx.select().from(users).where(eq(users.id, change.userId)).get()!
  })
}
