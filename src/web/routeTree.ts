import { withChunkPreloads } from './route-chunks'
import { Route as rootRoute } from './routes/__root'
import { adminNotFoundRoute, Route as adminRoute } from './routes/admin'
import { Route as adminAuditRoute } from './routes/admin.audit'
import { Route as adminHotelsRoute } from './routes/admin.hotels'
import { Route as adminIncidentsRoute } from './routes/admin.incidents'
import { Route as adminIndexRoute } from './routes/admin.index'
import { Route as adminJobsRoute } from './routes/admin.jobs'
import { Route as adminNoticesRoute } from './routes/admin.notices'
import { Route as adminPaymentsRoute } from './routes/admin.payments'
import { Route as adminReportsRoute } from './routes/admin.reports'
import { Route as adminRequestsRoute } from './routes/admin.requests'
import { Route as checkVerificationStatusRoute } from './routes/check-verification-status'
import { Route as confirmEmailRoute } from './routes/confirm-email'
import { dashboardIndexRoute, dashboardNotFoundRoute, Route as dashboardRoute } from './routes/dashboard'
import {
  alertsRoute as dashboardAlertsRoute,
  arrivalRoute as dashboardArrivalRoute,
  Route as dashboardArrivalsRoute,
} from './routes/dashboard.arrivals'
import { Route as dashboardNewReportRoute } from './routes/dashboard.new-report'
import { Route as dashboardProfileRoute } from './routes/dashboard.profile'
import { Route as dashboardReportsRoute } from './routes/dashboard.reports'
import { Route as dashboardEditReportRoute } from './routes/dashboard.reports.edit'
import { requestRoute as dashboardRequestRoute, Route as dashboardRequestsRoute } from './routes/dashboard.requests'
import { Route as dashboardSearchRoute } from './routes/dashboard.search'
import { Route as faqRoute } from './routes/faq'
import { Route as forgetPasswordRoute } from './routes/forget-password'
import { Route as termsRoute } from './routes/general-terms-conditions'
import { Route as indexRoute } from './routes/index'
import { Route as joinRoute } from './routes/join'
import { Route as legalNoticeRoute } from './routes/legal-notice'
import { Route as loginRoute } from './routes/login'
import { Route as paymentValidationRoute } from './routes/payment-validation'
import { Route as privacyRoute } from './routes/privacy-policy'
import { Route as profileRoute } from './routes/profile'
import { Route as registerRoute } from './routes/register'
import { Route as resetPasswordRoute } from './routes/reset-password'
import { Route as securityRoute } from './routes/security'
import { confirmRoute as yourDataConfirmRoute, Route as yourDataRoute } from './routes/your-data'

