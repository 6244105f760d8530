import { Route as rootRoute } from './routes/__root'
import { adminNotFoundRoute, Route as adminRoute } from './routes/admin'
import { Route as adminAuditRoute } from './routes/admin.audit'
import { Route as adminHotelsRoute } from './routes/admin.hotels'
import { Route as adminIncidentsRoute } from './routes/admin.incidents'
import { Route as adminIndexRoute } from './routes/admin.index'
import { Route as adminPaymentsRoute } from './routes/admin.payments'
import { Route as adminRequestsRoute } from './routes/admin.requests'
import { Route as checkVerificationStatusRoute } from './routes/check-verification-status'
import { dashboardIndexRoute, dashboardNotFoundRoute, Route as dashboardRoute } from './routes/dashboard'
import { Route as dashboardNewReportRoute } from './routes/dashboard.new-report'
import { Route as dashboardProfileRoute } from './routes/dashboard.profile'
import { Route as dashboardReportsRoute } from './routes/dashboard.reports'
import { Route as dashboardSearchRoute } from './routes/dashboard.search'
import { Route as faqRoute } from './routes/faq'
import { Route as forgetPasswordRoute } from './routes/forget-password'
import { Route as termsRoute } from './routes/general-terms-conditions'
import { Route as indexRoute } from './routes/index'
import { Route as loginRoute } from './routes/login'
import { Route as paymentValidationRoute } from './routes/payment-validation'
import { Route as privacyRoute } from './routes/privacy-policy'
import { Route as profileRoute } from './routes/profile'
import { Route as registerRoute } from './routes/register'
import { Route as resetPasswordRoute } from './routes/reset-password'

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
  forgetPasswordRoute,
  resetPasswordRoute,
  dashboardRoute.addChildren([
    dashboardIndexRoute,
    dashboardSearchRoute,
    dashboardNewReportRoute,
    dashboardReportsRoute,
    dashboardProfileRoute,
    dashboardNotFoundRoute,
  ]),
  profileRoute,
  adminRoute.addChildren([
    adminIndexRoute,
    adminHotelsRoute,
    adminPaymentsRoute,
    adminAuditRoute,
    adminRequestsRoute,
    adminIncidentsRoute,
    adminNotFoundRoute,
  ]),
])
