// The registration draft kept in localStorage under 'user_session' (spec section 3), without the password: only the
// random id of the server-side draft that holds its hash (ADR 040).

export const DRAFT_KEY = 'user_session'

type PaymentMethod = 'stripe' | 'banktransfer'

export type RegistrationDraft = {
  f_name: string
  l_name: string
  email: string
  phone: string
  agreeToTerms: boolean
  agreeToPrivacy: boolean
  company_name: string
  /** Swiss company number (UID), optional; not in spec section 3's list (issue 11). */
  uid?: string
  street_name: string
  building_no: string
  room_no: string
  zip_code: string
  city: string
  country: string
  stars: 3 | 5
  is_part_of_association: boolean
  paymentMethod: PaymentMethod
  selectedPlan: string
  product_id: string
  currency: 'chf'
  plan: string
  priceId: string
  /** Price in rappen (CHF times 100), as create-payment-intent expects. */
  amount: number
  complianceName: string
  complianceAccepted: boolean
  /** The server-side draft holding the password hash while the member pays by card. */
  draftId?: string
}

export const DEFAULT_DRAFT: RegistrationDraft = {
  f_name: '',
  l_name: '',
  email: '',
  phone: '',
  agreeToTerms: false,
  agreeToPrivacy: false,
  company_name: '',
  street_name: '',
  building_no: '',
  room_no: '',
  zip_code: '',
  city: '',
  country: 'Switzerland',
  stars: 3,
  is_part_of_association: false,
  paymentMethod: 'stripe',
  selectedPlan: '3-star',
  product_id: '3-star',
  currency: 'chf',
  plan: 'yearly',
  priceId: '3-star',
  amount: 0,
  complianceName: '',
  complianceAccepted: false,
}

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage)

export function loadDraft(): RegistrationDraft | null {
  try {
    const raw = storage()?.getItem(DRAFT_KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<RegistrationDraft> & { password?: unknown }
    const { password: _never, ...rest } = parsed
    return { ...DEFAULT_DRAFT, ...rest }
  } catch {
    return null
  }
}

/** Saves the draft; a password, whatever the caller passes, is never written. */
export function saveDraft(draft: RegistrationDraft & { password?: string }): void {
  const { password: _never, ...rest } = draft
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(rest))
  } catch {
    // Private mode or a full quota: the wizard still works, it just does not survive a reload.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY)
  } catch {}
}
