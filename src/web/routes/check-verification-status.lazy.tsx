import { createLazyRoute } from '@tanstack/react-router'
import { PendingVerification } from '../features/billing/PendingVerification'

export const Route = createLazyRoute('/check-verification-status')({ component: PendingVerification })