// Code-based route tree: add each new screen's route here.
//
// Code splitting (ADR 110): a screen's route is two files, and its line below is the one change to this file.
//   routes/x.tsx       createRoute({ path, beforeLoad, loader, head, validateSearch }): NO component; bundled into
//                      the entry, so keep it small (guards, query options, titles).
//   routes/x.lazy.tsx  export const Route = createLazyRoute('/x')({ component: XPage }): the screen and everything
//                      it imports become their own chunk, loaded only on that route (and preloaded on link intent).
//   here               xRoute.lazy(() => import('./routes/x.lazy').then((m) => m.Route)),
// The client build maps createLazyRoute('<id>') to its chunks, and the server preloads the current route's chunks
// (<link rel="modulepreload">) so hydration does not wait on a waterfall. A route with its component inline in
// x.tsx still works, but its code then ships to every page, and `bun run test` checks the JavaScript budgets.
// withChunkPreloads: a client navigation requests all of a lazy route's chunks at once (ADR 148).
export const routeTree = withChunkPreloads(
  rootRoute.addChildren([
    indexRoute.lazy(() => import('./routes/index.lazy').then((m) => m.Route)),
    faqRoute.lazy(() => import('./routes/faq.lazy').then((m) => m.Route)),
    privacyRoute.lazy(() => import('./routes/privacy-policy.lazy').then((m) => m.Route)),
    termsRoute.lazy(() => import('./routes/general-terms-conditions.lazy').then((m) => m.Route)),
    legalNoticeRoute.lazy(() => import('./routes/legal-notice.lazy').then((m) => m.Route)),
    loginRoute.lazy(() => import('./routes/login.lazy').then((m) => m.Route)),
    registerRoute.lazy(() => import('./routes/register.lazy').then((m) => m.Route)),
    paymentValidationRoute.lazy(() => import('./routes/payment-validation.lazy').then((m) => m.Route)),
    checkVerificationStatusRoute.lazy(() => import('./routes/check-verification-status.lazy').then((m) => m.Route)),
    forgetPasswordRoute.lazy(() => import('./routes/forget-password.lazy').then((m) => m.Route)),
    resetPasswordRoute.lazy(() => import('./routes/reset-password.lazy').then((m) => m.Route)),
    confirmEmailRoute.lazy(() => import('./routes/confirm-email.lazy').then((m) => m.Route)),
    joinRoute.lazy(() => import('./routes/join.lazy').then((m) => m.Route)),
    yourDataRoute.lazy(() => import('./routes/your-data.lazy').then((m) => m.Route)),
    yourDataConfirmRoute.lazy(() => import('./routes/your-data.confirm.lazy').then((m) => m.Route)),
    dashboardRoute
      .lazy(() => import('./routes/dashboard.lazy').then((m) => m.Route))
      .addChildren([
        dashboardIndexRoute,
        dashboardSearchRoute.lazy(() => import('./routes/dashboard.search.lazy').then((m) => m.Route)),
        dashboardNewReportRoute.lazy(() => import('./routes/dashboard.new-report.lazy').then((m) => m.Route)),
        dashboardReportsRoute.lazy(() => import('./routes/dashboard.reports.lazy').then((m) => m.Route)),
        dashboardEditReportRoute.lazy(() => import('./routes/dashboard.reports.edit.lazy').then((m) => m.Route)),
        dashboardArrivalsRoute.lazy(() => import('./routes/dashboard.arrivals.lazy').then((m) => m.Route)),
        dashboardAlertsRoute.lazy(() => import('./routes/dashboard.arrivals.alerts.lazy').then((m) => m.Route)),
        dashboardArrivalRoute.lazy(() => import('./routes/dashboard.arrival.lazy').then((m) => m.Route)),
        dashboardProfileRoute.lazy(() => import('./routes/dashboard.profile.lazy').then((m) => m.Route)),
        dashboardRequestsRoute.lazy(() => import('./routes/dashboard.requests.lazy').then((m) => m.Route)),
        dashboardRequestRoute.lazy(() => import('./routes/dashboard.request.lazy').then((m) => m.Route)),
        dashboardNotFoundRoute,
      ]),
    profileRoute.lazy(() => import('./routes/profile.lazy').then((m) => m.Route)),
    securityRoute.lazy(() => import('./routes/security.lazy').then((m) => m.Route)),
    adminRoute
      .lazy(() => import('./routes/admin.lazy').then((m) => m.Route))
      .addChildren([
        adminIndexRoute.lazy(() => import('./routes/admin.index.lazy').then((m) => m.Route)),
        adminHotelsRoute.lazy(() => import('./routes/admin.hotels.lazy').then((m) => m.Route)),
        adminReportsRoute.lazy(() => import('./routes/admin.reports.lazy').then((m) => m.Route)),
        adminPaymentsRoute.lazy(() => import('./routes/admin.payments.lazy').then((m) => m.Route)),
        adminAuditRoute.lazy(() => import('./routes/admin.audit.lazy').then((m) => m.Route)),
        adminRequestsRoute.lazy(() => import('./routes/admin.requests.lazy').then((m) => m.Route)),
        adminIncidentsRoute.lazy(() => import('./routes/admin.incidents.lazy').then((m) => m.Route)),
        adminJobsRoute.lazy(() => import('./routes/admin.jobs.lazy').then((m) => m.Route)),
        adminNoticesRoute.lazy(() => import('./routes/admin.notices.lazy').then((m) => m.Route)),
        adminNotFoundRoute,
      ]),
  ]),
)
