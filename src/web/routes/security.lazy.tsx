import { createLazyRoute } from '@tanstack/react-router'
import { SecurityPage } from '../features/mfa/SecurityPage'

export const Route = createLazyRoute('/security')({ component: () => <SecurityPage /> })
