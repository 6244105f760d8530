import type { AuditAction } from './actions'

/** `api_key`: a hotel's system calling /api/v1 with one of its keys (the id is the key's; details name it). */
export type ActorType = 'user' | 'admin' | 'operator' | 'system' | 'anonymous' | 'api_key'

export type Actor = { type: ActorType; id?: string | null; ip?: string | null }

type AuditTarget = { type: string; id?: string | null }

export type AuditInput = {
  actor: Actor
  action: AuditAction
  target?: AuditTarget | null
  details?: Record<string, unknown>
}

export const SYSTEM: Actor = { type: 'system' }
export const OPERATOR: Actor = { type: 'operator' }
