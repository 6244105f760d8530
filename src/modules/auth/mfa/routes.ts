// The second-factor API under /api/user (issue 21): enrolment and removal, the hotel's setting, and the sign-in's second
// step (./second-step-routes.ts). Every route declares who may call it, its body limit, its rate and its body and answer
// schemas (ADR 060).
import { Elysia } from 'elysia'
import { validation } from '~/kernel/errors'
import { requestLocale, serverLL } from '~/kernel/i18n'
import { clientIpOf } from '~/kernel/rate-limit'
import { BODY } from '~/kernel/routes'
import type { Actor } from '~/modules/audit/public'
import type { AuthGuard, AuthNeeds } from '../guard'
import { verifyPassword } from '../passwords'
import type { createAccountThrottle } from '../throttle'
import type { UserRow } from '../users'
import { confirmTotpEnrolment, removePasskey, removeTotp } from './changes'
import { createCodeThrottle } from './code-throttle'
import { createEnrolmentCodeGate } from './enrolment-code'
import { hasSecondFactor, issueRecoveryCodes, startTotpEnrolment } from './factors'
import {
  currentPasswordBody,
  enrolmentStartBody,
  hotelPolicyAnswer,
  hotelPolicyBody,
  messageAnswer,
  mfaStatusAnswer,
  passkeyAddedAnswer,
  passkeyParams,
  passkeyRegistrationBody,
  recoveryCodesAnswer,
  registrationOptionsAnswer,
  totpConfirmBody,
  totpEnrolmentAnswer,
} from './model'
import { registerPasskey, registrationOptions } from './passkeys'
import { qrSvg } from './qr'
import { createSecondStepPlugin } from './second-step-routes'
import { mfaStatus, setHotelPolicy } from './status'

type Throttle = ReturnType<typeof createAccountThrottle>
const CHANGE_RATE = { limit: 10, windowMs: 60_000 }

