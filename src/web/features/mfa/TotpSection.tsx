import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { translateKey } from '~/lib/translate-key'
import { ApiError } from '../../api/client'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { useAppContext } from '../../context'
import { useI18n } from '../../i18n/useI18n'
import { type Enrolment, isCodeRefusal, withCode } from './enrolment'
import { RemoveWithPassword } from './RemoveWithPassword'

/** The authenticator app: set up (key, link, first code) or remove. */
export function TotpSection({
  active,
  enrolment,
  onCodes,
  onChanged,
}: {
  active: boolean
  /** An administrator's first factor: the enrolment code sent with both steps (ADR 276). */
  enrolment?: Enrolment
  onCodes: (codes: string[]) => void
  onChanged: () => void
}) {
  const { LL } = useI18n()
  const t = LL.mfa.page
  const { client } = useAppContext()
  const [code, setCode] = useState('')
  const start = useMutation({
    mutationFn: () => unwrap(client.api.user.mfa.totp.post(withCode(enrolment))),
    onError: (failure) => enrolment?.onError(failure),
  })
  const confirm = useMutation({
    mutationFn: () => unwrap(client.api.user.mfa.totp.confirm.post({ code, ...withCode(enrolment) })),
    onError: (failure) => enrolment?.onError(failure),
    onSuccess: (answer) => {
      start.reset()
      setCode('')
      onCodes(answer.recoveryCodes)
      onChanged()
    },
  })
  // A refused enrolment code is shown on its own field (./EnrolmentCode.tsx).
  const failure = [confirm.error, start.error].find((e) => e && !isCodeRefusal(e))
  const error =
    failure instanceof ApiError ? translateKey(LL, failure.message) : failure ? LL.account.unexpected() : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim()) confirm.mutate()
  }
  return (
    <section className="card mfa-section" aria-labelledby="totp-title">
      <h2 id="totp-title">{t.totpTitle()}</h2>
      {active ? (
        <>
          <p>{t.totpActive()}</p>
          <RemoveWithPassword
            label={t.totpRemove()}
            remove={(password) => unwrap(client.api.user.mfa.totp.remove.post({ current_password: password }))}
            onRemoved={onChanged}
          />
        </>
      ) : start.data ? (
        <form onSubmit={submit} noValidate aria-busy={confirm.isPending || undefined}>
          <p>{t.totpSteps()}</p>
          <div className="mfa-enrol">
            {/* The QR code is SVG markup the server drew from the link (no outside service; issue 32 item 11). */}
            <div
              className="mfa-qr"
              role="img"
              aria-label={t.totpQr()}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own SVG drawing of the otpauth link
              dangerouslySetInnerHTML={{ __html: start.data.qr }}
            />
            <div>
              <p className="mfa-secret">
                {t.totpSecret()}:{' '}
                <code data-testid="totp-secret">{start.data.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
              </p>
              <p>
                <a href={start.data.uri}>{t.totpOpen()}</a>
              </p>
            </div>
          </div>
          <Field
            label={LL.mfa.signIn.codeLabel()}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            error={error}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" busy={confirm.isPending}>
            {t.totpConfirm()}
          </Button>
        </form>
      ) : (
        <>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <Button type="button" busy={start.isPending} onClick={() => start.mutate()}>
            {t.totpStart()}
          </Button>
        </>
      )}
    </section>
  )
}
