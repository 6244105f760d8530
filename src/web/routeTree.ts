import { Route as rootRoute } from './routes/__root'
import { Route as checkVerificationStatusRoute } from './routes/check-verification-status'
import { Route as faqRoute } from './routes/faq'
import { Route as termsRoute } from './routes/general-terms-conditions'
import { Route as indexRoute } from './routes/index'
import { Route as loginRoute } from './routes/login'
import { Route as paymentValidationRoute } from './routes/payment-validation'
import { Route as privacyRoute } from './routes/privacy-policy'
import { Route as registerRoute } from './routes/register'

// Code-based route tree: add each new screen's route here.
export const routeTree = rootRoute.addChildren([
  indexRoute,
  faqRoute,
  privacyRoute,
  termsRoute,
  loginRoute,
  registerRoute,
  paymentValidationRoute,
  checkVerificationStatusRoute,
])
