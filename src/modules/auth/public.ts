// The auth module's front door (ADR 170): what other modules may use. Only the server and the CLI reach further.

export {
  countMembers,
  countPendingHotels,
  declarationOf,
  type MemberSearch,
  type MemberSummary,
  matchingIds,
  memberOfCompany,
  memberSummaries,
  memberSummary,
  membersStatement,
  pendingAccountIds,
  peopleOfHotel,
  searchMembers,
} from './directory'
export { requestClaims } from './guard'
export type { AuthHooks } from './hooks'
export { hotelAccountOf, hotelOwner } from './hotel'
export type { AuthGuard } from './index'
export { hotelLabels, hotelOfMember, type MemberActing, memberActing, requireActiveMember } from './members'
export type { MfaStatus } from './mfa/model'
export { assertStrongPassword, hashPassword } from './passwords'
export { discardPendingRegistration } from './registrations'
export { TEAM_ROLES, USER_ROLES, USER_STATUSES, type UserStatus } from './schema'
export {
  approveHotel,
  assertApprovable,
  createPendingMember,
  getCompany,
  getUser,
  reactivateUser,
  rejectHotel,
  suspendUser,
} from './service'
export { acceptInvitationBody, handOverBody, inviteBody } from './team-model'
export { asLocale, findUserByEmail } from './users'
