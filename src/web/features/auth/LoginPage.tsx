import { valibotResolver } from '@hookform/resolvers/valibot'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { accountApi, currentUserQueryOptions } from '../../api/account'
import { ApiError } from '../../api/client'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { PasswordField } from '../../components/PasswordField'
import { toast } from '../../components/toast'
import { translateKey } from '../../i18n/translateKey'
import { useI18n } from '../../i18n/useI18n'
import { type LoginValues, loginSchema } from './forms'
import { homeFor, writeAuthStorage } from './session'
import { useAppContext } from './useSession'

/** Spec screen 1: welcome text, e-mail and password, a link to registration; failures as a 'Login Failed' toast. */
export function LoginPage() {
  const { LL } = useI18n()
  const { api, queryClient } = useAppContext()
  const navigate = useNavigate()
  const [pendingMessage, setPendingMessage] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: valibotResolver(loginSchema), defaultValues: { email: '', password: '' } })

  const onSubmit = handleSubmit(async (values) => {
    setPendingMessage(null)
    try {
      const result = await accountApi(api).login(values)
      // Authenticated only with a token and an approved account (spec section 4); a pending one gets the message.
      if (!result.token || result.user.status !== 'approved') {
        const message = result.massage || LL.account.login.pending()
        setPendingMessage(message)
        toast.info(message)
        return
      }
      writeAuthStorage(result.user)
      await queryClient.fetchQuery({ ...currentUserQueryOptions(api), staleTime: 0 }).catch(() => null)
      if (result.massage) toast.success(result.massage)
      await navigate({ to: homeFor(result.user.role) })
    } catch (error) {
      const description = error instanceof ApiError ? translateKey(LL, error.message) : LL.account.unexpected()
      toast.error(LL.account.login.failed(), { description })
    }
  })

  return (
    <section className="container page auth-page" aria-labelledby="login-title">
      <div className="card auth-card">
        <h1 id="login-title">{LL.account.login.welcome()}</h1>
        <p className="auth-intro">{LL.account.login.intro()}</p>
        {pendingMessage && (
          <p className="notice" role="status">
            {pendingMessage}
          </p>
        )}
        <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
          <Field
            label={LL.account.email()}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={translateKey(LL, errors.email?.message) || undefined}
            {...register('email')}
          />
          <PasswordField
            label={LL.account.password()}
            autoComplete="current-password"
            required
            error={translateKey(LL, errors.password?.message) || undefined}
            {...register('password')}
          />
          <p className="auth-aside">
            <Link to="/forget-password">{LL.account.login.forgot()}</Link>
          </p>
          <Button type="submit" className="auth-submit" busy={isSubmitting} busyLabel={LL.account.login.submitting()}>
            {LL.account.login.submit()}
          </Button>
        </form>
        <p className="auth-footer">
          {LL.account.login.noAccount()} <Link to="/register">{LL.account.login.register()}</Link>
        </p>
      </div>
    </section>
  )
}
