import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useEffect, useState } from 'react'
import { formatDate } from '~/lib/dates'
import { translateKey } from '~/lib/translate-key'
import type { MfaStatus } from '~/modules/auth/public'
import { ApiError } from '../../api/client'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { toast } from '../../components/toast'
import { useAppContext } from '../../context'
import { useI18n } from '../../i18n/useI18n'
import { type Enrolment, isCodeRefusal } from './enrolment'
import { addPasskey, passkeysSupported } from './passkey'
import { RemoveWithPassword } from './RemoveWithPassword'

/** The person's passkeys: the list (each removable with the password) and adding one on this device. */
export function PasskeySection({
  passkeys,
  enrolment,
  onCodes,
  onChanged,
}: {
  passkeys: MfaStatus['passkeys']
  /** An administrator's first factor: the enrolment code sent with both steps (ADR 276). */
  enrolment?: Enrolment
  onCodes: (codes: string[]) => void
  onChanged: () => void
}) {
  const { LL, locale } = useI18n()
  const t = LL.mfa.page
  const { client } = useAppContext()
  const [name, setName] = useState('')
  const [supported, setSupported] = useState(true)
  useEffect(() => setSupported(passkeysSupported()), [])
  const add = useMutation({
    mutationFn: () => addPasskey(client, name.trim(), enrolment),
    onError: (failure) => enrolment?.onError(failure),
    onSuccess: (answer) => {
      setName('')
      toast.success(t.passkeyAdded())
      if (answer.recoveryCodes) onCodes(answer.recoveryCodes)
      onChanged()
    },
  })
  // A refused enrolment code is shown on its own field (./EnrolmentCode.tsx).
  const failure = add.error && !isCodeRefusal(add.error) ? add.error : null
  const error =
    failure instanceof ApiError ? translateKey(LL, failure.message) : failure ? LL.mfa.passkeyFailed() : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    add.mutate()
  }
  return (
    <section className="card mfa-section" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{t.passkeysTitle()}</h2>
      {passkeys.length === 0 ? (
        <p>{t.passkeysNone()}</p>
      ) : (
        <ul className="mfa-passkeys">
          {passkeys.map((p) => (
            <li key={p.id}>
              <span>
                <strong>{p.name || t.passkeysTitle()}</strong>{' '}
                <span className="field-hint">{t.passkeyCreated({ date: formatDate(p.createdAt, locale) })}</span>
              </span>
              <RemoveWithPassword
                label={t.passkeyRemove()}
                remove={(password) =>
                  unwrap(client.api.user.mfa.passkeys({ id: p.id }).remove.post({ current_password: password }))
                }
                onRemoved={onChanged}
              />
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form onSubmit={submit} noValidate aria-busy={add.isPending || undefined}>
          <Field
            label={t.passkeyName()}
            name="passkey-name"
            maxLength={60}
            value={name}
            error={error}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" busy={add.isPending}>
            {t.passkeyAdd()}
          </Button>
        </form>
      ) : (
        <p>{t.passkeysUnsupported()}</p>
      )}
    </section>
  )
}
