import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useId, useRef, useState } from 'react'
import { PRIVACY } from '~/lib/constants'
import { ApiError } from '../../api/client'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { Modal } from '../../components/Modal'
import { PasswordField } from '../../components/PasswordField'
import { toast } from '../../components/toast'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext, useSignOut } from '../auth/useSession'

/**
 * Closing the account from the profile (ADR 105): what it means said first (at once, no refund, what is kept), then
 * a dialog that asks for the current password. On success the member is signed out and lands on the sign-in page.
 */
export function CloseAccount() {
  const { LL } = useI18n()
  const t = LL.lifecycle.closing
  const { client } = useAppContext()
  const signOut = useSignOut()
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const passwordRef = useRef<HTMLInputElement>(null)
  const formId = useId()
  const passwordId = useId()
  const close = useMutation({
    mutationFn: () => unwrap(client.api.user['close-account'].post({ current_password: password })),
    onSuccess: async (answer) => {
      setOpen(false)
      toast.success(answer.message || t.done())
      await signOut({ callServer: false })
    },
    onError: (failure) => {
      const message = errorText(LL, failure, t.failed())
      if (failure instanceof ApiError && failure.field === 'current_password') {
        setError(message)
        passwordRef.current?.focus()
      } else toast.error(message)
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (close.isPending) return
    if (!password) {
      setError(t.passwordRequired())
      passwordRef.current?.focus()
      return
    }
    setError(undefined)
    close.mutate()
  }
  const dismiss = () => {
    if (close.isPending) return
    setOpen(false)
    setPassword('')
    setError(undefined)
  }
  return (
    <section className="close-account" aria-labelledby="close-account-title">
      <h2 id="close-account-title">{t.section()}</h2>
      <p>{t.intro()}</p>
      <p>{t.kept({ years: PRIVACY.memberArchiveYears })}</p>
      <Button variant="danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t.open()}
      </Button>
      <Modal
        open={open}
        title={t.confirmTitle()}
        onClose={dismiss}
        closeLabel={t.keep()}
        footer={
          <>
            <Button variant="secondary" onClick={dismiss} disabled={close.isPending}>
              {t.keep()}
            </Button>
            <Button variant="danger" type="submit" form={formId} busy={close.isPending} busyLabel={t.closing()}>
              {t.confirm()}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} noValidate>
          <p>{t.confirmBody()}</p>
          <PasswordField
            ref={passwordRef}
            id={passwordId}
            name="current_password"
            autoComplete="current-password"
            label={t.password()}
            hint={t.passwordHint()}
            required
            value={password}
            error={error}
            disabled={close.isPending}
            onChange={(event) => {
              setPassword(event.target.value)
              if (error) setError(undefined)
            }}
          />
        </form>
      </Modal>
    </section>
  )
}
