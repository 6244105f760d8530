import { Link, useSearch } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import type { SignedInAnswer } from '~/modules/auth/model'
import { useI18n } from '../../i18n/useI18n'
import { isSignedIn, useFinishSignIn } from './finish-sign-in'
import { SignIn } from './SignIn'

// A pending hotel uploads its representative's ID right here (loaded only then, ADR 110).
const RepresentativeIdUpload = lazy(() =>
  import('../verification/RepresentativeIdUpload').then((m) => ({ default: m.RepresentativeIdUpload })),
)

/**
 * Spec screen 1: welcome text, e-mail and password, a link to registration. A failure shows 'Login Failed' on the form,
 * once (no toast besides, issue 24, item 27); a pending account gets its message once, on the page.
 * After signing in, the member returns to the page of the `redirect` search value (same site only) or goes home.
 */
export function LoginPage() {
  const { LL } = useI18n()
  const search = useSearch({ strict: false }) as { redirect?: string; reason?: 'ended' }
  // The last answer: what it says of an account that is not approved yet (a new attempt forgets it).
  const [answer, setAnswer] = useState<SignedInAnswer | null>(null)
  const signedIn = useFinishSignIn(search.redirect)
  const onAnswer = async (result: SignedInAnswer) => {
    setAnswer(result)
    await signedIn(result)
  }
  const pendingMessage = answer && !isSignedIn(answer) ? answer.massage || LL.account.login.pending() : null

  // A pending hotel with a pass uploads its representative's ID in a card of its own, beside the sign-in card on a
  // wide screen and above it on a phone (issue 24, item 8): the message and the upload come first.
  const uploadPass = pendingMessage ? answer?.documentPass : undefined
  return (
    <section className="container page auth-page" aria-labelledby="login-title">
      {uploadPass && (
        <div className="card auth-card auth-card-pending">
          <p className="notice" role="status">
            {pendingMessage}
          </p>
          <Suspense fallback={null}>
            <RepresentativeIdUpload pass={uploadPass} />
          </Suspense>
        </div>
      )}
      <div className="card auth-card">
        <SignIn
          place="page"
          header={
            <>
              <h1 id="login-title">{LL.account.login.welcome()}</h1>
              <p className="auth-intro">{LL.account.login.intro()}</p>
              {search.reason === 'ended' && !answer && (
                <p className="notice" role="status" data-testid="session-ended">
                  {LL.account.login.sessionEnded()}
                </p>
              )}
              {pendingMessage && !uploadPass && (
                <p className="notice" role="status">
                  {pendingMessage}
                </p>
              )}
            </>
          }
          aside={
            <p className="auth-aside">
              <Link to="/forget-password">{LL.account.login.forgot()}</Link>
            </p>
          }
          footer={
            <p className="auth-footer">
              {LL.account.login.noAccount()} <Link to="/register">{LL.account.login.register()}</Link>
            </p>
          }
          onAnswer={onAnswer}
          onSubmit={() => setAnswer(null)}
        />
      </div>
    </section>
  )
}
