import { validation } from '~/kernel/errors'
import { splitAddressCountry } from '~/lib/countries'
import { parsePostalAddress } from '~/lib/qr-bill'
import { type BankConfig, type BillingDeps, MESSAGES } from './core'
import { type Plan, planById, plansOf } from './plans'

// What a hotel can buy (the plans and their prices) and where a bank transfer goes.

/** The plans with their prices, for the wizard and the renewal popup. */
export function listPlans(deps: Pick<BillingDeps, 'config'>) {
  return plansOf(deps.config)
}

export function planOrThrow(deps: Pick<BillingDeps, 'config'>, id: string | undefined | null): Plan {
  const plan = id ? planById(deps.config, id) : undefined
  if (!plan) throw validation('plan', MESSAGES.unknownPlan)
  return plan
}

/** Where members send a bank transfer (configuration, README). */
export function bankDetails(config: BankConfig) {
  return {
    accountHolder: config.BANK_ACCOUNT_HOLDER,
    iban: config.BANK_IBAN.replace(/(.{4})/g, '$1 ').trim(),
    swift: config.BANK_SWIFT,
    bankName: config.BANK_NAME,
    /** The bank's address without its country, and the country's code: each reader sees the name in their language. */
    bankAddress: splitAddressCountry(config.BANK_ADDRESS).address,
    bankCountry: splitAddressCountry(config.BANK_ADDRESS).countryCode,
    /** The creditor of the Swiss QR-bill (ADR 121). */
    creditor: {
      account: config.BANK_IBAN,
      name: config.BANK_ACCOUNT_HOLDER,
      ...parsePostalAddress(config.BANK_ACCOUNT_HOLDER_ADDRESS),
      country: 'CH',
    },
  }
}
