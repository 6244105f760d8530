// Requests and answers of the team routes (/api/team, ADR 200), shared by the server and the web's Eden client.
import * as v from 'valibot'
import { LOCALES } from '~/lib/constants'
import * as f from '~/lib/fields'
import { MSG } from '~/lib/fields'

const token = v.pipe(v.string(MSG.required), v.trim(), v.nonEmpty(MSG.required), v.maxLength(200, MSG.tooLong))

export const inviteBody = v.object({
  f_name: f.firstName,
  l_name: f.lastName,
  email: f.email,
  locale: v.picklist(LOCALES, MSG.required),
})
export const invitationTokenBody = v.object({ token })
export const acceptInvitationBody = v.object({ token, password: f.password })
/** Handing the hotel over (ADR 201): the staff member who becomes owner, and the owner's password to confirm. */
export const handOverBody = v.object({
  person_id: v.pipe(v.string(MSG.required), v.nonEmpty(MSG.required), v.maxLength(64, MSG.tooLong)),
  current_password: v.pipe(v.string(MSG.required), v.nonEmpty(MSG.required), v.maxLength(128, MSG.tooLong)),
})
export const personParams = v.object({ id: v.pipe(v.string(), v.maxLength(64)) })

const person = v.object({
  id: v.string(),
  f_name: v.string(),
  l_name: v.string(),
  email: v.string(),
  team_role: v.picklist(['owner', 'staff']),
  status: v.string(),
  since: v.string(),
})
const invitation = v.object({
  id: v.string(),
  f_name: v.string(),
  l_name: v.string(),
  email: v.string(),
  locale: v.picklist(LOCALES),
  expires_at: v.string(),
})
export const teamAnswer = v.object({ people: v.array(person), invitations: v.array(invitation), limit: v.number() })
export const invitationAnswer = v.object({ invitation, message: v.string() })
export const messageAnswer = v.object({ message: v.string() })
export const invitationViewAnswer = v.object({
  f_name: v.string(),
  l_name: v.string(),
  email: v.string(),
  hotel: v.string(),
  locale: v.picklist(LOCALES),
})
export const acceptAnswer = v.object({ email: v.string(), message: v.string() })
