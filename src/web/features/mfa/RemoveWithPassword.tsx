import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { translateKey } from '~/lib/translate-key'
import { ApiError } from '../../api/client'
import { Button } from '../../components/Button'
import { PasswordField } from '../../components/PasswordField'
import { toast } from '../../components/toast'
import { useI18n } from '../../i18n/useI18n'

/** A removal confirmed with the person's password (an authenticator app, a passkey). */
export function RemoveWithPassword({
  label,
  remove,
  onRemoved,
}: {
  label: string
  remove: (password: string) => Promise<{ message: string }>
  onRemoved: () => void
}) {
  const { LL } = useI18n()
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const removal = useMutation({
    mutationFn: () => remove(password),
    onSuccess: (answer) => {
      toast.success(answer.message)
      setOpen(false)
      setPassword('')
      onRemoved()
    },
  })
  const error =
    removal.error instanceof ApiError
      ? translateKey(LL, removal.error.message)
      : removal.error
        ? LL.account.unexpected()
        : undefined
  if (!open)
    return (
      <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {label}
      </Button>
    )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (password) removal.mutate()
  }
  return (
    <form className="mfa-remove" onSubmit={submit} noValidate>
      <PasswordField
        label={LL.mfa.page.passwordToRemove()}
        autoComplete="current-password"
        required
        value={password}
        error={error}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" variant="danger" size="sm" busy={removal.isPending}>
        {label}
      </Button>
    </form>
  )
}
