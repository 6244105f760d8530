// The one list of API error codes, shared by the server (src/kernel/errors.ts) and the web client
// (src/web/api/client.ts): every error answer is `{ message, code, field?, errorId? }` with one of these codes.

export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  BAD_ORIGIN: 403,
  /** An administrator (or a person whose hotel requires it) without a second factor (issue 21). */
  MFA_ENROLMENT_REQUIRED: 403,
  NOT_FOUND: 404,
  /** The address exists for other methods (the answer's Allow header names them). */
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** Below the free-disk floor: no upload is taken (security review 3, finding 3). */
  INSUFFICIENT_STORAGE: 507,
  UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

/** The JSON body every API error answers with. */
export type ErrorBody = { message: string; code: ErrorCode; field?: string; errorId?: string }
