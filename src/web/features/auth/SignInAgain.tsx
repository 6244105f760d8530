import { useEffect, useState } from 'react'
import type { SignedInAnswer } from '~/modules/auth/model'
import { Modal } from '../../components/Modal'
import { useI18n } from '../../i18n/useI18n'
import { isSignedIn } from './finish-sign-in'
import { SignIn } from './SignIn'

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
 * page and what was typed stay in memory behind it. It signs in as the sign-in page does (SignIn: a second step when
 * the account has one, ADRs 205, 206, or a passkey alone, issue 32 item 15). A failure is said once, in the dialog.
 */
export function SignInAgain({ email, onSignedIn, onLeave }: Props) {
  const { LL } = useI18n()
  const [pending, setPending] = useState(false)
  // The dialog opens focused on its first field (Modal's effect runs before this one); the e-mail is known, so the
  // password is what is asked.
  useEffect(() => {
    document.querySelector<HTMLInputElement>('dialog[open] input[name="password"]')?.focus()
  }, [])
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
      <SignIn
        place="dialog"
        email={email}
        failure={pending ? LL.account.login.pending() : null}
        onSubmit={() => setPending(false)}
        onAnswer={(answer) => (isSignedIn(answer) ? onSignedIn(answer) : setPending(true))}
      />
      <p className="auth-footer">
        <button type="button" className="link-button" onClick={onLeave}>
          {idle.lockLeave()}
        </button>
      </p>
    </Modal>
  )
}
