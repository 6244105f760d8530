// What the security page shows, and the hotel owner's "everyone needs a second factor" setting (issue 21, ADR 205).
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '~/db/client'
import { conflict, forbidden } from '~/kernel/errors'
import { type Actor, type AuditDeps, record } from '~/modules/audit/public'
import { isStaff } from '../hotel'
import { hotelMfaPolicies, mfaTotp } from '../schema'
import type { UserRow } from '../users'
import { enrolmentCodeRequired } from './enrolment-code'
import {
  hasSecondFactor,
  hotelRequiresSecondFactor,
  methodsOf,
  recoveryCodesLeft,
  secondFactorRequired,
} from './factors'
import type { MfaStatus } from './model'
import { passkeysOf } from './passkeys'

/** The hotel's owner (ADR 200): a member account that is not staff. */
const isHotelOwner = (user: UserRow) => user.role === 'user' && Boolean(user.companyId) && !isStaff(user)

export function mfaStatus(db: DbOrTx, user: UserRow): MfaStatus {
  const totp = db.select({ confirmedAt: mfaTotp.confirmedAt }).from(mfaTotp).where(eq(mfaTotp.userId, user.id)).get()
  return {
    methods: methodsOf(db, user.id),
    totp: Boolean(totp?.confirmedAt),
    passkeys: passkeysOf(db, user.id),
    recoveryCodesLeft: hasSecondFactor(db, user.id) ? recoveryCodesLeft(db, user.id) : 0,
    required: secondFactorRequired(db, user),
    enrolmentCodeRequired: enrolmentCodeRequired(db, user),
    hotelPolicy: isHotelOwner(user) ? { required: hotelRequiresSecondFactor(db, user.companyId) } : null,
  }
}

/** The owner requires (or no longer requires) a second factor of everyone in the hotel; audited. */
export function setHotelPolicy(deps: AuditDeps, input: { user: UserRow; required: boolean; actor: Actor }) {
  const { user } = input
  if (!isHotelOwner(user) || !user.companyId) throw forbidden('mfa.ownerOnly')
  // An owner without a factor would shut themselves out of the hotel's data.
  if (input.required && !hasSecondFactor(deps.db, user.id)) throw conflict('mfa.policyNeedsOwnFactor')
  const now = deps.clock.now().toISOString()
  deps.db.transaction((tx) => {
    tx.insert(hotelMfaPolicies)
      .values({ companyId: user.companyId!, required: input.required, changedBy: user.id, changedAt: now })
      .onConflictDoUpdate({
        target: hotelMfaPolicies.companyId,
        set: { required: input.required, changedBy: user.id, changedAt: now },
      })
      .run()
    record(
      { ...deps, db: tx },
      {
        actor: input.actor,
        action: 'auth.mfa.hotel_policy',
        target: { type: 'company', id: user.companyId },
        details: { required: input.required },
      },
    )
  })
  return { required: input.required }
}
