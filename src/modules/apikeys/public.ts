// The apikeys module's front door (ADR 170): what other modules may use. Only the server and the CLI reach further.
export { type ApiCaller, type ApiKeyGuard, createApiKeyGuard, presentedKey } from './guard'
export { API_SCOPES, type ApiKeyView, type ApiScope, type KeyMode } from './model'
export {
  createApiKey,
  KEY_PREFIX,
  type KeyLabel,
  keyLabels,
  listApiKeys,
  revokeApiKey,
  TEST_KEY_PREFIX,
} from './service'
