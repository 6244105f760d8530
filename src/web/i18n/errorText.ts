// What a screen shows for a failed API call (spec section 8). Lives in the web app: it knows the client's ApiError,
// which src/lib (translateKey) must not import.
import { translateKey } from '~/lib/translate-key'
import type { TranslationFunctions } from '~locales/i18n-types'
import { ApiError } from '../api/client'

/**
 * The server's message (translated when it is a key) when the answer carried one, otherwise the call's own fallback
 * text (spec section 8), never a status text, raw HTML or "Failed to fetch".
 */
export function errorText(LL: TranslationFunctions, error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? translateKey(LL, error.message) : fallback
}