export function createMfaPlugin(deps: AuthNeeds, guard: AuthGuard, throttle: Throttle) {
  const ipOf = clientIpOf(deps.config)
  const actorOf = (user: UserRow, ip: string): Actor => ({
    type: user.role === 'admin' ? 'admin' : 'user',
    id: user.id,
    ip,
  })
  // Wrong codes: a growing delay per person and address, and a higher ceiling per person (./code-throttle.ts).
  const throttled = createCodeThrottle(deps, throttle)
  // An administrator's first factor needs the operator's one-time code; wrong ones are limited and audited.
  const { gated, starting } = createEnrolmentCodeGate(deps)
  const confirmPassword = async (user: UserRow, password: string) => {
    if (!(await verifyPassword(password, user.passwordHash)))
      throw validation('current_password', 'security.currentPasswordWrong')
  }
  const done = (request: Request) => ({ message: serverLL(requestLocale(request)).mfa.page.removed() })

  // Mounted by the account plugin (src/modules/auth/index.ts), whose prefix /api/user its paths take.
  return new Elysia()
    .use(guard)
    .use(createSecondStepPlugin(deps, guard, throttled))
    .get('/mfa', ({ currentUser }) => mfaStatus(deps.db, currentUser), {
      auth: 'user',
      bodyLimit: BODY.none,
      response: mfaStatusAnswer,
    })
    .post(
      '/mfa/totp',
      async ({ body, currentUser, request, server }) => {
        const ip = ipOf(request, server)
        const enrolment = await starting(currentUser, actorOf(currentUser, ip), body?.enrolmentCode, () =>
          startTotpEnrolment(deps, currentUser),
        )
        return { ...enrolment, qr: await qrSvg(enrolment.uri) }
      },
      {
        auth: 'user',
        bodyLimit: BODY.json,
        rateLimit: CHANGE_RATE,
        body: enrolmentStartBody,
        response: totpEnrolmentAnswer,
      },
    )
    .post(
      '/mfa/totp/confirm',
      async ({ body, currentUser, request, server }) => {
        const ip = ipOf(request, server)
        const actor = actorOf(currentUser, ip)
        const recoveryCodes = await throttled(currentUser.id, ip, () =>
          gated(currentUser, actor, () =>
            confirmTotpEnrolment(deps, {
              user: currentUser,
              code: body.code,
              enrolmentCode: body.enrolmentCode,
              actor,
            }),
          ),
        )
        deps.mailQueued?.()
        return { recoveryCodes }
      },
      {
        auth: 'user',
        bodyLimit: BODY.json,
        rateLimit: CHANGE_RATE,
        body: totpConfirmBody,
        response: recoveryCodesAnswer,
      },
    )
    .post(
      '/mfa/totp/remove',
      async ({ body, currentUser, request, server }) => {
        await confirmPassword(currentUser, body.current_password)
        removeTotp(deps, { user: currentUser, actor: actorOf(currentUser, ipOf(request, server)) })
        deps.mailQueued?.()
        return done(request)
      },
      {
        auth: 'user',
        bodyLimit: BODY.json,
        rateLimit: CHANGE_RATE,
        body: currentPasswordBody,
        response: messageAnswer,
      },
    )
    .post(
      '/mfa/passkeys/options',
      ({ body, currentUser, request, server }) =>
        starting(currentUser, actorOf(currentUser, ipOf(request, server)), body?.enrolmentCode, () =>
          registrationOptions(deps, currentUser),
        ),
      {
        auth: 'user',
        bodyLimit: BODY.json,
        rateLimit: CHANGE_RATE,
        body: enrolmentStartBody,
        response: registrationOptionsAnswer,
      },
    )
    .post(
      '/mfa/passkeys',
      async ({ body, currentUser, request, server }) => {
        const actor = actorOf(currentUser, ipOf(request, server))
        const added = await gated(currentUser, actor, () =>
          registerPasskey(deps, {
            user: currentUser,
            challengeId: body.challengeId,
            response: body.response,
            name: body.name,
            enrolmentCode: body.enrolmentCode,
            actor,
          }),
        )
        deps.mailQueued?.()
        return added
      },
      {
        auth: 'user',
        bodyLimit: BODY.json,
        rateLimit: CHANGE_RATE,
        body: passkeyRegistrationBody,
        response: passkeyAddedAnswer,
      },
    )
    .post(
      '/mfa/passkeys/:id/remove',
      async ({ params, body, currentUser, request, server }) => {
        await confirmPassword(currentUser, body.current_password)
        removePasskey(deps, {
          user: currentUser,
          passkeyId: params.id,
          actor: actorOf(currentUser, ipOf(request, server)),
        })
        deps.mailQueued?.()
        return done(request)
      },
      {
        auth: 'user',
        bodyLimit: BODY.json,
        rateLimit: CHANGE_RATE,
        params: passkeyParams,
        body: currentPasswordBody,
        response: messageAnswer,
      },
    )
    .post(
      '/mfa/recovery-codes',
      async ({ body, currentUser }) => {
        await confirmPassword(currentUser, body.current_password)
        if (!hasSecondFactor(deps.db, currentUser.id)) throw validation('current_password', 'mfa.enrolmentNotStarted')
        return { recoveryCodes: issueRecoveryCodes(deps, currentUser.id) }
      },
      {
        auth: 'user',
        bodyLimit: BODY.json,
        rateLimit: CHANGE_RATE,
        body: currentPasswordBody,
        response: recoveryCodesAnswer,
      },
    )
    .put(
      '/mfa/hotel-policy',
      ({ body, currentUser, request, server }) =>
        setHotelPolicy(deps, {
          user: currentUser,
          required: body.required,
          actor: actorOf(currentUser, ipOf(request, server)),
        }),
      {
        auth: 'user',
        bodyLimit: BODY.json,
        rateLimit: CHANGE_RATE,
        body: hotelPolicyBody,
        response: hotelPolicyAnswer,
      },
    )
}
