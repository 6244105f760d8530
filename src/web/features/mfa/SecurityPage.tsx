import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { useAppContext } from '../../context'
import { useI18n } from '../../i18n/useI18n'
import { safeRedirect } from '../auth/redirect'
import { homeFor } from '../auth/session'
import { useCurrentUser } from '../auth/useSession'
import { MFA_STATUS_KEY, mfaStatusQuery } from './api'
import { useEnrolmentCode } from './EnrolmentCode'
import { PasskeySection } from './PasskeySection'
import { RecoveryCodes } from './RecoveryCodes'
import { TotpSection } from './TotpSection'

/**
 * The second-factor page (issue 21): an authenticator app, passkeys, the recovery codes left, and for a hotel's owner
 * the setting that requires a second factor of the whole team. An admin without a factor is sent here at sign-in.
 */
export function SecurityPage() {
  const { LL } = useI18n()
  const t = LL.mfa.page
  const { client } = useAppContext()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const user = useCurrentUser()
  const search = useSearch({ strict: false }) as { required?: 1; invited?: 1; redirect?: string }
  const status = useQuery(mfaStatusQuery(client))
  const [codes, setCodes] = useState<string[] | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: MFA_STATUS_KEY })
  const policy = useMutation({
    mutationFn: (required: boolean) => unwrap(client.api.user.mfa['hotel-policy'].put({ required })),
    onSuccess: refresh,
  })
  const next = safeRedirect(search.redirect) ?? (user ? homeFor(user.role) : '/')
  const data = status.data
  const enrolled = Boolean(data?.methods.some((m) => m !== 'recovery'))
  const mustEnrol = Boolean(data?.required && !enrolled)
  const code = useEnrolmentCode(Boolean(data?.enrolmentCodeRequired))

  if (codes)
    return (
      <section className="container page mfa-page" aria-labelledby="mfa-title">
        <h1 id="mfa-title">{t.title()}</h1>
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null)
            if (search.required || search.invited) void navigate({ to: next as string })
          }}
        />
      </section>
    )

  return (
    <section className="container page mfa-page" aria-labelledby="mfa-title">
      <h1 id="mfa-title">{t.title()}</h1>
      <p className="mfa-intro">{t.intro()}</p>
      {mustEnrol && (
        <p className="notice" role="status">
          {t.required()}
        </p>
      )}
      {search.invited && !enrolled && !mustEnrol && (
        <div className="notice mfa-invite" role="status">
          <p>{t.invited()}</p>
          <Link to={next as string}>{t.notNow()}</Link>
        </div>
      )}
      {data && (
        <>
          <p className="mfa-state">
            <strong>{enrolled ? t.enrolled() : t.none()}</strong>
            {enrolled && <span> · {t.recoveryLeft({ count: data.recoveryCodesLeft })}</span>}
          </p>
          {code.field}
          <TotpSection active={data.totp} enrolment={code.enrolment} onCodes={setCodes} onChanged={refresh} />
          <PasskeySection passkeys={data.passkeys} enrolment={code.enrolment} onCodes={setCodes} onChanged={refresh} />
          {data.hotelPolicy && (
            <section className="card mfa-section" aria-labelledby="mfa-team-title">
              <h2 id="mfa-team-title">{t.hotelTitle()}</h2>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={data.hotelPolicy.required}
                  disabled={policy.isPending || (!enrolled && !data.hotelPolicy.required)}
                  onChange={(event) => policy.mutate(event.target.checked)}
                />{' '}
                {t.hotelRequire()}
              </label>
              {!enrolled && <p className="field-hint">{LL.mfa.policyNeedsOwnFactor()}</p>}
            </section>
          )}
          {enrolled && (search.required || search.invited) && (
            <Button type="button" onClick={() => void navigate({ to: next as string })}>
              {t.continue()}
            </Button>
          )}
        </>
      )}
    </section>
  )
}
