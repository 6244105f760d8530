import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A react-hook-form resolver whose rules (valibot, the field rules, the country list) load at the form's first use
 * (ADR 147): the form asks `preload()` when it is first focused or touched, and the first check waits for the file if
 * it is not there yet. The answers are those of the loaded resolver. A failed load is tried again at the next check.
 */
export function lazyResolver<TValues extends FieldValues, TContext = unknown, TOutput = TValues>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): Resolver<TValues, TContext, TOutput> & { preload: () => void } {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | undefined
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
  const resolver: Resolver<TValues, TContext, TOutput> = async (values, context, options) =>
    (await get())(values, context, options)
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) })
}
