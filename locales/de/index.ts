import type { Translation } from '../i18n-types'
import account from './account'
import admin from './admin'
import api from './api'
import arrivals from './arrivals'
import auditTrail from './auditTrail'
import auth from './auth'
import billing from './billing'
import confirmEmail from './confirmEmail'
import countrySelect from './countrySelect'
import dashboard from './dashboard'
import dateInput from './dateInput'
import errors from './errors'
import faq from './faq'
import guestSide from './guestSide'
import handOver from './handOver'
import journey from './journey'
import landing from './landing'
import legalNotice from './legalNotice'
import lifecycle from './lifecycle'
import mail from './mail'
import mfa from './mfa'
import noticeLetter from './noticeLetter'
import privacy from './privacy'
import profile from './profile'
import providerChange from './providerChange'
import reports from './reports'
import reportsApi from './reportsApi'
import search from './search'
import security from './security'
import shell from './shell'
import team from './team'
import terms from './terms'
import validation from './validation'
import verification from './verification'
import webhooks from './webhooks'
import yourData from './yourData'

const de = {
  shell,
  landing,
  validation,
  countrySelect,
  billing,
  auth,
  mail,
  faq,
  privacy,
  terms,
  legalNotice,
  account,
  dashboard,
  profile,
  reportsApi,
  admin,
  security,
  lifecycle,
  search,
  reports,
  journey,
  dateInput,
  confirmEmail,
  verification,
  providerChange,
  team,
  arrivals,
  api,
  mfa,
  auditTrail,
  handOver,
  errors,
  webhooks,
  yourData,
  guestSide,
  noticeLetter,
} satisfies Translation

export default de
