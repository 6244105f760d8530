import { valibotResolver } from '@hookform/resolvers/valibot'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { ApiError } from '../../api/client'
import { Button } from '../../components/Button'
import { toast } from '../../components/toast'
import { translateKey } from '../../i18n/translateKey'
import { useI18n } from '../../i18n/useI18n'
import { billingInfoQueryOptions, type CreatedIntent, formatChf, type SignUpResponse } from './api'
import { CardPayment } from './CardPayment'
import { clearDraft, DEFAULT_DRAFT, loadDraft, saveDraft } from './draft'
import { CompanyStep, PersonalStep, SubscriptionStep } from './RegistrationSteps'
import {
  clampStep,
  draftFromForm,
  formFromDraft,
  type RegistrationForm,
  registrationSchema,
  STEP_FIELDS,
  signUpBody,
} from './registration-form'

/** Screen 2: the three-step registration wizard (personal, company, subscription) and the card step after it. */
export function RegistrationWizard() {
  const { LL } = useI18n()
  const router = useRouter()
  const navigate = useNavigate()
  const { api } = router.options.context
  const { data: info } = useSuspenseQuery(billingInfoQueryOptions(api))
  const [step, setStep] = useState<1 | 2 | 3>(1)
  const [busy, setBusy] = useState(false)
  const [restored, setRestored] = useState(false)
  const [intent, setIntent] = useState<CreatedIntent | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const form = useForm<RegistrationForm>({
    resolver: valibotResolver(registrationSchema),
    defaultValues: formFromDraft(DEFAULT_DRAFT),
    mode: 'onTouched',
  })
  const { handleSubmit, trigger, getValues, reset, watch, setError } = form

  // The saved draft is read after hydration (the server has no localStorage); then every change is saved again.
  useEffect(() => {
    const draft = loadDraft()
    if (draft) {
      reset(formFromDraft(draft))
      setRestored(Boolean(draft.email))
    }
    const sub = watch((values) => saveDraft(draftFromForm(values as RegistrationForm, info.plans)))
    return () => sub.unsubscribe()
  }, [reset, watch, info.plans])

  const goTo = (next: number) => {
    setStep(clampStep(next))
    requestAnimationFrame(() => headingRef.current?.focus())
  }

  async function next() {
    const ok = await trigger(STEP_FIELDS[step], { shouldFocus: true })
    if (!ok) return
    if (step === 1) {
      setBusy(true)
      try {
        const res = await api.post<{ user?: unknown; exists?: boolean }>('/user/check-email-exist', {
          email: getValues('email'),
        })
        if (res.user || res.exists) {
          setError('email', { message: LL.billing.register.emailTaken() }, { shouldFocus: true })
          return
        }
      } catch (error) {
        toast.error(error instanceof ApiError && error.message ? error.message : LL.billing.register.emailCheckFailed())
        return
      } finally {
        setBusy(false)
      }
    }
    goTo(step + 1)
  }

  function startOver() {
    clearDraft()
    reset(formFromDraft(DEFAULT_DRAFT))
    setIntent(null)
    setRestored(false)
    goTo(1)
  }

  const submit = handleSubmit(
    async (values) => {
      const draft = draftFromForm(values, info.plans)
      setBusy(true)
      try {
        if (values.paymentMethod === 'banktransfer') {
          const res = await api.post<SignUpResponse>('/user/sign-up', signUpBody(draft, { password: values.password }))
          clearDraft()
          await navigate({
            to: '/check-verification-status',
            state: {
              source: 'banktransfer',
              reference: res.bankTransfer?.reference,
              amount: res.bankTransfer?.amount ?? draft.amount,
            },
          })
          return
        }
        const { draftId } = await api.post<{ draftId: string }>('/billing/registration-drafts', {
          email: values.email,
          password: values.password,
        })
        saveDraft({ ...draft, draftId })
        const created = await api
          .post<CreatedIntent>('/user/create-payment-intent', {
            amount: draft.amount,
            currency: 'chf',
            customer_email: values.email,
            metadata: { plan: draft.selectedPlan, isRenewal: false },
          })
          .catch((error: unknown) => {
            throw error instanceof ApiError && error.status < 500 ? error : new Error(LL.billing.card.initFailed())
          })
        setIntent(created)
      } catch (error) {
        toast.error(error instanceof Error && error.message ? error.message : LL.billing.card.initFailed())
        if (error instanceof ApiError && error.field && error.field in values) {
          const field = error.field as keyof RegistrationForm
          const stepOf = ([1, 2, 3] as const).find((s) => STEP_FIELDS[s].includes(field))
          if (stepOf && stepOf !== 3) goTo(stepOf)
          setError(field, { message: error.message })
        }
      } finally {
        setBusy(false)
      }
    },
    (errors) => {
      // A field of an earlier step is invalid (e.g. the password, which a reload does not keep): show that step.
      const first = ([1, 2] as const).find((s) => STEP_FIELDS[s].some((field) => errors[field]))
      if (first) goTo(first)
    },
  )

  const selected = info.plans.find((p) => p.id === watch('selectedPlan')) ?? info.plans[0]
  const stepTitles = [
    LL.billing.register.steps.personal(),
    LL.billing.register.steps.company(),
    LL.billing.register.steps.subscription(),
  ]
  const errorText = (key: keyof RegistrationForm) => translateKey(LL, form.formState.errors[key]?.message) || undefined

  return (
    <section className="container page register" aria-labelledby="register-title">
      <h1 id="register-title">{LL.billing.register.title()}</h1>
      <p className="page-intro">{LL.billing.register.intro()}</p>
      <ol className="wizard-steps">
        {stepTitles.map((title, i) => (
          <li key={title} className={i + 1 === step ? 'is-current' : i + 1 < step ? 'is-done' : undefined}>
            <span aria-current={i + 1 === step ? 'step' : undefined}>
              <span className="wizard-step-number" aria-hidden="true">
                {i + 1}
              </span>{' '}
              {title}
            </span>
          </li>
        ))}
      </ol>
      <div className="card wizard-card">
        <p className="wizard-progress">{LL.billing.register.progress({ step, total: 3 })}</p>
        <h2 ref={headingRef} tabIndex={-1} className="wizard-title">
          {stepTitles[step - 1]}
        </h2>
        {intent ? (
          <div className="wizard-payment">
            <p className="plan-summary">{LL.billing.submit.total({ price: formatChf(intent.amount) })}</p>
            <CardPayment info={info} intent={intent} returnPath="/payment-validation" />
            <Button variant="ghost" onClick={() => setIntent(null)}>
              {LL.billing.card.back()}
            </Button>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              if (step < 3) void next()
              else void submit(e)
            }}
          >
            {step === 1 && <PersonalStep form={form} errorText={errorText} showPasswordAgain={restored} />}
            {step === 2 && <CompanyStep form={form} errorText={errorText} />}
            {step === 3 && <SubscriptionStep form={form} errorText={errorText} plans={info.plans} />}
            {step === 3 && selected && (
              <p className="plan-summary">{LL.billing.submit.total({ price: formatChf(selected.priceRappen) })}</p>
            )}
            <div className="button-row wizard-actions">
              {step > 1 && (
                <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={busy}>
                  {LL.billing.register.previous()}
                </Button>
              )}
              <Button type="submit" busy={busy} busyLabel={LL.billing.submit.busy()}>
                {step < 3
                  ? LL.billing.register.next()
                  : watch('paymentMethod') === 'banktransfer'
                    ? LL.billing.submit.bank()
                    : LL.billing.submit.card()}
              </Button>
              <Button variant="ghost" onClick={startOver} disabled={busy}>
                {LL.billing.register.reset()}
              </Button>
            </div>
          </form>
        )}
      </div>
      <p className="register-login">
        {LL.billing.register.haveAccount()} <Link to="/login">{LL.billing.register.signIn()}</Link>
      </p>
    </section>
  )
}
