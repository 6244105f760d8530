// The typed API client (Eden Treaty, ./eden.ts) as the app sees it: `createTreaty` gives the same object, but Eden
// itself (4 KB gzip) is imported with the first call instead of with every page (ADR 141). A call such as
// `client.api.member['data-requests']({ id }).answer.post(body)` is recorded step by step (property names and
// calls) until a method of Eden's (get, post, …) is called; then Eden is loaded and the same steps are replayed on it.
import { apiErrorOf, type Fetcher } from './client'
import type { Treaty } from './eden'

export type { Treaty } from './eden'

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options'])
type Step = { name: string } | { args: unknown[] }

let eden: Promise<typeof import('./eden')> | undefined

export function createTreaty(fetcher: Fetcher): Treaty {
  let real: Promise<Treaty> | undefined
  const load = () => {
    eden ??= import('./eden')
    real ??= eden.then((m) => m.createEdenTreaty(fetcher))
    return real
  }
  const replay = (target: unknown, steps: Step[]) =>
    steps.reduce<unknown>(
      (at, step) =>
        'name' in step
          ? (at as Record<string, unknown>)[step.name]
          : (at as (...args: unknown[]) => unknown)(...step.args),
      target,
    )
  const chain = (steps: Step[]): unknown =>
    new Proxy(() => {}, {
      // Not a thenable: awaiting an unfinished chain is a mistake Eden would not catch either.
      get: (_, name) => (typeof name === 'string' && name !== 'then' ? chain([...steps, { name }]) : undefined),
      apply: (_, __, args: unknown[]) => {
        const last = steps.at(-1)
        const next = [...steps, { args }]
        return last && 'name' in last && METHODS.has(last.name)
          ? load().then((client) => replay(client, next))
          : chain(next)
      },
    })
  return chain([]) as Treaty
}

/** What a Treaty call answers when it succeeds: the server's own type (Eden's inference over `App`). */
export type Answer<Call extends (...args: never[]) => Promise<{ data: unknown }>> = NonNullable<
  Awaited<ReturnType<Call>>['data']
>

type TreatyAnswer<T> = {
  data: T | null
  error: { status: unknown; value: unknown } | null
  status: number
  response?: Response
}

/**
 * The answer's data, or the ApiError `apiErrorOf` makes of the error answer (the one mapping, shared with the upload
 * helper), so react-query mutations and queries handle every call alike. A 401 tells the session layer.
 */
export async function unwrap<T>(call: Promise<TreatyAnswer<T>>): Promise<T> {
  const { data, error, status, response } = await call
  // No answer at all (Eden says 503 without a response): the network failure itself, not an API error.
  if (error && !response) throw error.value instanceof Error ? error.value : new TypeError('Failed to fetch')
  if (error) throw apiErrorOf(status, error.value)
  return data as T
}
