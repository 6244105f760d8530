import type { Translation, TranslationFunctions } from '~locales/i18n-types'

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/**
 * Every dictionary key ('validation.email', 'billing.errors.notFound'), derived from the generated types of the
 * English dictionary: an `AppError` message must be one (ADR 161), so an English sentence is a type error.
 */
export type TranslationKey = Leaves<Translation>

const KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/

/**
 * Translates a message that is a dictionary key (as field schemas and some API errors carry, e.g.
 * 'validation.email'); any other text (a server message already in words) is returned as it is. `params` fill the
 * message's placeholders (an API error's file name or size limit).
 */
export function translateKey(
  LL: TranslationFunctions,
  message: string | undefined | null,
  params?: Record<string, string | number>,
): string {
  if (!message) return ''
  if (!KEY.test(message)) return message
  let node: unknown = LL
  for (const part of message.split('.')) node = (node as Record<string, unknown>)[part]
  return typeof node === 'function' ? String((node as (p?: unknown) => string)(params)) : message
}
