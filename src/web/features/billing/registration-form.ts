import type * as v from 'valibot'
import type { TranslationFunctions } from '~locales/i18n-types'
import type { Treaty } from '../../api/treaty'
import type { PlanInfo } from './api'
import type { RegistrationDraft } from './draft'
import type { registrationSchema } from './registration-schema'

// The wizard's values and steps; its rules are in ./registration-schema.ts, loaded at first use (ADR 147).
export type RegistrationForm = v.InferInput<typeof registrationSchema>
/** POST /api/user/sign-up's body, as the server's schema types it. */
type SignUpRequest = Parameters<Treaty['api']['user']['sign-up']['post']>[0]

export const STEP_FIELDS: Record<1 | 2 | 3, Array<keyof RegistrationForm>> = {
  1: ['f_name', 'l_name', 'email', 'phone', 'password'],
  2: ['company_name', 'uid', 'street_name', 'building_no', 'room_no', 'zip_code', 'city', 'country'],
  3: ['selectedPlan', 'paymentMethod', 'agreeToTerms', 'agreeToPrivacy', 'complianceName', 'complianceAccepted'],
}

export const clampStep = (step: number): 1 | 2 | 3 => (step <= 1 ? 1 : step >= 3 ? 3 : 2) as 1 | 2 | 3

export const formFromDraft = (draft: RegistrationDraft): RegistrationForm => ({
  f_name: draft.f_name,
  l_name: draft.l_name,
  email: draft.email,
  phone: draft.phone,
  password: '',
  company_name: draft.company_name,
  uid: draft.uid ?? '',
  street_name: draft.street_name,
  building_no: draft.building_no,
  room_no: draft.room_no,
  zip_code: draft.zip_code,
  city: draft.city,
  country: draft.country,
  selectedPlan: draft.selectedPlan,
  paymentMethod: draft.paymentMethod,
  agreeToTerms: draft.agreeToTerms as true,
  agreeToPrivacy: draft.agreeToPrivacy as true,
  complianceName: draft.complianceName,
  complianceAccepted: draft.complianceAccepted as true,
})

/** The spec's draft fields (section 3), derived from the form and the chosen plan. */
export function draftFromForm(
  form: Partial<RegistrationForm>,
  plans: PlanInfo[] | undefined,
  extra: { draftId?: string } = {},
): RegistrationDraft {
  const plan = plans?.find((p) => p.id === form.selectedPlan) ?? plans?.[0]
  return {
    f_name: form.f_name ?? '',
    l_name: form.l_name ?? '',
    email: form.email ?? '',
    phone: form.phone ?? '',
    agreeToTerms: Boolean(form.agreeToTerms),
    agreeToPrivacy: Boolean(form.agreeToPrivacy),
    company_name: form.company_name ?? '',
    uid: form.uid ?? '',
    street_name: form.street_name ?? '',
    building_no: form.building_no ?? '',
    room_no: form.room_no ?? '',
    zip_code: form.zip_code ?? '',
    city: form.city ?? '',
    country: form.country ?? 'Switzerland',
    stars: plan?.stars ?? 3,
    is_part_of_association: plan?.association ?? false,
    paymentMethod: form.paymentMethod ?? 'stripe',
    selectedPlan: plan?.id ?? '3-star',
    product_id: plan?.id ?? '3-star',
    currency: 'chf',
    plan: 'yearly',
    priceId: plan?.id ?? '3-star',
    amount: plan?.priceRappen ?? 0,
    complianceName: form.complianceName ?? '',
    complianceAccepted: Boolean(form.complianceAccepted),
    ...extra,
  }
}

/** The sign-up call's body (spec section 7: the saved session object plus paymentIntent). */
export function signUpBody(
  draft: RegistrationDraft,
  payment: { paymentIntent: string } | { password: string },
): SignUpRequest {
  return {
    ...draft,
    // A draft is saved only from a form whose rules required both consents and the declaration; the server checks
    // them again (a `false` here is refused there with the field named).
    uid: draft.uid ?? '',
    agreeToTerms: draft.agreeToTerms as true,
    agreeToPrivacy: draft.agreeToPrivacy as true,
    compliance: { fullName: draft.complianceName, accepted: draft.complianceAccepted as true },
    ...payment,
  }
}

export const planLabel = (LL: TranslationFunctions, plan: Pick<PlanInfo, 'stars' | 'association'>) =>
  `${plan.stars === 5 ? LL.billing.plans.stars5() : LL.billing.plans.stars3()} · ${
    plan.association ? LL.billing.plans.withAssociation() : LL.billing.plans.withoutAssociation()
  }`
