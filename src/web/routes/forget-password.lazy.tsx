import { createLazyRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage'

export const Route = createLazyRoute('/forget-password')({ component: ForgotPasswordPage })
