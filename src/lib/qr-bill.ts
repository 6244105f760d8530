// The Swiss QR-bill for a bank transfer (issue 14, item 1; ADR 121): the same data for the SVG on the pending page
// (swissqrbill/svg, in the browser) and the PDF attached to the e-mail (swissqrbill/pdf, on the server).
import type { Data } from 'swissqrbill/types'
import { calculateSCORReferenceChecksum } from 'swissqrbill/utils'
import type { Locale } from './constants'

/** Who receives the money: the account holder's IBAN and postal address (configuration). */
export type QrCreditor = { account: string; name: string; address: string; zip: string; city: string; country: string }

/** Who pays (the QR-bill's "Payable by"): the hotel's name and postal address, its country as an ISO code. */
export type QrDebtor = {
  name: string
  address: string
  buildingNumber?: string
  zip: string
  city: string
  country: string
}

/** Our payment references look like KYG-ABCD-EFGH (see billing/service.ts). */
export const BANK_REFERENCE = /^KYG-[A-Z0-9]{4}-[A-Z0-9]{4}$/

/**
 * The structured creditor reference (ISO 11649, "RF" + check digits + our reference without dashes): banks pass it
 * through unchanged, so an incoming transfer is matched to its payment without reading a free-text message.
 */
function creditorReference(reference: string): string {
  const base = reference.replace(/[^A-Za-z0-9]/g, '').toUpperCase()
  return `RF${calculateSCORReferenceChecksum(base)}${base}`
}

export function qrBillData(input: {
  creditor: QrCreditor
  amountRappen: number
  reference: string
  message: string
  debtor?: QrDebtor
}): Data {
  return {
    currency: 'CHF',
    amount: input.amountRappen / 100,
    reference: creditorReference(input.reference),
    message: input.message.slice(0, 140),
    creditor: { ...input.creditor, account: input.creditor.account.replace(/\s/g, '') },
    // The standard's field limits (name and street 70, building number 16, postcode 16, city 35 characters).
    ...(input.debtor
      ? {
          debtor: {
            name: input.debtor.name.slice(0, 70),
            address: input.debtor.address.slice(0, 70),
            ...(input.debtor.buildingNumber ? { buildingNumber: input.debtor.buildingNumber.slice(0, 16) } : {}),
            zip: input.debtor.zip.slice(0, 16),
            city: input.debtor.city.slice(0, 35),
            country: input.debtor.country,
          },
        }
      : {}),
  }
}

/** The QR-bill's own language (it has no Italian-speaking gap: DE, FR, IT and EN are all supported). */
export const qrBillLanguage = (locale: Locale) => locale.toUpperCase() as 'EN' | 'DE' | 'FR' | 'IT'

/** Parses "Street 1, 3011 Bern" (the configured account-holder address) into the QR-bill's fields. */
export function parsePostalAddress(text: string): { address: string; zip: string; city: string } {
  const [street = '', place = ''] = text.split(',').map((s) => s.trim())
  const match = /^(\S+)\s+(.+)$/.exec(place)
  return { address: street, zip: match?.[1] ?? '', city: match?.[2] ?? place }
}
