import type { Db } from '~/db/client'
import { type AuthHooks, defaultAuthHooks } from '~/modules/auth/hooks'

/**
 * The cross-module hooks of accounts, in one place for the server (app.ts) and the CLI: billing plugs its
 * subscription data, its approval precondition and its notion of an abandoned registration in here.
 */
export function createAuthHooks(_deps: { db: Db }): AuthHooks {
  return { ...defaultAuthHooks }
}
