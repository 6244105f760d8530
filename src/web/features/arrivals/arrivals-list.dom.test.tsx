import { afterEach, describe, expect, test } from 'bun:test'
import { cleanup, screen } from '@testing-library/react'
import type { ArrivalView } from '~/modules/arrivals/public'
import { mockApi } from '../../../../tests/support/mock-api'
import { renderInApp } from '../../../../tests/support/render'
import { ArrivalsPage } from './ArrivalsPage'

let api: ReturnType<typeof mockApi> | undefined
afterEach(() => {
  cleanup()
  api?.restore()
  api = undefined
})

const arrival = (n: number): ArrivalView => ({
  id: `a${n}`,
  reservation_ref: null,
  first_name: 'Guest',
  last_name: `Number ${n}`,
  birth_date: '',
  nationality: '',
  document_number: '',
  email: '',
  phone: '',
  check_in: '2026-12-01',
  check_out: '2026-12-03',
  group: 'none',
  source: 'api',
  created_at: '2026-11-26T10:00:00.000Z',
})

describe('the arrivals list', () => {
  test('says how many arrivals the days hold when the list shows only the first of them', async () => {
    api = mockApi({
      'GET /api/arrivals': {
        body: { from: '2026-11-26', to: '2026-12-10', total: 5003, arrivals: [arrival(1), arrival(2)] },
      },
      'GET /api/arrivals/alerts/unseen': { body: { unseen: 0 } },
    })
    await renderInApp(<ArrivalsPage />)
    const note = await screen.findByRole('status')
    expect(note.textContent).toBe(
      'These days hold 5003 arrivals; the first 2 are listed, the earliest check-ins first.',
    )
  })

  test('a complete list says nothing more', async () => {
    api = mockApi({
      'GET /api/arrivals': {
        body: { from: '2026-11-26', to: '2026-12-10', total: 2, arrivals: [arrival(1), arrival(2)] },
      },
      'GET /api/arrivals/alerts/unseen': { body: { unseen: 0 } },
    })
    await renderInApp(<ArrivalsPage />)
    expect(await screen.findByText('Number 2', { exact: false })).toBeTruthy()
    expect(screen.queryByText(/These days hold/)).toBeNull()
  })

  test('finding 1: a withheld arrival says in words that it was not checked, and offers no reports to open', async () => {
    api = mockApi({
      'GET /api/arrivals': {
        body: { from: '2026-11-26', to: '2026-12-10', total: 1, arrivals: [{ ...arrival(7), group: 'withheld' }] },
      },
      'GET /api/arrivals/alerts/unseen': { body: { unseen: 0 } },
    })
    await renderInApp(<ArrivalsPage />)
    const flag = await screen.findByText('Not checked: too many birth dates')
    expect(flag.getAttribute('title')).toContain('more than 3 different birth dates for this name within 30 days')
    expect(screen.queryByRole('link', { name: /Show reports/ })).toBeNull()
  })
})
