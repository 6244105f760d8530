// The audit module's front door (ADR 170): what other modules may use. Only the server and the CLI reach further.
export type { AuditAction, AuditActionKey } from './actions'
export { actionBursts } from './bursts'
export { resolveAuditKey } from './key'
export { type Actor, type ActorType, OPERATOR, SYSTEM } from './model'
export type { SecurityEvents } from './security-events'
export {
  type AuditDeps,
  type AuditEntry,
  type AuditFilter,
  findAuditEntries,
  findAuditStatements,
  getEntry,
  hasEntry,
  iterateEntries,
  listActions,
  listEntries,
  record,
  verifyChain,
} from './service'
