import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { formatAmount } from '~/lib/money'
import { translateKey } from '~/lib/translate-key'
import { ApiError } from '../../api/client'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import type { SummaryError } from '../../components/ErrorSummary'
import { lazyResolver } from '../../components/lazy-resolver'
import { toast } from '../../components/toast'
import { type FieldErrors, useForm } from '../../components/use-form'
import { useAppContext } from '../../context'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { billingInfoQueryOptions, type CreatedIntent } from './api'
import { CardPayment } from './CardPayment'
import { clearDraft, DEFAULT_DRAFT, loadDraft, saveDraft } from './draft'
import { PersonalStep } from './PersonalStep'
import {
  clampStep,
  draftFromForm,
  formFromDraft,
  type RegistrationForm,
  STEP_FIELDS,
  signUpBody,
} from './registration-form'

// Loaded with the first error (JavaScript budget of /register, ADR 110).
const ErrorSummary = lazy(() => import('../../components/ErrorSummary').then((m) => ({ default: m.ErrorSummary })))

// Steps 2 and 3 (with the country selector and list) and the rules load at the form's first use: the first focus in
// it, or the Next of step 1 (ADR 147). Until a step's file is there, the card says it is loading.
const loadLaterSteps = async () => {
  const steps = await import('./RegistrationSteps')
  await steps.countriesLoaded
  return steps
}
const CompanyStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.CompanyStep })))
const SubscriptionStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.SubscriptionStep })))
const resolver = lazyResolver(() => import('./registration-schema').then((m) => m.registrationResolver))
const loadForm = () => {
  resolver.preload()
  void loadLaterSteps().catch(() => undefined)
}

const STEP_OF = (field: keyof RegistrationForm) => ([1, 2, 3] as const).find((s) => STEP_FIELDS[s].includes(field))
const fieldId = (field: string) => `register-${field}`

