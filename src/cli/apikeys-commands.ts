// Operator command of the API for property-management systems (issue 23): a key for a hotel, made when its PMS
// vendor is onboarded; printed once, stored only as a hash, audited as the operator's.
import * as v from 'valibot'
import type { DbHandle } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { createKeyBody } from '~/modules/apikeys/model'
import { createApiKey } from '~/modules/apikeys/public'
import { OPERATOR } from '~/modules/audit/public'
import { findUserByEmail } from '~/modules/auth/public'
import { type Command, checked, positional, required, S, UsageError } from './args'

type Ctx = { handle: DbHandle; deps: { db: DbHandle['db']; clock: Clock; chainKey: string } }

// `--scopes a,b` as the API's own body schema takes it (a list of known scopes).
const scopesOption = v.pipe(
  v.string(),
  v.transform((text) =>
    text
      .split(',')
      .map((scope) => scope.trim())
      .filter(Boolean),
  ),
)

export function apiKeysCommands<C extends Ctx>(): Record<string, Command<C>> {
  return {
    'apikeys:create': {
      usage:
        'apikeys:create <owner e-mail> --name <name> --scopes <arrivals:write,arrivals:read,search,webhooks:manage>',
      help: "Create an API key for the hotel of an owner (a PMS vendor's onboarding) and print it once.",
      options: { name: S, scopes: S },
      run(ctx, args) {
        const email = positional(args, 0, "the hotel owner's e-mail")
        const input = checked(createKeyBody, {
          name: required(args, 'name', 'the key a name'),
          scopes: v.parse(scopesOption, required(args, 'scopes', 'the scopes')),
        })
        const owner = findUserByEmail({ db: ctx.handle.db }, email)
        if (owner?.role !== 'user' || !owner.companyId)
          throw new UsageError(`No hotel account has the e-mail ${email}.`)
        const { key, apiKey } = createApiKey(ctx.deps, {
          ...input,
          companyId: owner.companyId,
          userId: owner.id,
          actor: OPERATOR,
        })
        console.log(`API key "${apiKey.name}" (${apiKey.scopes.join(', ')}) for ${email}:`)
        console.log(key)
        console.log('It is shown only this once: hand it over now. The owner can revoke it under Settings → API keys.')
        return 0
      },
    },
  }
}
