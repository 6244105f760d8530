import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { inList } from '~/db/checks'
import { LOCALES } from '~/lib/constants'

/** A hotel: one company per member account. */
export const companies = sqliteTable(
  'companies',
  {
    id: text('id').primaryKey(),
    companyName: text('company_name').notNull(),
    streetName: text('street_name').notNull(),
    buildingNo: text('building_no').notNull(),
    roomNo: text('room_no').notNull().default(''),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    stars: integer('stars').notNull(),
    isPartOfAssociation: integer('is_part_of_association', { mode: 'boolean' }).notNull().default(false),
    /** Swiss company number, CHE-123.456.788 (src/lib/fields.ts checks its check digit); optional at registration. */
    uid: text('uid'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    check('companies_stars_check', sql`${t.stars} BETWEEN 1 AND 5`),
    check('companies_association_check', inList('is_part_of_association', [0, 1])),
  ],
)

export const USER_ROLES = ['admin', 'user'] as const
/** `closed`: the member closed the account (ADR 105); like a ban, the profile is deleted 3 years later. */
export const USER_STATUSES = ['pending', 'approved', 'rejected', 'suspended', 'closed'] as const
export type UserRole = (typeof USER_ROLES)[number]
/**
 * Who manages a hotel (ADR 200): its `owner` (the person in charge who registered it; billing, staff, API keys,
 * the hotel's data, closing) and its `staff` (search, reports, requests, arrivals). Admins keep the default.
 */
export const TEAM_ROLES = ['owner', 'staff'] as const
export type TeamRole = (typeof TEAM_ROLES)[number]
export type UserStatus = (typeof USER_STATUSES)[number]

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Always trimmed and lower-cased (src/lib/fields.ts), so uniqueness ignores case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fName: text('f_name').notNull().default(''),
    lName: text('l_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('pending'),
    locale: text('locale').notNull().default('en'),
    companyId: text('company_id').references(() => companies.id),
    teamRole: text('team_role', { enum: TEAM_ROLES }).notNull().default('owner'),
    statusReason: text('status_reason'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  // The console's member list (ADR 130): newest first by (created_at, id), of every status or of one, read by key.
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    index('users_role_status_created_idx').on(t.role, t.status, t.createdAt, t.id),
    index('users_company_idx').on(t.companyId),
    check('users_role_check', inList('role', USER_ROLES)),
    check('users_status_check', inList('status', USER_STATUSES)),
    check('users_locale_check', inList('locale', LOCALES)),
    check('users_team_role_check', inList('team_role', TEAM_ROLES)),
    // One owner per hotel: the hand-over swaps the two roles in one transaction.
    uniqueIndex('users_company_owner_unique')
      .on(t.companyId)
      .where(sql`${t.teamRole} = 'owner' AND ${t.companyId} IS NOT NULL`),
  ],
)

/**
 * A single-use token of one account, stored only as its SHA-256 (so a database leak leaks no working link): the
 * password-reset links and the second-factor tickets share this shape.
 */
function tokenTable<N extends string>(name: N) {
  return sqliteTable(
    name,
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
    (t) => [uniqueIndex(`${name}_token_unique`).on(t.tokenHash), index(`${name}_user_idx`).on(t.userId)],
  )
}

/** One row per sign-in; the JWT only points here, so revoking the row ends the session at once. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: text('created_at').notNull(),
    lastSeenAt: text('last_seen_at').notNull(),
    idleExpiresAt: text('idle_expires_at').notNull(),
    absoluteExpiresAt: text('absolute_expires_at').notNull(),
    revokedAt: text('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * A requested e-mail change, applied only when the link sent to the new address is opened (finding 7). The token is
 * issued when that e-mail is sent and stored only as its hash.
 */
export const emailChanges = sqliteTable(
  'email_changes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash'),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [uniqueIndex('email_changes_token_unique').on(t.tokenHash), index('email_changes_user_idx').on(t.userId)],
)

/** A password-reset link: lives 1 hour, works once. */
export const passwordResets = tokenTable('password_resets')

/** The compliance declaration a member signs at registration (typed full name, text version). */
export const complianceDeclarations = sqliteTable(
  'compliance_declarations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    companyId: text('company_id').references(() => companies.id),
    fullName: text('full_name').notNull(),
    version: text('version').notNull(),
    acceptedAt: text('accepted_at').notNull(),
    ip: text('ip'),
  },
  (t) => [index('compliance_declarations_user_idx').on(t.userId)],
)

/**
 * An owner's invitation of a staff member (ADR 200): only the SHA-256 of the link's token is stored (issued when the
 * e-mail is sent); it lives 72 hours and works once. The invitee's name and language are the owner's entry.
 */
export const teamInvitations = sqliteTable(
  'team_invitations',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    fName: text('f_name').notNull(),
    lName: text('l_name').notNull(),
    locale: text('locale').notNull().default('en'),
    tokenHash: text('token_hash'),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    /** Set when the link was used (the account then exists) or the owner withdrew the invitation. */
    usedAt: text('used_at'),
    revokedAt: text('revoked_at'),
    userId: text('user_id').references(() => users.id),
  },
  (t) => [
    uniqueIndex('team_invitations_token_unique').on(t.tokenHash),
    index('team_invitations_company_idx').on(t.companyId, t.createdAt),
    index('team_invitations_email_idx').on(t.email),
    check('team_invitations_locale_check', inList('locale', LOCALES)),
  ],
)

// ---- A second factor (issue 21, ADR 205): authenticator apps, recovery codes, passkeys, sign-in tickets ----

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

/** Between a right password and the second factor: lives 5 minutes, works once, belongs to one account. */
export const mfaTickets = tokenTable('mfa_tickets')

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

/**
 * The one-time code an administrator without a second factor needs to enrol one (security review 4, finding 4;
 * ADR 276): printed once by `admin:create` and `mfa:reset`, valid 24 hours, used once. Only its keyed hash is stored
 * (HMAC-SHA-256 under a key derived from the session secret); one per person, a new one replaces the old.
 */
export const mfaEnrolmentCodes = sqliteTable('mfa_enrolment_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  codeHash: text('code_hash').notNull(),
  createdAt: text('created_at').notNull(),
  expiresAt: text('expires_at').notNull(),
  usedAt: text('used_at'),
})
