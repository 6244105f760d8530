// The apikeys module's front door (ADR 170): what other modules may use. Only the server and the CLI reach further.
export type { ApiCaller, ApiKeyGuard } from './guard'
export type { ApiScope } from './model'
export {
  createApiKey,
  keyLabels,
} from './service'
