// One error type for the whole server. Services throw it; the app's single onError maps it to HTTP.

export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  BAD_ORIGIN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: ErrorCode,
    /** Shown to the user: plain, no internals. */
    message: string,
    readonly extra: { field?: string; retryAfterSeconds?: number; [key: string]: unknown } = {},
  ) {
    super(message)
    this.name = 'AppError'
    this.status = ERROR_STATUS[code]
  }
}

export const notFound = (message = 'Not found.') => new AppError('NOT_FOUND', message)
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('FORBIDDEN', message)
export const unauthenticated = (message = 'Please sign in again.') => new AppError('UNAUTHENTICATED', message)
export const validation = (field: string, message: string) => new AppError('VALIDATION', message, { field })
export const conflict = (message: string, field?: string) => new AppError('CONFLICT', message, field ? { field } : {})

/** The JSON body every API error answers with. */
export type ErrorBody = { message: string; code: ErrorCode; field?: string; errorId?: string }
