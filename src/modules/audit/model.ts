export type ActorType = 'user' | 'admin' | 'operator' | 'system' | 'anonymous'

export type Actor = { type: ActorType; id?: string | null; ip?: string | null }

export type AuditTarget = { type: string; id?: string | null }

export type AuditInput = {
  actor: Actor
  action: string
  target?: AuditTarget | null
  details?: Record<string, unknown>
}

export const SYSTEM: Actor = { type: 'system' }
export const OPERATOR: Actor = { type: 'operator' }
