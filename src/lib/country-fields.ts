// The country fields, apart from ./fields.ts so that forms without a country (sign-in, password reset) do not ship
// the country list (ADR 141).
import * as v from 'valibot'
import { ADDRESS_COUNTRIES, isCountryName } from './countries'
import { MSG, text } from './fields'

/** A country from the fixed list (screen 14). */
export const country = v.pipe(text(80), v.check(isCountryName, MSG.country))
/** The short address-country list of the profile and report forms. */
export const addressCountry = v.picklist(ADDRESS_COUNTRIES, MSG.country)
