import * as v from 'valibot'

import { API_SCOPES } from '~/lib/api-scopes'

export { API_SCOPES }
export type ApiScope = (typeof API_SCOPES)[number]

// A key's name says which system holds it ("Mews front desk"); 60 characters fit any such label.
const keyName = v.pipe(
  v.string('validation.invalidRequest'),
  v.trim(),
  v.minLength(1, 'api.errors.nameRequired'),
  v.maxLength(60, 'validation.tooLong'),
)

/** live: acts on the hotel; test (`kyg_test_…`): on the hotel's sandbox only (issue 33 item 10, ADR 291). */
const KEY_MODES = ['live', 'test'] as const
export type KeyMode = (typeof KEY_MODES)[number]

export const createKeyBody = v.object({
  name: keyName,
  // Optional without a default in the schema, so the typed client may leave it out (the service takes 'live').
  mode: v.optional(v.picklist(KEY_MODES, 'validation.invalidRequest')),
  scopes: v.pipe(
    v.array(v.picklist(API_SCOPES, 'api.errors.unknownScope'), 'validation.invalidRequest'),
    v.minLength(1, 'api.errors.scopeRequired'),
    v.maxLength(API_SCOPES.length, 'validation.invalidRequest'),
  ),
})
export type CreateKeyInput = v.InferOutput<typeof createKeyBody>

/** A key as the owner's settings list shows it: never the key itself, only its first characters. */
export const apiKeyView = v.object({
  id: v.string(),
  name: v.string(),
  scopes: v.array(v.picklist(API_SCOPES)),
  mode: v.picklist(KEY_MODES),
  prefix: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
  revokedAt: v.nullable(v.string()),
})
export type ApiKeyView = v.InferOutput<typeof apiKeyView>

/** The answer to a creation: the only time the key is shown. */
export const createdKey = v.object({ key: v.string(), apiKey: apiKeyView })
export type CreatedKey = v.InferOutput<typeof createdKey>

export const keyList = v.object({ keys: v.array(apiKeyView) })
