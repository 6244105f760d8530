import * as v from 'valibot'
import { LOCALES } from '~/lib/constants'
import * as f from '~/lib/fields'
import { USER_STATUSES } from '~/modules/auth/public'
import { REQUEST_CHANNELS, REQUEST_KINDS, REQUEST_STATUSES } from './schema'

// Bodies and queries of /api/admin/*. Every action carries the admin's reason (or note) for the audit.

const bounded = (max: number, message = 'admin.errors.reasonRequired') =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, f.MSG.tooLong))
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, f.MSG.tooLong)), '')
const isoDay = v.pipe(v.string('admin.errors.dateInvalid'), v.isoDate('admin.errors.dateInvalid'))

/** Why the admin does it: required for refusals, suspensions, corrections and refunds; at most 1000 characters. */
const reason = bounded(1000)
export const reasonBody = v.object({ reason })
export const noteBody = v.object({ note: optionalText(1000) })
/** Approving a hotel: an optional note; without the representative's ID, the reason for approving anyway. */
export const approveBody = v.object({ note: optionalText(1000), withoutDocument: optionalText(1000) })
/** Rejecting a hotel: the reason, and for a confirmed bank transfer the administrator's word that they pay it back. */
export const rejectBody = v.object({ reason, transferRefunded: v.optional(v.boolean(), false) })

export const membersQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.maxLength(100))),
  status: v.optional(v.picklist(USER_STATUSES)),
  /** The `next` of the previous page (an opaque cursor). */
  after: v.optional(v.pipe(v.string(), v.maxLength(200))),
})
export const applicationsQuery = v.object({ after: v.optional(v.pipe(v.string(), v.maxLength(200))) })

export const subscriptionBody = v.object({
  /** extend: 12 more months from the current expiry; set: this expiry date (a correction). */
  action: v.picklist(['extend', 'set']),
  expiresOn: v.optional(isoDay),
  reason,
})

export const refundBody = v.object({
  /** Rappen; absent = what is left of the payment. */
  amount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  reason,
})

export const paymentsQuery = v.object({
  kind: v.optional(v.picklist(['card', 'transfer'])),
  before: v.optional(v.pipe(v.string(), v.maxLength(100))),
})

export const auditQuery = v.object({
  /** An e-mail address, or one of the actor types (system, operator, anonymous). */
  actor: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))),
  action: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  targetType: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50))),
  targetId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  from: v.optional(v.union([v.literal(''), isoDay])),
  to: v.optional(v.union([v.literal(''), isoDay])),
  before: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1))),
})
export type AuditQuery = v.InferOutput<typeof auditQuery>

export const createRequestBody = v.object({
  receivedOn: isoDay,
  channel: v.picklist(REQUEST_CHANNELS),
  kind: v.picklist(REQUEST_KINDS),
  requesterName: bounded(120, f.MSG.required),
  requesterEmail: v.optional(v.union([v.literal(''), f.email]), ''),
  requesterAddress: optionalText(300),
  locale: v.optional(v.picklist(LOCALES), 'en'),
  details: optionalText(4000),
  reportIds: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.maxLength(20)), []),
  /** The hotel concerned, by its e-mail (when no report names it). */
  hotelEmail: v.optional(v.union([v.literal(''), f.email]), ''),
})
export type CreateRequestInput = v.InferOutput<typeof createRequestBody>

export const requestsQuery = v.object({
  status: v.optional(v.picklist([...REQUEST_STATUSES, 'due'])),
})

export const closeRequestBody = v.object({ outcome: bounded(2000) })
export const disputeBody = v.object({ reportId: v.pipe(v.string(), v.maxLength(100)), disputed: v.boolean(), reason })
/** A correction: the report form's fields by their keys (the reports service validates the values). */
export const correctReportBody = v.object({
  reportId: v.pipe(v.string(), v.maxLength(100)),
  fields: v.pipe(
    v.record(v.pipe(v.string(), v.maxLength(40)), v.pipe(v.string(), v.maxLength(5000))),
    v.check((r) => Object.keys(r).length >= 1 && Object.keys(r).length <= 20, 'admin.errors.fieldUnknown'),
  ),
  reason,
})
export const deleteReportBody = v.object({ reportId: v.pipe(v.string(), v.maxLength(100)), reason })
export const hotelAnswerBody = v.object({ answer: bounded(4000, f.MSG.required) })

export const createIncidentBody = v.object({
  title: bounded(200, f.MSG.required),
  description: optionalText(4000),
  /** ISO date-time of detection (the 72-hour clock starts here). */
  detectedAt: v.pipe(v.string(), v.isoTimestamp('admin.errors.dateInvalid')),
})
export const incidentActionBody = v.object({
  text: bounded(2000, f.MSG.required),
  authorityNotified: v.optional(v.boolean(), false),
  close: v.optional(v.boolean(), false),
})