/** Screen 2: the three-step registration wizard (personal, company, subscription) and the card step after it. */
export function RegistrationWizard() {
  const { LL, locale } = useI18n()
  const navigate = useNavigate()
  const { client } = useAppContext()
  const { data: info } = useSuspenseQuery(billingInfoQueryOptions(client))
  const [step, setStep] = useState<1 | 2 | 3>(1)
  const [restored, setRestored] = useState(false)
  const [intent, setIntent] = useState<CreatedIntent | null>(null)
  const [summary, setSummary] = useState<SummaryError[]>([])
  const headingRef = useRef<HTMLHeadingElement>(null)
  const form = useForm({
    resolver,
    defaultValues: formFromDraft(DEFAULT_DRAFT),
    mode: 'onTouched',
  })
  const { handleSubmit, trigger, getValues, reset, watch, setError, subscribe } = form

  // The saved draft is read after hydration (the server has no localStorage); then every change is saved again.
  useEffect(() => {
    const draft = loadDraft()
    if (draft) {
      reset(formFromDraft(draft))
      setRestored(Boolean(draft.email))
    }
    return subscribe((values) => saveDraft(draftFromForm(values, info.plans)))
  }, [reset, subscribe, info.plans])

  const goTo = (next: number) => {
    setStep(clampStep(next))
    setSummary([])
    requestAnimationFrame(() => headingRef.current?.focus())
  }

  const labels: Record<keyof RegistrationForm, string> = {
    f_name: LL.billing.register.firstName(),
    l_name: LL.billing.register.lastName(),
    email: LL.billing.register.email(),
    phone: LL.billing.register.phone(),
    password: LL.billing.register.password(),
    company_name: LL.billing.register.companyName(),
    uid: LL.verification.uid(),
    street_name: LL.billing.register.streetName(),
    building_no: LL.billing.register.buildingNo(),
    room_no: LL.billing.register.roomNo(),
    zip_code: LL.billing.register.zipCode(),
    city: LL.billing.register.city(),
    country: LL.billing.register.country(),
    selectedPlan: LL.billing.plans.legend(),
    paymentMethod: LL.billing.method.legend(),
    agreeToTerms: LL.journey.register.consents(),
    agreeToPrivacy: LL.journey.register.consents(),
    complianceName: LL.billing.compliance.fullName(),
    complianceAccepted: LL.billing.compliance.title(),
  }

  /** One announcement for the errors of a step: a focused summary that links to each field (issue 14, item 6). */
  function showSummary(errors: FieldErrors<RegistrationForm>, fields: Array<keyof RegistrationForm>) {
    const list = fields
      .filter((field) => errors[field])
      .filter((field) => field !== 'agreeToPrivacy' || !errors.agreeToTerms)
      .map((field) => ({
        field,
        label: labels[field],
        message: translateKey(LL, errors[field]?.message) || LL.validation.required(),
      }))
    setSummary(list)
  }

  // Step 1 asks whether the address can still register (busy and error state through react-query).
  const emailCheck = useMutation({
    mutationFn: (email: string) => unwrap(client.api.user['check-email-exist'].post({ email })),
  })

  async function next() {
    loadForm()
    // The step's fields are marked touched, so a refused field's message follows the typing (onTouched) instead of
    // waiting for a blur: otherwise the last field's stale message vanished on the mousedown of Next, moved the
    // button up and lost the click.
    const errors = await trigger(STEP_FIELDS[step])
    if (Object.keys(errors).length > 0) {
      showSummary(errors, STEP_FIELDS[step])
      return
    }
    if (step === 1) {
      try {
        const res = await emailCheck.mutateAsync(getValues().email)
        if (res.user) {
          setError('email', { message: LL.billing.register.emailTaken() })
          showSummary({ email: { message: LL.billing.register.emailTaken() } }, ['email'])
          return
        }
      } catch (error) {
        toast.error(errorText(LL, error, LL.billing.register.emailCheckFailed()), { id: 'register-email-check' })
        return
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

  // The last step: bank transfer registers at once; card payment saves the password server-side and opens the card form.
  const signUp = useMutation({
    mutationFn: async (values: RegistrationForm) => {
      const draft = draftFromForm(values, info.plans)
      if (values.paymentMethod === 'banktransfer') {
        const res = await unwrap(client.api.user['sign-up'].post(signUpBody(draft, { password: values.password })))
        return { kind: 'bank' as const, res, draft }
      }
      const { draftId } = await unwrap(
        client.api.billing['registration-drafts'].post({ email: values.email, password: values.password }),
      )
      saveDraft({ ...draft, draftId })
      const created = await unwrap(
        client.api.user['create-payment-intent'].post({
          amount: draft.amount,
          currency: 'chf',
          customer_email: values.email,
          metadata: { plan: draft.selectedPlan, isRenewal: false },
        }),
      ).catch((error: unknown) => {
        throw error instanceof ApiError && error.status < 500 ? error : new Error(LL.billing.card.initFailed())
      })
      return { kind: 'card' as const, created }
    },
    onSuccess: async (result) => {
      if (result.kind === 'card') {
        setIntent(result.created)
        return
      }
      clearDraft()
      await navigate({
        to: '/check-verification-status',
        state: {
          source: 'banktransfer',
          reference: result.res.bankTransfer?.reference,
          amount: result.res.bankTransfer?.amount ?? result.draft.amount,
          description: result.res.bankTransfer?.description,
          debtor: result.res.bankTransfer?.debtor,
          documentPass: result.res.documentPass,
        },
      })
    },
    onError: (error, values) => {
      if (error instanceof ApiError && error.field && error.field in values) {
        const field = error.field as keyof RegistrationForm
        const stepOf = STEP_OF(field)
        if (stepOf && stepOf !== 3) goTo(stepOf)
        setError(field, { message: error.message })
        requestAnimationFrame(() => showSummary({ [field]: { message: error.message } }, [field]))
        return
      }
      toast.error(errorText(LL, error, LL.billing.card.initFailed()), { id: 'register-submit' })
    },
  })
  const busy = emailCheck.isPending || signUp.isPending

  const submit = handleSubmit(
    (values) => signUp.mutate(values),
    (errors) => {
      // A field of an earlier step is invalid (e.g. the password, which a reload does not keep): show that step.
      const first = ([1, 2] as const).find((s) => STEP_FIELDS[s].some((field) => errors[field]))
      if (first) goTo(first)
      requestAnimationFrame(() => showSummary(errors, STEP_FIELDS[first ?? 3]))
    },
  )

  const selected = info.plans.find((p) => p.id === watch('selectedPlan')) ?? info.plans[0]
  const stepTitles = [
    LL.billing.register.steps.personal(),
    LL.billing.register.steps.company(),
    LL.billing.register.steps.subscription(),
  ]
  const fieldError = (key: keyof RegistrationForm) => translateKey(LL, form.formState.errors[key]?.message) || undefined
  // "Start over" only when there is something to start over from.
  const canStartOver = step > 1 || restored || form.formState.isDirty

  return (
    <section className="container page register" aria-labelledby="register-title">
      <h1 id="register-title">{LL.billing.register.title()}</h1>
      <p className="page-intro">{LL.billing.register.intro()}</p>
      <ol className="wizard-steps" aria-label={LL.journey.register.progress()}>
        {stepTitles.map((title, i) => (
          <li key={title} className={i + 1 === step ? 'is-current' : i + 1 < step ? 'is-done' : undefined}>
            <span aria-current={i + 1 === step ? 'step' : undefined}>
              <span className="wizard-step-number" aria-hidden="true">
                {i + 1}
              </span>{' '}
              <span className="wizard-step-name">{title}</span>
              {i + 1 < step && <span className="visually-hidden"> ({LL.journey.register.done()})</span>}
            </span>
          </li>
        ))}
      </ol>
      <div className="card wizard-card">
        <h2 ref={headingRef} tabIndex={-1} className="wizard-title">
          <span className="wizard-title-step">{LL.billing.register.progress({ step, total: 3 })}</span>{' '}
          {stepTitles[step - 1]}
        </h2>
        {intent ? (
          <div className="wizard-payment">
            <p className="plan-summary">
              {LL.billing.submit.total({ price: formatAmount(intent.amount, { locale }) })}
            </p>
            <CardPayment info={info} intent={intent} returnPath="/payment-validation" />
            <Button variant="ghost" onClick={() => setIntent(null)}>
              {LL.billing.card.back()}
            </Button>
          </div>
        ) : (
          <form
            method="post"
            noValidate
            aria-labelledby="register-title"
            onFocus={loadForm}
            onSubmit={(e) => {
              e.preventDefault()
              if (step < 3) void next()
              else void submit(e)
            }}
          >
            {summary.length > 0 && (
              <Suspense fallback={null}>
                <ErrorSummary errors={summary} fieldId={fieldId} />
              </Suspense>
            )}
            {step === 1 && (
              <PersonalStep form={form} errorText={fieldError} fieldId={fieldId} showPasswordAgain={restored} />
            )}
            <Suspense fallback={<p aria-live="polite">{LL.shell.loading()}</p>}>
              {step === 2 && <CompanyStep form={form} errorText={fieldError} fieldId={fieldId} />}
              {step === 3 && (
                <SubscriptionStep form={form} errorText={fieldError} fieldId={fieldId} plans={info.plans} />
              )}
            </Suspense>
            {step === 3 && selected && (
              <p className="plan-summary">
                {LL.billing.submit.total({ price: formatAmount(selected.priceRappen, { locale }) })}
              </p>
            )}
            <div className="wizard-actions">
              {step > 1 && (
                <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={busy} className="wizard-back">
                  {LL.billing.register.previous()}
                </Button>
              )}
              <Button
                type="submit"
                busy={busy}
                busyLabel={LL.billing.submit.busy()}
                className="wizard-next"
                // The field being typed in keeps the focus until the click: its check on leaving (a message appearing
                // or going) would otherwise move this button between mousedown and mouseup and lose the click.
                onMouseDown={(event) => event.preventDefault()}
              >
                {step < 3
                  ? LL.billing.register.next()
                  : watch('paymentMethod') === 'banktransfer'
                    ? LL.billing.submit.bank()
                    : LL.billing.submit.card()}
              </Button>
              {canStartOver && (
                <Button variant="ghost" onClick={startOver} disabled={busy} className="wizard-reset">
                  {LL.billing.register.reset()}
                </Button>
              )}
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
