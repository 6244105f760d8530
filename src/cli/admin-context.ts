// What the operator's admin commands share: their context, the console's deps (with the reports port and the payment
// gateway) and the lookups of a member by e-mail.
import type { Db } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { Config } from '~/kernel/config'
import { resolveSessionSecret } from '~/kernel/config'
import { AppError } from '~/kernel/errors'
import { uploadsDirOf } from '~/kernel/uploads/storage'
import { zurichDay } from '~/lib/dates'
import { createReportsPort } from '~/modules/admin/reports-adapter'
import type { AuthHooks } from '~/modules/auth/hooks'
import { findUserByEmail } from '~/modules/auth/public'
import { createGateway } from '~/modules/billing/gateway'
import { createReportHooks, rematchDates } from '~/server/hooks'

export type AdminCtx = {
  config: Config & { SESSION_SECRET?: string }
  clock: Clock
  handle: { db: Db }
  deps: { db: Db; clock: Clock; chainKey: string; config: Config; hooks: AuthHooks }
}

export const day = (iso: string | null | undefined) => (iso ? zurichDay(new Date(iso)) : '')

export function adminDeps(ctx: AdminCtx) {
  const { db, clock, chainKey } = ctx.deps
  const reports = createReportsPort({
    db,
    clock,
    chainKey,
    config: ctx.config,
    hooks: createReportHooks({
      ...ctx.deps,
      reportDates: rematchDates(resolveSessionSecret(ctx.config.DATA_DIR, ctx.config.SESSION_SECRET), clock),
    }),
    uploadsDir: uploadsDirOf(ctx.config),
  })
  return {
    ...ctx.deps,
    reports,
    gateway: createGateway(ctx.config, ctx.deps),
  }
}

export const memberId = (ctx: AdminCtx, email: string) => {
  const user = findUserByEmail(ctx.deps, email)
  if (!user) throw new AppError('NOT_FOUND', 'auth.userNotFound', { field: 'email' })
  return user.id
}
