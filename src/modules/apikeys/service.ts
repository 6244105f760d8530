// API keys of a hotel (issue 23): created by its owner (or by the operator for the owner), shown once, kept only as
// hashes, revoked at once. Plain functions over (deps, input), as every module's service.
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { newId } from '~/db/ids'
import type { Clock } from '~/kernel/clock'
import { AppError, notFound } from '~/kernel/errors'
import { API_KEY_PREFIX } from '~/lib/constants'
import { type Actor, record } from '~/modules/audit/public'
import { API_SCOPES, type ApiKeyView, type ApiScope, type CreatedKey, type CreateKeyInput, type KeyMode } from './model'
import { apiKeys } from './schema'

/** The database, the one clock and the audit chain's key (ADR 165). */
export type ApiKeyDeps = { db: DbOrTx; clock: Clock; chainKey: string }
export type ApiKeyRow = typeof apiKeys.$inferSelect

export const KEY_PREFIX = API_KEY_PREFIX
/** A test key's beginning (ADR 291): `kyg_test_`, so that a key says where it acts. */
const TEST_KEY_PREFIX = `${API_KEY_PREFIX}test_`
const prefixOf = (mode: KeyMode) => (mode === 'test' ? TEST_KEY_PREFIX : KEY_PREFIX)
/** Characters of the key shown in lists after it was created (the prefix and 4 random ones): enough to tell apart. */
const shownChars = (mode: KeyMode) => prefixOf(mode).length + 4
/** Active keys per hotel: one per connected system is the use; a few dozen would be a mistake or an attack. */
const MAX_ACTIVE_KEYS = 20
/** last_used_at is written at most this often per key (not on every call). */
const TOUCH_EVERY_MS = 60_000

/** A new key: `kyg_` (a test key `kyg_test_`) and 43 base64url characters (256 random bits). */
function generateKey(mode: KeyMode = 'live'): string {
  return prefixOf(mode) + Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
}

/** The stored form of a key: its SHA-256 (hex). */
export const hashKey = (key: string) => new Bun.CryptoHasher('sha256').update(key).digest('hex')

export const scopesOf = (row: Pick<ApiKeyRow, 'scopes'>): ApiScope[] =>
  row.scopes.split(' ').filter((s): s is ApiScope => (API_SCOPES as readonly string[]).includes(s))

const viewOf = (row: ApiKeyRow): ApiKeyView => ({
  id: row.id,
  name: row.name,
  scopes: scopesOf(row),
  mode: row.mode,
  prefix: row.prefix,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
  revokedAt: row.revokedAt,
})

/** Creates a key for the hotel and answers it: the one time it is shown. Audited; at most MAX_ACTIVE_KEYS live. */
export function createApiKey(
  deps: ApiKeyDeps,
  input: Omit<CreateKeyInput, 'mode'> & { mode?: KeyMode; companyId: string; userId: string; actor: Actor },
): CreatedKey {
  const mode = input.mode ?? 'live'
  const key = generateKey(mode)
  const scopes = API_SCOPES.filter((scope) => input.scopes.includes(scope))
  const row: ApiKeyRow = {
    id: newId(),
    companyId: input.companyId,
    createdBy: input.userId,
    name: input.name,
    scopes: scopes.join(' '),
    prefix: key.slice(0, shownChars(mode)),
    mode,
    hash: hashKey(key),
    createdAt: deps.clock.now().toISOString(),
    lastUsedAt: null,
    revokedAt: null,
  }
  deps.db.transaction((tx) => {
    const active = tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.companyId, input.companyId), isNull(apiKeys.revokedAt)))
      .get()
    if ((active?.n ?? 0) >= MAX_ACTIVE_KEYS)
      throw new AppError('CONFLICT', 'api.errors.tooManyKeys', { params: { max: MAX_ACTIVE_KEYS } })
    tx.insert(apiKeys).values(row).run()
    record(
      { ...deps, db: tx },
      {
        actor: input.actor,
        action: 'apikey.create',
        target: { type: 'api_key', id: row.id },
        details: { companyId: input.companyId, name: row.name, scopes, mode },
      },
    )
  })
  return { key, apiKey: viewOf(row) }
}

/** The hotel's keys, revoked ones included (they show when they stopped), oldest first. */
export function listApiKeys(deps: { db: DbOrTx }, companyId: string): ApiKeyView[] {
  return deps.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id))
    .all()
    .map(viewOf)
}

export type KeyLabel = { id: string; name: string; companyId: string; createdBy: string }

/** Name, hotel and creator of keys by id, revoked ones included (the audit names the hotel of a key's calls). */
export function keyLabels(deps: { db: DbOrTx }, ids: string[]): Map<string, KeyLabel> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = deps.db
    .select({ id: apiKeys.id, name: apiKeys.name, companyId: apiKeys.companyId, createdBy: apiKeys.createdBy })
    .from(apiKeys)
    .where(inArray(apiKeys.id, unique))
    .all()
  return new Map(rows.map((row) => [row.id, row]))
}

/** Revokes one of the hotel's keys at once (404 for another hotel's key); revoking twice changes nothing. */
export function revokeApiKey(deps: ApiKeyDeps, input: { companyId: string; keyId: string; actor: Actor }): ApiKeyView {
  return deps.db.transaction((tx) => {
    const row = tx.select().from(apiKeys).where(eq(apiKeys.id, input.keyId)).get()
    if (!row || row.companyId !== input.companyId) throw notFound('api.errors.keyNotFound')
    if (row.revokedAt) return viewOf(row)
    const revokedAt = deps.clock.now().toISOString()
    tx.update(apiKeys).set({ revokedAt }).where(eq(apiKeys.id, row.id)).run()
    record(
      { ...deps, db: tx },
      {
        actor: input.actor,
        action: 'apikey.revoke',
        target: { type: 'api_key', id: row.id },
        details: { companyId: row.companyId, name: row.name },
      },
    )
    return viewOf({ ...row, revokedAt })
  })
}

// Every API call looks its key up: the statement is prepared once per database handle.
const lookups = new WeakMap<DbOrTx, ReturnType<typeof prepareLookup>>()
const prepareLookup = (db: DbOrTx) =>
  db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.hash, sql.placeholder('hash')))
    .prepare()

/** The key row a presented key names, if any (revoked ones too: the caller tells them apart). */
export function findKey(deps: { db: DbOrTx }, presented: string): ApiKeyRow | undefined {
  let lookup = lookups.get(deps.db)
  if (!lookup) {
    lookup = prepareLookup(deps.db)
    lookups.set(deps.db, lookup)
  }
  return lookup.get({ hash: hashKey(presented) })
}

/** Records that the key was used (at most once a minute). */
export function touchKey(deps: ApiKeyDeps, row: ApiKeyRow): void {
  const now = deps.clock.now()
  if (row.lastUsedAt && now.getTime() - Date.parse(row.lastUsedAt) < TOUCH_EVERY_MS) return
  deps.db.update(apiKeys).set({ lastUsedAt: now.toISOString() }).where(eq(apiKeys.id, row.id)).run()
}
