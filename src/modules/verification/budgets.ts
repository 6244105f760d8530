// Byte budgets of ID copies (security review 3, finding 1): anyone with a free sign-up gets a pass, so what passes
// can store is bounded per file, per pending account (whatever pass it uses), per source address and day, and for all
// pending accounts together. An upload reserves its share before its body is read and settles with what it stored.
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { AppError } from '~/kernel/errors'
import { createByteBudget } from '~/kernel/rate-limit'
import { MB } from '~/kernel/routes'
import { FILES_PER_UPLOAD } from './model'
import { DOCUMENT_MSG, storedDocumentBytes } from './service'

export type DocumentBudgetConfig = {
  ID_DOCUMENT_MAX_MB: number
  ID_DOCUMENTS_MB_PER_ACCOUNT: number
  ID_DOCUMENTS_MB_PER_ADDRESS_PER_DAY: number
  ID_DOCUMENTS_MB_PENDING_TOTAL: number
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The largest body of one ID upload: two files at the configured limit and the form's text parts. */
export const maxDocumentRequestBytes = (config: DocumentBudgetConfig) =>
  FILES_PER_UPLOAD * config.ID_DOCUMENT_MAX_MB * MB + MB

/** What one upload may store (the upload service's limits), and its settlement once the files are recorded. */
export type DocumentReservation = {
  limits: {
    maxFileBytes: number
    fileBytes: () => number
    tooLarge: () => AppError
    budget: { spend(bytes: number): void }
  }
  settle(storedBytes: number): void
}

export function createDocumentBudgets(deps: { db: DbOrTx; config: DocumentBudgetConfig; clock: Clock }) {
  const { config } = deps
  const fileBytes = config.ID_DOCUMENT_MAX_MB * MB
  const perAccount = config.ID_DOCUMENTS_MB_PER_ACCOUNT * MB
  const pendingTotal = config.ID_DOCUMENTS_MB_PENDING_TOTAL * MB
  const perAddress = createByteBudget({
    bytes: config.ID_DOCUMENTS_MB_PER_ADDRESS_PER_DAY * MB,
    windowMs: DAY_MS,
    clock: deps.clock,
  })
  const inFlight = new Map<string, number>()
  let inFlightTotal = 0

  const fileTooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_MSG.fileTooLarge, {
      field: 'documents',
      params: { mb: config.ID_DOCUMENT_MAX_MB },
    })

  return {
    /** Reserves what the hotel's next upload from `ip` may store; refuses at once when a budget is spent. */
    reserve(hotelId: string, ip: string): DocumentReservation {
      const budgets = [
        {
          left: FILES_PER_UPLOAD * fileBytes,
          refusal: () => new AppError('VALIDATION', DOCUMENT_MSG.tooMany, { field: 'documents' }),
        },
        {
          left: perAccount - storedDocumentBytes(deps, { userId: hotelId }) - (inFlight.get(hotelId) ?? 0),
          refusal: () =>
            new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_MSG.accountFull, {
              field: 'documents',
              params: { mb: config.ID_DOCUMENTS_MB_PER_ACCOUNT },
            }),
        },
        {
          left: perAddress.left(ip),
          refusal: () =>
            new AppError('RATE_LIMITED', DOCUMENT_MSG.addressSpent, {
              field: 'documents',
              retryAfterSeconds: perAddress.retryAfterSeconds(ip),
            }),
        },
        {
          left: pendingTotal - storedDocumentBytes(deps, 'pending') - inFlightTotal,
          refusal: () => new AppError('UNAVAILABLE', DOCUMENT_MSG.paused, { field: 'documents' }),
        },
      ]
      const binding = budgets.reduce((a, b) => (b.left < a.left ? b : a))
      if (binding.left <= 0) throw binding.refusal()
      const reserved = perAddress.take(ip, binding.left)
      inFlight.set(hotelId, (inFlight.get(hotelId) ?? 0) + reserved)
      inFlightTotal += reserved
      let settled = false
      // An upload cut at its reservation keeps it spent: the next attempt from the address is refused at once.
      let cut = false
      let used = 0
      return {
        limits: {
          maxFileBytes: fileBytes,
          fileBytes: () => fileBytes,
          tooLarge: fileTooLarge,
          budget: {
            spend(bytes) {
              used += bytes
              if (used > reserved) {
                cut = true
                throw binding.refusal()
              }
            },
          },
        },
        settle(stored) {
          if (settled) return
          settled = true
          perAddress.settle(ip, reserved, cut ? reserved : stored)
          const left = (inFlight.get(hotelId) ?? 0) - reserved
          if (left > 0) inFlight.set(hotelId, left)
          else inFlight.delete(hotelId)
          inFlightTotal -= reserved
        },
      }
    },
  }
}
