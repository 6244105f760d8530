// The registration wizard (/register) walked as a person does, in any of the app's languages: one helper for every
// browser test that joins, so a change of the wizard's steps is followed in one place. Fields are found by their
// names (the same in every language); the buttons by their translated text.
import type { Page } from 'playwright-core'
import { serverLL } from '~/kernel/i18n'
import type { Locale } from '~/lib/constants'

export type WizardPerson = { firstName?: string; lastName?: string; email: string; password?: string; phone?: string }
export type WizardHotel = { company?: string; uid?: string }
export type WizardPlan = {
  /** The plan's radio value; none leaves the wizard's default. */
  plan?: string
  bank?: boolean
  /** Who signs the compliance declaration (the person's full name by default). */
  signer?: string
}
export type WizardOptions = WizardPerson & WizardHotel & WizardPlan & { locale?: Locale }

const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`)
const next = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: serverLL(locale).billing.register.next(), exact: true }).click()

/** Step 1 (the person), then Next; answers once step 2 shows. */
export async function wizardPersonStep(page: Page, person: WizardPerson, locale: Locale = 'en') {
  await field(page, 'f_name').fill(person.firstName ?? 'Anna')
  await field(page, 'l_name').fill(person.lastName ?? 'Meier')
  await field(page, 'email').fill(person.email)
  await field(page, 'phone').fill(person.phone ?? '0791234567')
  await page.locator('#register-password').fill(person.password ?? 'alpina-pass-1')
  await next(page, locale)
  await field(page, 'company_name').waitFor()
}

/** Step 2 (the hotel), then Next; answers once step 3 shows. */
export async function wizardHotelStep(page: Page, hotel: WizardHotel, locale: Locale = 'en') {
  await field(page, 'company_name').fill(hotel.company ?? 'Hotel Alpina')
  if (hotel.uid) await field(page, 'uid').fill(hotel.uid)
  await field(page, 'street_name').fill('Bahnhofstrasse')
  await field(page, 'building_no').fill('5')
  await field(page, 'zip_code').fill('8001')
  await field(page, 'city').fill('Zurich')
  await next(page, locale)
  await field(page, 'complianceName').waitFor()
}

/** Step 3: the plan, the payment method, the signed declaration and both consents; the caller submits. */
export async function wizardPlanStep(page: Page, plan: WizardPlan & { signer: string }) {
  if (plan.plan) await page.locator(`input[name="selectedPlan"][value="${plan.plan}"]`).check()
  if (plan.bank) await page.locator('input[name="paymentMethod"][value="banktransfer"]').check()
  await field(page, 'complianceName').fill(plan.signer)
  await field(page, 'complianceAccepted').check()
  await field(page, 'agreeToTerms').check()
  await field(page, 'agreeToPrivacy').check()
}

/** The open /register page walked to its last step, everything filled, nothing submitted. */
export async function fillRegistrationWizard(page: Page, { locale = 'en', ...options }: WizardOptions) {
  await wizardPersonStep(page, options, locale)
  await wizardHotelStep(page, options, locale)
  const signer = options.signer ?? `${options.firstName ?? 'Anna'} ${options.lastName ?? 'Meier'}`
  await wizardPlanStep(page, { ...options, signer })
}
