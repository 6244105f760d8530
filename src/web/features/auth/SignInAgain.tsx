import { lazy, Suspense, useState } from 'react'
import type { SignedInAnswer } from '~/modules/auth/model'
import { Modal } from '../../components/Modal'
import { useI18n } from '../../i18n/useI18n'
import { PasswordSignIn } from './PasswordSignIn'

const SecondFactorStep = lazy(() => import('../mfa/SecondFactorStep').then((m) => ({ default: m.SecondFactorStep })))
// The sign-in page's passkey button, here too (issue 32 item 15): a passkey alone signs in again, whoever it belongs to.
const PasskeySignIn = lazy(() => import('../mfa/PasskeySignIn').then((m) => ({ default: m.PasskeySignIn })))

type Props = {
  /** Who was signed in: the e-mail is offered again. */
  email: string
  /** A complete sign-in (second factor included) of an approved account. */
  onSignedIn: (answer: SignedInAnswer) => void
  /** Gives up: the ordinary sign-out to the sign-in page. */
  onLeave: () => void
}

/**
 * After the idle sign-out (issue 24, item 1) this dialog covers the page: the session has ended on the server, the
 * page and what was typed stay in memory behind it. Signing in here may take a second step (ADRs 205, 206), or a
 * passkey alone, as on the sign-in page. A failure is said once, in the dialog (no toast).
 */
export function SignInAgain({ email, onSignedIn, onLeave }: Props) {
  const { LL } = useI18n()
  const [challenge, setChallenge] = useState<{ ticket: string; methods: ('totp' | 'passkey' | 'recovery')[] } | null>(
    null,
  )
  const [pending, setPending] = useState(false)
  const done = (answer: SignedInAnswer) => {
    if (!answer.token || answer.user.status !== 'approved') return setPending(true)
    onSignedIn(answer)
  }
  const idle = LL.journey.idle
  return (
    <Modal
      open
      dismissible={false}
      className="modal-lock"
      title={idle.lockTitle()}
      onClose={() => undefined}
      closeLabel=""
    >
      <p className="auth-intro">{idle.lockText()}</p>
      {challenge ? (
        <Suspense fallback={null}>
          <SecondFactorStep
            ticket={challenge.ticket}
            methods={challenge.methods}
            onSignedIn={done}
            onRestart={() => setChallenge(null)}
          />
        </Suspense>
      ) : (
        <>
          <PasswordSignIn
            email={email}
            heading="h3"
            failure={pending ? LL.account.login.pending() : null}
            onSubmit={() => setPending(false)}
            onAnswer={(answer) => ('mfa' in answer ? setChallenge(answer.mfa) : done(answer))}
          />
          <Suspense fallback={null}>
            <PasskeySignIn onSignedIn={done} />
          </Suspense>
        </>
      )}
      <p className="auth-footer">
        <button type="button" className="link-button" onClick={onLeave}>
          {idle.lockLeave()}
        </button>
      </p>
    </Modal>
  )
}
