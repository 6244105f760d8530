// Steps 2 and 3 of the registration wizard, loaded when step 1 is done or the form is first used (ADR 147): the
// country selector and its list come with them.
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { formatAmount } from '~/lib/money'
import { CountrySelect } from '../../components/CountrySelect'
import { loadCountries } from '../../components/country-list'
import { Field } from '../../components/Field'
import { useI18n } from '../../i18n/useI18n'
import type { PlanInfo } from './api'
import type { StepProps } from './PersonalStep'
import { planLabel } from './registration-form'

/** The country list, requested with the steps: the wizard shows step 2 once both are in (no name changes language). */
export const countriesLoaded = loadCountries().catch(() => undefined)

/** @public loaded lazily by RegistrationWizard (React.lazy on a dynamic import). */
export function CompanyStep({ form, errorText, fieldId }: StepProps) {
  const { LL } = useI18n()
  const { register } = form
  const country = form.field('country')
  const t = LL.billing.register
  const countryLabel = useId()
  return (
    <div className="wizard-fieldset">
      <p className="field-hint">{t.companyIntro()}</p>
      <div className="field-grid">
        <Field
          label={t.companyName()}
          autoComplete="organization"
          required
          className="span-2"
          error={errorText('company_name')}
          id={fieldId('company_name')}
          {...register('company_name')}
        />
        <Field
          label={`${LL.verification.uid()} (${t.optional()})`}
          hint={LL.verification.uidHint()}
          placeholder="CHE-123.456.788"
          inputMode="text"
          autoComplete="off"
          className="span-2"
          error={errorText('uid')}
          id={fieldId('uid')}
          {...register('uid')}
        />
        <Field
          label={t.streetName()}
          autoComplete="address-line1"
          required
          error={errorText('street_name')}
          id={fieldId('street_name')}
          {...register('street_name')}
        />
        <Field
          label={t.buildingNo()}
          required
          error={errorText('building_no')}
          id={fieldId('building_no')}
          {...register('building_no')}
        />
        <Field
          label={`${t.roomNo()} (${t.optional()})`}
          error={errorText('room_no')}
          id={fieldId('room_no')}
          {...register('room_no')}
        />
        <Field
          label={t.zipCode()}
          autoComplete="postal-code"
          required
          error={errorText('zip_code')}
          id={fieldId('zip_code')}
          {...register('zip_code')}
        />
        <Field
          label={t.city()}
          autoComplete="address-level2"
          required
          error={errorText('city')}
          id={fieldId('city')}
          {...register('city')}
        />
        <div className={['field', errorText('country') && 'field-invalid'].filter(Boolean).join(' ')}>
          <span className="field-label" id={countryLabel}>
            {t.country()}
            <span className="field-required" aria-hidden="true">
              {' '}
              *
            </span>
          </span>
          <CountrySelect
            id={fieldId('country')}
            aria-labelledby={countryLabel}
            aria-describedby={errorText('country') ? `${fieldId('country')}-error` : undefined}
            value={country.value}
            onChange={country.onChange}
            onBlur={country.onBlur}
            invalid={Boolean(errorText('country'))}
            required
            placeholder={t.countryPlaceholder()}
          />
          {errorText('country') && (
            <p className="field-error" id={`${fieldId('country')}-error`}>
              {errorText('country')}
            </p>
          )}
        </div>
      </div>
    </div>
  )
}

