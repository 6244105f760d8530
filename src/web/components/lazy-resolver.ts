import type { Resolver } from './use-form'

/**
 * A form's rules (`Resolver`) that load at the form's first use (ADR 147): valibot, the field rules, the country list
 * stay out of the page's first paint. The form asks `preload()` when it is first focused or touched, and the first
 * check waits for the file if it is not there yet. A failed load is tried again at the next check.
 */
export function lazyResolver<T, O = T>(load: () => Promise<Resolver<T, O>>): Resolver<T, O> & { preload: () => void } {
  let loading: Promise<Resolver<T, O>> | undefined
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
  const resolver: Resolver<T, O> = async (values) => (await get())(values)
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) })
}
