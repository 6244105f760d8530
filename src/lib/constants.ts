// Business constants of spec section 9. Shared by server and web; change them here only.

export const LOCALES = ['en', 'fr', 'de', 'it'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
export const LOCALE_COOKIE = 'lang'

export const INACTIVITY_TIMEOUT_MS = 60_000
/**
 * How often an open, visible tab asks whether its session still holds (and at every focus): a person removed from
 * the team sees the sign-in page within a minute (issue 32 item 13; ADR 299 — the spec's 120 s halved).
 */
export const SESSION_CHECK_INTERVAL_MS = 60_000

export const TOAST = { durationMs: 4000, visibleToasts: 3, width: 356, gap: 14, position: 'top-right' } as const

export const PASSWORD_MIN_LENGTH = 6

export const SUBSCRIPTION_MONTHS = 12
export const RENEWAL_WINDOW_DAYS = 30
export const STAR_TIERS = [3, 5] as const
export const CURRENCY = 'chf'

export const PENDING_PAGE_REDIRECT_MS = 5000
export const RETURN_ERROR_REDIRECT_MS = 1000
export const PAYMENT_INTENT_PREFIX = 'pi_'

export const TERMINATION_NOTICE_DAYS = 30
export const TERMS_CHANGE_NOTICE_DAYS = 30
export const SHARED_ACCOUNT_PENALTY_CHF = 10_000
export const SHARED_ACCOUNT_EXCLUSION_YEARS = 3

export const PRIVACY = {
  requestDays: 30,
  breachHours: 72,
  memberArchiveYears: 3,
  reportRetentionYears: 3,
  technicalDataMonths: 12,
  afterBanYears: 3,
  /**
   * Data deleted from the service is gone from every backup copy within this many days: the off-site copies keep
   * 35 days (pruned daily, ADR 272), the local nightly sets 7 days and 4 weeks before (docs/operations.md).
   */
  backupCopyDays: 42,
} as const

export const SELECT = {
  maxMenuHeight: 300,
  minMenuHeight: 140,
  pageSize: 5,
  placeholder: 'Select...',
  loadingText: 'Loading...',
  noOptionsText: 'No options',
} as const
export const FLAG_SIZE_PX = 20

export const CAROUSEL = { slidesPerView: 1, spacingPx: 30 } as const

export const PRIVACY_POLICY_EFFECTIVE_DATE = '2025-05-08'

/** The report's fields a hotel may edit and the provider may correct (reports service and the console's form). */
export const REPORT_EDITABLE_FIELDS = [
  'first_name',
  'last_name',
  'birth_date',
  'birth_place',
  'nationality',
  'phone',
  'email',
  'street_name',
  'building_no',
  'apartment_no',
  'zip_code',
  'city',
  'country',
  'document_type',
  'document_number',
  'check_in',
  'check_out',
  'category',
  'amount_owed',
  'message',
] as const

/** What every API key starts with (issue 23): /api/v1 takes only these, session routes never do. */
export const API_KEY_PREFIX = 'kyg_'
