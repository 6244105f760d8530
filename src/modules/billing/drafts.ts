import { eq, lt } from 'drizzle-orm'
import type { BillingDeps } from './core'
import { registrationDrafts } from './schema'

// Registration drafts: the password hash waits on the server while the member pays (ADR 040).

const DRAFT_HOURS = 24

export async function saveRegistrationDraft(
  deps: Pick<BillingDeps, 'db' | 'clock' | 'chainKey'>,
  input: { email: string; password: string; now?: Date },
): Promise<{ draftId: string }> {
  const now = input.now ?? deps.clock.now()
  deps.db.delete(registrationDrafts).where(lt(registrationDrafts.expiresAt, now.toISOString())).run()
  const draftId = Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url')
  const passwordHash = await Bun.password.hash(input.password, {
    algorithm: 'argon2id',
    memoryCost: 19456,
    timeCost: 2,
  })
  deps.db
    .insert(registrationDrafts)
    .values({
      id: draftId,
      email: input.email.trim().toLowerCase(),
      passwordHash,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + DRAFT_HOURS * 3600_000).toISOString(),
    })
    .run()
  return { draftId }
}

/** The draft's password hash, when the draft exists, is fresh and was made for this e-mail. */
export function takeRegistrationDraft(
  deps: Pick<BillingDeps, 'db' | 'clock' | 'chainKey'>,
  input: { draftId: string; email: string; now?: Date },
): string | undefined {
  const row = deps.db.select().from(registrationDrafts).where(eq(registrationDrafts.id, input.draftId)).get()
  if (!row) return undefined
  if (row.email !== input.email.trim().toLowerCase()) return undefined
  if (row.expiresAt < (input.now ?? deps.clock.now()).toISOString()) return undefined
  deps.db.delete(registrationDrafts).where(eq(registrationDrafts.id, input.draftId)).run()
  return row.passwordHash
}
