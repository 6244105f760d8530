// The administrator's one-time enrolment code as the enrolment steps send it (ADR 276; the field: EnrolmentCode.tsx).
import { ApiError } from '../../api/client'

/** What an enrolment section needs: the code to send, and where a refusal of it goes. */
export type Enrolment = { code: string; onError: (error: unknown) => void }

/** The body part that carries the code, or nothing. */
export const withCode = (enrolment: Enrolment | undefined) => (enrolment ? { enrolmentCode: enrolment.code } : {})

/** A refusal of the enrolment code, shown on its own field rather than in the section. */
export const isCodeRefusal = (error: unknown) => error instanceof ApiError && error.field === 'enrolmentCode'
