import type { Locale } from '~/lib/constants'
import {
  PRIVACY,
  SHARED_ACCOUNT_EXCLUSION_YEARS,
  SHARED_ACCOUNT_PENALTY_CHF,
  SUBSCRIPTION_MONTHS,
  TERMINATION_NOTICE_DAYS,
  TERMS_CHANGE_NOTICE_DAYS,
} from '~/lib/constants'
import { formatChf, francsToRappen } from '~/lib/money'
import type { PublicConfig } from '~/lib/public-config'

/** The figures of spec sections 1 and 9 that the FAQ and the terms mention, from the shared constants, written the
 *  way the language writes amounts ("CHF 10,000", "CHF 10'000"). */
export const termsFigures = (locale: Locale) => ({
  penalty: formatChf(francsToRappen(SHARED_ACCOUNT_PENALTY_CHF), { cents: false, locale }),
  exclusionYears: SHARED_ACCOUNT_EXCLUSION_YEARS,
  retentionYears: PRIVACY.reportRetentionYears,
  subscriptionMonths: SUBSCRIPTION_MONTHS,
  noticeDays: TERMINATION_NOTICE_DAYS,
  changeDays: TERMS_CHANGE_NOTICE_DAYS,
})

/** The operator's identity (configuration OPERATOR_*) as the parameters the privacy policy and legal notice use. */
export const operatorParams = (operator: PublicConfig['operator']) => ({
  operator: operator.name,
  operatorAddress: operator.address,
  operatorUid: operator.uid,
})
