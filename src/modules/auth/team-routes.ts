// The team API (issue 21, ADR 200): the owner manages the hotel's people under /api/team; the invitation link's page
// reads and accepts its invitation anonymously. Every route declares its access, body, limits and schemas.
import { Elysia } from 'elysia'
import type { Clock } from '~/kernel/clock'
import { requestLocale, serverLL } from '~/kernel/i18n'
import { clientIpOf } from '~/kernel/rate-limit'
import { BODY } from '~/kernel/routes'
import type { AuthGuard } from './guard'
import { type HandOverDeps, handOverHotel } from './hand-over'
import { acceptInvitation, invitationView } from './invitations'
import { getCompany } from './service'
import { inviteStaff, removePerson, type TeamDeps, teamOf, withdrawInvitation } from './team'
import {
  acceptAnswer,
  acceptInvitationBody,
  handOverBody,
  invitationAnswer,
  invitationTokenBody,
  invitationViewAnswer,
  inviteBody,
  messageAnswer,
  personParams,
  teamAnswer,
} from './team-model'

/** What the team routes need (ADR 341). */
export type TeamNeeds = HandOverDeps & { clock: Clock; config: TeamDeps['config'] & { TRUST_PROXY: boolean } }

const HOUR = 3_600_000
const fullName = (u: { fName: string; lName: string }) => `${u.fName} ${u.lName}`.trim()

export function createTeamPlugin(deps: TeamNeeds, guard: AuthGuard) {
  const ipOf = clientIpOf(deps.config)
  const texts = (request: Request) => serverLL(requestLocale(request)).team

  return new Elysia({ prefix: '/api/team' })
    .use(guard)
    .get('/', ({ currentUser }) => teamOf(deps, currentUser), {
      auth: 'user',
      owner: true,
      bodyLimit: BODY.none,
      response: teamAnswer,
    })
    .post(
      '/invitations',
      ({ body, currentUser, request, server }) => {
        const invitation = inviteStaff(deps, {
          owner: currentUser,
          hotelName: getCompany(deps, currentUser.companyId)?.companyName ?? '',
          fName: body.f_name,
          lName: body.l_name,
          email: body.email,
          locale: body.locale,
          ip: ipOf(request, server),
        })
        return { invitation, message: texts(request).invited({ email: invitation.email }) }
      },
      {
        auth: 'user',
        owner: true,
        bodyLimit: BODY.json,
        // Invitations send e-mail to addresses the owner types: a few dozen an hour is plenty for a front desk.
        rateLimit: { limit: 30, windowMs: HOUR },
        body: inviteBody,
        response: invitationAnswer,
      },
    )
    .delete(
      '/invitations/:id',
      ({ params, currentUser, request, server }) => {
        withdrawInvitation(deps, { owner: currentUser, invitationId: params.id, ip: ipOf(request, server) })
        return { message: texts(request).withdrawn() }
      },
      { auth: 'user', owner: true, bodyLimit: BODY.none, params: personParams, response: messageAnswer },
    )
    .delete(
      '/people/:id',
      ({ params, currentUser, request, server }) => {
        removePerson(deps, { owner: currentUser, personId: params.id, ip: ipOf(request, server) })
        return { message: texts(request).removed() }
      },
      { auth: 'user', owner: true, bodyLimit: BODY.none, params: personParams, response: messageAnswer },
    )
    .post(
      '/hand-over',
      async ({ body, currentUser, request, server }) => {
        const owner = await handOverHotel(deps, {
          owner: currentUser,
          personId: body.person_id,
          password: body.current_password,
          ip: ipOf(request, server),
        })
        return { message: serverLL(requestLocale(request)).handOver.section.done({ name: fullName(owner) }) }
      },
      {
        auth: 'user',
        owner: true,
        bodyLimit: BODY.json,
        // It asks for the owner's password: a handful of tries an hour, like any password check.
        rateLimit: { limit: 10, windowMs: HOUR },
        body: handOverBody,
        response: messageAnswer,
      },
    )
    .post('/invitation', ({ body }) => invitationView(deps, body.token), {
      anonymous: true,
      bodyLimit: BODY.json,
      rateLimit: { limit: 30, windowMs: 60_000 },
      body: invitationTokenBody,
      response: invitationViewAnswer,
    })
    .post(
      '/invitation/accept',
      async ({ body, request, server }) => {
        const user = await acceptInvitation(deps, { ...body, ip: ipOf(request, server) })
        return { email: user.email, message: texts(request).accepted() }
      },
      {
        anonymous: true,
        bodyLimit: BODY.json,
        rateLimit: { limit: 10, windowMs: 60_000 },
        body: acceptInvitationBody,
        response: acceptAnswer,
      },
    )
}