/** @public loaded lazily by RegistrationWizard (React.lazy on a dynamic import). */
export function SubscriptionStep({ form, errorText, fieldId, plans }: StepProps & { plans: PlanInfo[] }) {
  const { LL, locale } = useI18n()
  const { register, watch } = form
  const selected = watch('selectedPlan')
  const method = watch('paymentMethod')
  const consentError = errorText('agreeToTerms') ?? errorText('agreeToPrivacy')
  const complianceError = errorText('complianceAccepted')
  return (
    <div className="wizard-fieldset">
      <fieldset className="plan-picker">
        <legend>{LL.billing.plans.title()}</legend>
        <div className="plan-grid">
          {plans.map((plan) => (
            <label
              key={plan.id}
              className={['plan-card', selected === plan.id && 'is-selected'].filter(Boolean).join(' ')}
            >
              <input
                type="radio"
                value={plan.id}
                id={plan.id === plans[0]?.id ? fieldId('selectedPlan') : undefined}
                {...register('selectedPlan')}
              />
              <span className="plan-name">
                {plan.stars === 5 ? LL.billing.plans.stars5() : LL.billing.plans.stars3()}
              </span>
              <span className="plan-variant">
                {plan.association ? LL.billing.plans.withAssociation() : LL.billing.plans.withoutAssociation()}
              </span>
              <span className="plan-price">
                {LL.billing.plans.price({ price: formatAmount(plan.priceRappen, { locale }) })}
              </span>
              <span className="visually-hidden">{planLabel(LL, plan)}</span>
            </label>
          ))}
        </div>
        <p className="field-hint">
          {LL.billing.plans.associationNote()} {LL.billing.plans.renews()}
        </p>
        {/* The first year counts from the approval (issue 24, item 21; ADR 227). */}
        <p className="field-hint" data-testid="year-starts">
          {LL.billing.plans.startsAtApproval()}
        </p>
      </fieldset>

      <fieldset className="method-picker">
        <legend>{LL.billing.method.legend()}</legend>
        <label className="choice">
          <input type="radio" value="stripe" id={fieldId('paymentMethod')} {...register('paymentMethod')} />{' '}
          {LL.billing.method.card()}
        </label>
        <label className="choice">
          <input type="radio" value="banktransfer" {...register('paymentMethod')} /> {LL.billing.method.bank()}
        </label>
        {method === 'banktransfer' && <p className="field-hint">{LL.billing.method.bankHint()}</p>}
      </fieldset>

      <fieldset className="compliance">
        <legend>{LL.billing.compliance.title()}</legend>
        <p className="compliance-text">{LL.billing.compliance.text()}</p>
        <Field
          label={LL.billing.compliance.fullName()}
          autoComplete="name"
          required
          error={errorText('complianceName')}
          id={fieldId('complianceName')}
          {...register('complianceName')}
        />
        <label className="choice">
          <input
            type="checkbox"
            aria-invalid={complianceError ? true : undefined}
            aria-describedby={complianceError ? `${fieldId('complianceAccepted')}-error` : undefined}
            id={fieldId('complianceAccepted')}
            {...register('complianceAccepted')}
          />{' '}
          {LL.billing.compliance.accept()}
        </label>
        {complianceError && (
          <p className="field-error" id={`${fieldId('complianceAccepted')}-error`}>
            {complianceError}
          </p>
        )}
      </fieldset>

      <fieldset className="consents">
        <legend className="visually-hidden">{LL.billing.consent.required()}</legend>
        <label className="choice">
          <input
            type="checkbox"
            id={fieldId('agreeToTerms')}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${fieldId('agreeToTerms')}-error` : undefined}
            {...register('agreeToTerms')}
          />{' '}
          <span>
            {LL.billing.consent.terms()}{' '}
            <Link to="/general-terms-conditions" target="_blank">
              {LL.billing.consent.read()}
            </Link>
          </span>
        </label>
        <label className="choice">
          <input
            type="checkbox"
            id={fieldId('agreeToPrivacy')}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${fieldId('agreeToTerms')}-error` : undefined}
            {...register('agreeToPrivacy')}
          />{' '}
          <span>
            {LL.billing.consent.privacy()}{' '}
            <Link to="/privacy-policy" target="_blank">
              {LL.billing.consent.read()}
            </Link>
          </span>
        </label>
        {consentError && (
          <p className="field-error" id={`${fieldId('agreeToTerms')}-error`}>
            {consentError}
          </p>
        )}
      </fieldset>
    </div>
  )
}
