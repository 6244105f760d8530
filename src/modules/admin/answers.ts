// What the console's routes answer (ADR 160: their response schemas). Elysia checks each answer against its schema
// and sends only what the schema names; Eden types the console's calls from these.
import * as v from 'valibot'
import { LOCALES } from '~/lib/constants'
import { TEAM_ROLES, USER_ROLES, USER_STATUSES } from '~/modules/auth/public'
import { PAYMENT_PROVIDERS, PAYMENT_PURPOSES, PAYMENT_STATUSES } from '~/modules/billing/public'
import { JOB_RUN_STATUSES } from '~/modules/jobs/public'
import { documentView } from '~/modules/verification/public'
import { ACTOR_TYPES } from './audit'
import { LETTER_TYPES } from './letters'
import { REQUEST_CHANNELS, REQUEST_KINDS, REQUEST_STATUSES, WEB_REQUEST_FILE_PURPOSES } from './schema'

const id = v.pipe(v.string(), v.maxLength(64))
export const idParams = v.object({ id })
export const referenceParams = v.object({ reference: v.pipe(v.string(), v.maxLength(64)) })
export const seqParams = v.object({ seq: v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'admin.errors.entryNotFound')) })

const nullableString = v.nullable(v.string())
const cursor = v.nullable(v.string())

// Overview ----------------------------------------------------------------------------------------------------------

export const overviewAnswer = v.object({
  hotelsPending: v.number(),
  reportsPending: v.nullable(v.number()),
  transfersWaiting: v.number(),
  requestsDue: v.number(),
  incidentsOpen: v.number(),
  failedJobs: v.number(),
  searchBursts: v.number(),
  auditChain: v.nullable(v.object({ ok: v.boolean(), at: v.string(), brokenAtSeq: v.nullable(v.number()) })),
  disk: v.nullable(v.object({ freeMb: v.number(), floorMb: v.number(), low: v.boolean() })),
  // Off-site copies (issue 35): null when no BACKUP_REPOSITORY is set.
  offsite: v.nullable(
    v.object({
      lastSuccessAt: nullableString,
      ageMinutes: v.nullable(v.number()),
      repositoryBytes: v.nullable(v.number()),
      limitMinutes: v.number(),
      stale: v.boolean(),
    }),
  ),
})

// Hotels ------------------------------------------------------------------------------------------------------------

const memberSummary = v.object({
  id: v.string(),
  email: v.string(),
  fName: v.string(),
  lName: v.string(),
  phone: v.string(),
  role: v.picklist(USER_ROLES),
  status: v.picklist(USER_STATUSES),
  statusReason: nullableString,
  locale: v.string(),
  createdAt: v.string(),
  company: v.nullable(
    v.object({
      id: v.string(),
      name: v.string(),
      street: v.string(),
      buildingNo: v.string(),
      zipCode: v.string(),
      city: v.string(),
      country: v.string(),
      stars: v.number(),
      association: v.boolean(),
      uid: nullableString,
    }),
  ),
})

const subscriptionState = v.object({
  state: v.picklist(['none', 'active', 'expired']),
  expiresAt: nullableString,
  plan: nullableString,
})

const application = v.object({
  ...memberSummary.entries,
  declaration: v.nullable(v.object({ fullName: v.string(), version: v.string(), acceptedAt: v.string() })),
  payment: v.object({
    status: v.picklist([...PAYMENT_STATUSES, 'none']),
    provider: nullableString,
    reference: nullableString,
    amountRappen: v.nullable(v.number()),
  }),
  documents: v.array(documentView),
})

export const applicationsAnswer = v.object({ applications: v.array(application), total: v.number(), next: cursor })

export const membersAnswer = v.object({
  members: v.array(v.object({ ...memberSummary.entries, subscription: subscriptionState })),
  total: v.nullable(v.number()),
  next: cursor,
  pageSize: v.number(),
})

