// The examples of the OpenAPI document (issue 33, item 6): every request and answer shows one. `recommended-strict`
// checks each against its schema (no-invalid-media-type-examples), so an example that drifts from the contract fails.
import type { ArrivalsBatch, ArrivalsPageV1, BatchResult, SearchAnswerV1, SearchRequest } from './model'

/** The version of the /api/v1 contract (the guide's changelog says what each changed). */
export const API_VERSION = '1.2.0'

export const batchExample: ArrivalsBatch = {
  reservations: [
    {
      reservation_ref: 'R-1042',
      first_name: 'Anna',
      last_name: 'Muster',
      birth_date: '1985-06-01',
      nationality: 'CH',
      email: 'anna.muster@example.org',
      check_in: '2026-11-27',
      check_out: '2026-11-29',
    },
    {
      reservation_ref: 'R-1043',
      first_name: 'Marco',
      last_name: 'Bernasconi',
      check_in: '2026-11-27',
      check_out: '2026-11-28',
    },
  ],
}

export const batchResultExample: BatchResult = {
  arrivals: [
    { reservation_ref: 'R-1042', status: 'added', group: 'none' },
    { reservation_ref: 'R-1043', status: 'updated', group: 'exact' },
  ],
}

export const arrivalsPageExample: ArrivalsPageV1 = {
  from: '2026-11-27',
  to: '2026-12-11',
  total: 3,
  arrivals: [
    { reservation_ref: 'R-1042', check_in: '2026-11-27', check_out: '2026-11-29', group: 'none', alert: false },
    { reservation_ref: 'R-1043', check_in: '2026-11-27', check_out: '2026-11-28', group: 'exact', alert: true },
  ],
  next_cursor: 'MjAyNi0xMS0yNzo0Mg',
}

export const searchRequestExample: SearchRequest = {
  first_name: 'Johann',
  last_name: 'Müller',
  birth_date: '1980-03-12',
}

export const searchAnswerExample: SearchAnswerV1 = {
  exact: [
    {
      report_id: '0193a5f2-1111-7a10-9d2e-5b7c1e0f4a21',
      matched: ['name', 'birth_date'],
      published_by: { hotel_name: 'Hotel Adler', city: 'Luzern' },
      published_at: '2026-10-01T10:00:00.000Z',
      check_in: '2026-09-20',
      check_out: '2026-09-23',
      category: 'unpaid_bill',
      amount_owed: 45000,
      message: 'Left without paying the last two nights.',
    },
  ],
  close: [],
  same_company: [],
  withheld: false,
}

export const webhookEventExample = {
  id: 'evt_0193a5f2-2222-7a10-9d2e-5b7c1e0f4a21',
  type: 'arrival.match',
  created: '2026-11-26T07:42:10.123Z',
  livemode: true,
  data: {
    alert_id: '0193a5f2-3333-7a10-9d2e-5b7c1e0f4a21',
    arrival_id: '0193a5f2-4444-7a10-9d2e-5b7c1e0f4a21',
    reservation_ref: 'R-1043',
    group: 'exact',
    url: 'https://knowyourguest.ch/dashboard/arrivals/alerts?alert=0193a5f2-3333-7a10-9d2e-5b7c1e0f4a21',
  },
}

const WEBHOOK = {
  id: '0193a5f2-5555-7a10-9d2e-5b7c1e0f4a21',
  url: 'https://pms.example.org/kyg/webhook',
  secret_prefix: 'whsec_Ab3d',
  created_at: '2026-11-26T07:40:00.000Z',
}
export const webhookExamples = {
  list: { webhooks: [WEBHOOK] },
  created: { secret: 'whsec_Ab3dEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg=', webhook: WEBHOOK },
  delivery: {
    id: '0193a5f2-6666-7a10-9d2e-5b7c1e0f4a21',
    event: 'webhook.test',
    status: 'delivered',
    attempts: 1,
    last_status: 200,
    last_error: null,
    response_excerpt: 'ok',
    created_at: '2026-11-26T07:41:00.000Z',
    last_attempt_at: '2026-11-26T07:41:00.412Z',
    next_attempt_at: null,
    delivered_at: '2026-11-26T07:41:00.412Z',
  },
}
