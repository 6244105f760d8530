// A second factor (issue 21, ADR 205): authenticator-app codes (TOTP), passkeys (WebAuthn) and recovery codes, the
// sign-in tickets between the password and the second factor, and the hotel's "everyone needs one" setting.
import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { inList } from '~/db/checks'
import { companies, users } from '../schema'

/**
 * A person's authenticator app. The secret is stored encrypted (AES-256-GCM, key derived from the server's session
 * secret; ADR 205). `confirmedAt` is null while enrolment waits for the first code; `lastStep` is the last accepted
 * 30-second step, so a code is accepted once.
 */
export const mfaTotp = sqliteTable('mfa_totp', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  secretEnc: text('secret_enc').notNull(),
  createdAt: text('created_at').notNull(),
  confirmedAt: text('confirmed_at'),
  lastStep: integer('last_step'),
})

/** Ten single-use recovery codes per person, stored as SHA-256 (each has 80 random bits). */
export const mfaRecoveryCodes = sqliteTable(
  'mfa_recovery_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: text('created_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [
    uniqueIndex('mfa_recovery_codes_hash_unique').on(t.codeHash),
    index('mfa_recovery_codes_user_idx').on(t.userId),
  ],
)

/** A passkey (WebAuthn credential): its id and public key, the signature counter and its transports. */
export const passkeys = sqliteTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports').notNull().default(''),
    name: text('name').notNull().default(''),
    createdAt: text('created_at').notNull(),
    lastUsedAt: text('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
)

export const MFA_TICKET_TTL_MS = 5 * 60 * 1000

/** Between a right password and the second factor: lives 5 minutes, works once, belongs to one account. */
export const mfaTickets = sqliteTable(
  'mfa_tickets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [uniqueIndex('mfa_tickets_token_unique').on(t.tokenHash), index('mfa_tickets_user_idx').on(t.userId)],
)

export const WEBAUTHN_PURPOSES = ['register', 'sign-in', 'second-factor'] as const

/** A WebAuthn challenge handed to a browser: single use, 5 minutes; the passwordless one names no account. */
export const webauthnChallenges = sqliteTable(
  'webauthn_challenges',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id),
    purpose: text('purpose', { enum: WEBAUTHN_PURPOSES }).notNull(),
    challenge: text('challenge').notNull(),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  () => [check('webauthn_challenges_purpose_check', inList('purpose', WEBAUTHN_PURPOSES))],
)

/** Per person: when they were invited to add a second factor (once, never again). */
export const mfaInvitations = sqliteTable('mfa_invitations', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  invitedAt: text('invited_at').notNull(),
})

/** A hotel whose owner requires a second factor of everyone in its team (ADR 205). */
export const hotelMfaPolicies = sqliteTable(
  'hotel_mfa_policies',
  {
    companyId: text('company_id')
      .primaryKey()
      .references(() => companies.id),
    required: integer('required', { mode: 'boolean' }).notNull().default(false),
    changedBy: text('changed_by').references(() => users.id),
    changedAt: text('changed_at').notNull(),
  },
  (t) => [check('hotel_mfa_policies_required_check', sql`${t.required} IN (0, 1)`)],
)