export const memberAnswer = v.object({
  ...application.entries,
  subscription: subscriptionState,
  payments: v.array(
    v.object({
      id: v.string(),
      provider: v.picklist(PAYMENT_PROVIDERS),
      purpose: v.picklist(PAYMENT_PURPOSES),
      status: v.picklist(PAYMENT_STATUSES),
      amountRappen: v.number(),
      reference: nullableString,
      createdAt: v.string(),
    }),
  ),
  reports: v.array(v.object({ id: v.string(), guestName: v.string(), status: v.string(), createdAt: v.string() })),
  team: v.array(
    v.object({
      id: v.string(),
      fName: v.string(),
      lName: v.string(),
      email: v.string(),
      teamRole: v.picklist(TEAM_ROLES),
      status: v.picklist([...USER_STATUSES, 'removed']),
    }),
  ),
})

/** An account after a decision: never more than this (no password hash, no session data). */
export const decidedAnswer = v.object({ id: v.string(), email: v.string(), status: v.picklist(USER_STATUSES) })
export const subscriptionAnswer = v.object({ expiresAt: v.string() })

// Payments ----------------------------------------------------------------------------------------------------------

export const transfersAnswer = v.object({
  transfers: v.array(
    v.object({
      id: v.string(),
      reference: v.string(),
      amountRappen: v.number(),
      purpose: v.picklist(PAYMENT_PURPOSES),
      userId: v.string(),
      email: v.string(),
      hotel: v.string(),
      accountStatus: v.string(),
      createdAt: v.string(),
      ageDays: v.number(),
    }),
  ),
  total: v.number(),
  next: cursor,
})

export const paymentsAnswer = v.object({
  payments: v.array(
    v.object({
      id: v.string(),
      provider: v.picklist(PAYMENT_PROVIDERS),
      reference: v.string(),
      amountRappen: v.number(),
      refundedRappen: v.number(),
      status: v.picklist(PAYMENT_STATUSES),
      purpose: v.picklist(PAYMENT_PURPOSES),
      userId: v.string(),
      email: v.string(),
      hotel: v.string(),
      createdAt: v.string(),
      confirmedAt: nullableString,
    }),
  ),
  next: cursor,
})

export const confirmedAnswer = v.object({
  reference: nullableString,
  email: v.string(),
  purpose: v.picklist(PAYMENT_PURPOSES),
  expiresAt: v.string(),
})
export const refundAnswer = v.object({ id: v.string(), amountRappen: v.number(), providerRefundId: nullableString })

// Audit -------------------------------------------------------------------------------------------------------------

const auditRow = v.object({
  seq: v.number(),
  at: v.string(),
  actorType: v.picklist(ACTOR_TYPES),
  actorId: nullableString,
  actorEmail: nullableString,
  /** The person who acted, or the API key's name; null for the system and the operator (issue 21). */
  actorName: nullableString,
  /** The hotel the entry concerns. */
  hotelId: nullableString,
  hotelName: nullableString,
  action: v.string(),
  targetType: nullableString,
  targetId: nullableString,
  details: v.record(v.string(), v.unknown()),
  ip: nullableString,
})
export const auditPageAnswer = v.object({ entries: v.array(auditRow), next: v.nullable(v.number()) })
export const auditEntryAnswer = v.object({ ...auditRow.entries, hash: v.string(), prevHash: v.string() })
export const auditActionsAnswer = v.array(v.string())
export const verifiedAnswer = v.union([
  v.object({ ok: v.literal(true), entries: v.number(), at: v.string() }),
  v.object({ ok: v.literal(false), brokenAtSeq: v.number(), at: v.string() }),
])

// Data-subject requests ---------------------------------------------------------------------------------------------

