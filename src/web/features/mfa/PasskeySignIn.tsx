import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { translateKey } from '~/lib/translate-key'
import type { SignedInAnswer } from '~/modules/auth/model'
import { ApiError } from '../../api/client'
import { Button } from '../../components/Button'
import { useAppContext } from '../../context'
import { useI18n } from '../../i18n/useI18n'
import { passkeysSupported, signInWithPasskey } from './passkey'

/** A sign-in with a passkey alone, for a shared front-desk device (issue 21); shown where the browser has passkeys. */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (answer: SignedInAnswer) => void }) {
  const { LL } = useI18n()
  const { client } = useAppContext()
  const [supported, setSupported] = useState(false)
  useEffect(() => setSupported(passkeysSupported()), [])
  const passkey = useMutation({ mutationFn: () => signInWithPasskey(client, null), onSuccess: onSignedIn })
  if (!supported) return null
  const error = passkey.error
  return (
    <div className="passkey-sign-in">
      <Button
        type="button"
        variant="secondary"
        className="auth-submit"
        busy={passkey.isPending}
        onClick={() => passkey.mutate()}
      >
        {LL.mfa.signIn.withPasskey()}
      </Button>
      <p className="field-hint">{LL.mfa.signIn.passkeyHint()}</p>
      {error && (
        <p className="field-error" role="alert">
          {error instanceof ApiError ? translateKey(LL, error.message) : LL.mfa.passkeyFailed()}
        </p>
      )}
    </div>
  )
}
