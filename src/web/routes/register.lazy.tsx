import { createLazyRoute } from '@tanstack/react-router'
import { RegistrationWizard } from '../features/billing/RegistrationWizard'

export const Route = createLazyRoute('/register')({ component: RegistrationWizard })