const requestView = v.object({
  id: v.string(),
  receivedOn: v.string(),
  dueOn: v.string(),
  channel: v.picklist(REQUEST_CHANNELS),
  kind: v.picklist(REQUEST_KINDS),
  requesterName: v.string(),
  requesterEmail: v.string(),
  requesterAddress: v.string(),
  locale: v.string(),
  details: v.string(),
  reportIds: v.array(v.string()),
  hotelUserId: nullableString,
  status: v.picklist(REQUEST_STATUSES),
  forwardedAt: nullableString,
  hotelUntil: nullableString,
  remindedAt: nullableString,
  hotelAnswer: nullableString,
  hotelAnsweredAt: nullableString,
  outcome: nullableString,
  closedAt: nullableString,
  createdAt: v.string(),
  updatedAt: v.string(),
  daysLeft: v.number(),
  overdue: v.boolean(),
  dueSoon: v.boolean(),
})
export const requestAnswer = requestView
export const requestsAnswer = v.array(v.object({ ...requestView.entries, hotel: v.string() }))
export const requestDetailAnswer = v.object({
  ...requestView.entries,
  hotel: v.nullable(v.object({ id: v.string(), email: v.string(), name: v.string(), locale: v.string() })),
  reports: v.array(
    v.object({
      id: v.string(),
      hotelUserId: v.string(),
      hotelName: v.string(),
      author: v.string(),
      createdAt: v.string(),
      status: v.string(),
      disputed: v.boolean(),
      fields: v.array(v.object({ label: v.string(), value: v.string() })),
    }),
  ),
  reportsAvailable: v.boolean(),
  files: v.array(
    v.object({
      id: v.string(),
      purpose: v.picklist(WEB_REQUEST_FILE_PURPOSES),
      name: v.string(),
      type: v.string(),
      size: v.number(),
    }),
  ),
})
export const letterAnswer = v.object({ locale: v.picklist(LOCALES), type: v.picklist(LETTER_TYPES), text: v.string() })

/** What the hotel sees of a request forwarded to it: not the requester's contact details. */
const hotelRequestView = v.object({
  id: v.string(),
  kind: v.picklist(REQUEST_KINDS),
  receivedOn: v.string(),
  dueOn: v.string(),
  requesterName: v.string(),
  details: v.string(),
  reportIds: v.array(v.string()),
  status: v.picklist(REQUEST_STATUSES),
  hotelAnswer: nullableString,
  hotelAnsweredAt: nullableString,
  /** A paid guest's request (ADR 305): the day the hotel has until, its report, and the proof of payment's files. */
  paid: v.nullable(
    v.object({
      until: v.string(),
      reportId: v.string(),
      proofs: v.array(v.object({ id: v.string(), name: v.string(), type: v.string(), size: v.number() })),
    }),
  ),
})
export const hotelRequestAnswer = hotelRequestView
export const hotelRequestsAnswer = v.array(hotelRequestView)

// Jobs and incidents ------------------------------------------------------------------------------------------------

const counts = v.record(v.string(), v.number())
export const jobsAnswer = v.array(
  v.object({
    id: v.string(),
    description: v.string(),
    schedule: v.string(),
    words: v.variant('kind', [
      v.object({ kind: v.literal('seconds'), every: v.number() }),
      v.object({ kind: v.literal('minutes'), every: v.number() }),
      v.object({ kind: v.literal('hourly'), minute: v.number() }),
      v.object({ kind: v.literal('hours'), every: v.number(), minute: v.number() }),
      v.object({ kind: v.literal('daily'), time: v.string() }),
      v.object({ kind: v.literal('cron') }),
    ]),
    nextRun: nullableString,
    lastRun: v.nullable(
      v.object({
        status: v.picklist(JOB_RUN_STATUSES),
        startedAt: v.string(),
        endedAt: nullableString,
        counts,
        error: nullableString,
      }),
    ),
    lastError: v.nullable(v.object({ at: v.string(), error: v.string() })),
    lastSuccess: v.nullable(v.object({ at: v.string(), ageMinutes: v.number(), counts })),
  }),
)
export const jobRunAnswer = v.object({
  jobId: v.string(),
  status: v.picklist(['ok', 'failed', 'skipped']),
  startedAt: v.string(),
  endedAt: v.string(),
  counts,
  error: v.optional(v.string()),
})

const incident = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  detectedAt: v.string(),
  actions: v.array(v.object({ at: v.string(), text: v.string(), by: nullableString })),
  authorityNotifiedAt: nullableString,
  closedAt: nullableString,
  createdAt: v.string(),
  updatedAt: v.string(),
  deadline: v.string(),
  hoursLeft: v.number(),
  overdue: v.boolean(),
})
export const incidentAnswer = incident
export const incidentsAnswer = v.array(incident)
