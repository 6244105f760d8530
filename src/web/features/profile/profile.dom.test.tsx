import { afterEach, describe, expect, test } from 'bun:test'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { emptyServerError, mockApi, proxyErrorPage } from '../../../../tests/support/mock-api'
import { renderInApp } from '../../../../tests/support/render'
import { memberFixture } from '../../../../tests/support/users'
import type { CurrentUser } from '../../api/account'
import { Toaster } from '../../components/Toaster'
import { ProfilePage } from './ProfilePage'
import { SubscriptionBadge } from './SubscriptionBadge'

let api: ReturnType<typeof mockApi> | undefined
afterEach(() => {
  cleanup()
  api?.restore()
  api = undefined
})

async function renderProfile(user: CurrentUser = memberFixture(), routes: Parameters<typeof mockApi>[0] = {}) {
  api = mockApi({ 'GET /api/user/get-current-user': { body: user }, ...routes })
  const result = await renderInApp(
    <>
      <ProfilePage />
      <Toaster />
    </>,
    { path: '/dashboard/profile' },
  )
  await screen.findByRole('heading', { level: 1 })
  return result
}
const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement
const fill = async (label: string | RegExp, value: string) => {
  await act(async () => {
    fireEvent.change(input(label), { target: { value } })
  })
}
const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
  })
}

describe('profile', () => {
  test('greets the member by first and last name and shows both columns read-only', async () => {
    await renderProfile()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hello, Anna Muster')
    expect(screen.getByRole('group', { name: 'Basic info' })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Company info' })).toBeTruthy()
    expect(input(/^First name/).value).toBe('Anna')
    expect(input(/^First name/).readOnly).toBe(true)
    expect(input(/^Hotel or company name/).value).toBe('Hotel Alpina')
    expect(input(/^Country/).value).toBe('Switzerland')
    expect(input(/^Phone/).value).toBe('+41 79 123 45 67')
    // The password is write-only: not shown outside edit mode.
    expect(screen.queryByLabelText(/^Password/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Edit info' })).toBeTruthy()
  })

  test('Edit info turns into Cancel; Cancel restores the values and leaves edit mode', async () => {
    await renderProfile()
    await click('Edit info')
    expect(input(/^First name/).readOnly).toBe(false)
    // One Cancel: the header toggle (issue 14, item 13).
    expect(screen.getAllByRole('button', { name: 'Cancel' })).toHaveLength(1)
    await fill(/^First name/, 'Annabelle')
    await fill(/^City/, 'Bern')
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Cancel' })[0]!)
    })
    expect(screen.getByRole('button', { name: 'Edit info' })).toBeTruthy()
    expect(input(/^First name/).value).toBe('Anna')
    expect(input(/^City/).value).toBe('Zurich')
    expect(input(/^First name/).readOnly).toBe(true)
  })

  test("the spec's field messages appear in the browser, and nothing is sent", async () => {
    await renderProfile()
    await click('Edit info')
    await fill(/^First name/, 'Al1')
    await fill(/^Last name/, 'Muster2')
    await fill(/^Phone/, '079 abc')
    await fill(/^Email/, 'anna@')
    await fill(/^Hotel or company name/, 'Hotel <Alpina>')
    await fill(/^ZIP code/, '80')
    await click('Save changes')
    for (const text of [
      'First name must contain only letters.',
      'Last name must contain only letters.',
      'Please enter a valid phone number, for example +41 79 123 45 67.',
      'Please enter a valid email address.',
      'Company name must contain only letters, numbers, and spaces.',
      'ZIP code must be at least 3 characters long.',
    ])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0)
    expect(api?.calls.filter((c) => c.method === 'PUT')).toHaveLength(0)
    // One summary is announced (not one alert per field); it links to each field, which is invalid and described.
    const summary = screen.getByRole('alert')
    expect(summary.className).toBe('error-summary')
    const links = Array.from(summary.querySelectorAll('a')).map((a) => a.getAttribute('href'))
    expect(links).toEqual([
      '#profile-firstName',
      '#profile-lastName',
      '#profile-phone',
      '#profile-email',
      '#profile-companyName',
      '#profile-zipCode',
    ])
    const first = input(/^First name/)
    expect(first.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe(
      'First name must contain only letters.',
    )
  })

  test('the password field is blank and shows its content while focused', async () => {
    await renderProfile()
    await click('Edit info')
    const password = input(/^Password/)
    expect(password.value).toBe('')
    expect(password.type).toBe('password')
    await act(async () => {
      fireEvent.focus(password)
    })
    expect(input(/^Password/).type).toBe('text')
    await act(async () => {
      fireEvent.blur(input(/^Password/))
    })
    expect(input(/^Password/).type).toBe('password')
  })

  test('the country field offers Switzerland, Germany, France, Italy and Other', async () => {
    await renderProfile()
    await click('Edit info')
    const combobox = screen.getByRole('combobox', { name: /^Country/ })
    await act(async () => {
      fireEvent.keyDown(combobox, { key: 'ArrowDown' })
    })
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Switzerland',
      'Germany',
      'France',
      'Italy',
      'Other',
    ])
  })

  test('staff edit their own details while the hotel’s stay read-only and are not sent (only the owner changes them)', async () => {
    const staff = memberFixture({ team_role: 'staff', f_name: 'Lea' })
    await renderProfile(staff, { 'PUT /api/user/update/u_member_1': { body: { ...staff, f_name: 'Leandra' } } })
    await click('Edit info')
    expect(screen.getByText('Only the owner of the hotel account can change the hotel’s details.')).toBeTruthy()
    expect(input(/^First name/).readOnly).toBe(false)
    for (const label of [/^Hotel or company name/, /^Street/, /^ZIP/, /^City/, /^Country/])
      expect(input(label).readOnly).toBe(true)
    await fill(/^First name/, 'Leandra')
    await click('Save changes')
    expect(await screen.findByText('Your profile has been updated.')).toBeTruthy()
    const put = api?.calls.find((c) => c.method === 'PUT')
    expect(Object.keys(put?.body as object).filter((k) => k.startsWith('company') || k === 'city')).toEqual([])
  })

  test('staff invited without a phone save their profile with it blank (ADR 235)', async () => {
    const staff = memberFixture({ team_role: 'staff', f_name: 'Lea', phone: '' })
    await renderProfile(staff, { 'PUT /api/user/update/u_member_1': { body: { ...staff, f_name: 'Leandra' } } })
    await click('Edit info')
    expect(input(/^Phone/).required).toBe(false)
    await fill(/^First name/, 'Leandra')
    await click('Save changes')
    expect(await screen.findByText('Your profile has been updated.')).toBeTruthy()
    expect(api?.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ f_name: 'Leandra', phone: '' })
  })

  test('an owner must keep a phone: a blank one is refused in the browser and nothing is sent (ADR 235)', async () => {
    await renderProfile(memberFixture())
    await click('Edit info')
    expect(input(/^Phone/).required).toBe(true)
    await fill(/^Phone/, '')
    await click('Save changes')
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This field is required.'))
    expect(api?.calls.some((c) => c.method === 'PUT')).toBe(false)
  })

  test("Save changes sends the spec's payload, shows a busy state, a toast, and leaves edit mode", async () => {
    const updated = memberFixture({ f_name: 'Annabelle' })
    const reply = Promise.withResolvers<void>()
    await renderProfile(memberFixture(), { 'PUT /api/user/update/u_member_1': { body: updated, hold: reply.promise } })
    await click('Edit info')
    await fill(/^First name/, 'Annabelle')
    await fill(/^Password/, 'newsecret')
    await fill(/^Current password/, 'old-secret-1')
    await click('Save changes')
    expect((screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(true)
    reply.resolve()
    expect(await screen.findByText('Your profile has been updated.')).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit info' })).toBeTruthy())
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hello, Annabelle Muster')
    const put = api?.calls.find((c) => c.method === 'PUT')
    expect(put?.body).toEqual({
      f_name: 'Annabelle',
      l_name: 'Muster',
      // Sent as shown; the server stores it in E.164 (ADR 120).
      phone: '+41 79 123 45 67',
      email: 'anna@alpina.ch',
      company_name: 'Hotel Alpina',
      street_name: 'Bahnhofstrasse',
      building_no: '12',
      room_no: '',
      zip_code: '8001',
      city: 'Zurich',
      country: 'Switzerland',
      password: 'newsecret',
      // A new password needs the current one (the server refuses the change without it).
      current_password: 'old-secret-1',
    })
  })

  test('a wrong current password is shown on the Current password field, and nothing else changes', async () => {
    await renderProfile(memberFixture(), {
      'PUT /api/user/update/u_member_1': {
        status: 400,
        body: { message: 'Your current password is not correct.', field: 'current_password' },
      },
    })
    await click('Edit info')
    await fill(/^Password/, 'another-strong-pw')
    await fill(/^Current password/, 'wrong')
    await click('Save changes')
    await waitFor(() => expect(input(/^Current password/).getAttribute('aria-invalid')).toBe('true'))
    expect(input(/^Password/).value).toBe('another-strong-pw')
  })

  test('a refusal from the server is shown as a toast and on the field it names, and the edits stay', async () => {
    await renderProfile(memberFixture(), {
      'PUT /api/user/update/u_member_1': {
        status: 409,
        body: { message: 'An account with this email address already exists.', field: 'email' },
      },
    })
    await click('Edit info')
    await fill(/^Email/, 'taken@alpina.ch')
    await click('Save changes')
    await waitFor(() =>
      expect(screen.getAllByText('An account with this email address already exists.').length).toBeGreaterThan(1),
    )
    expect(input(/^Email/).value).toBe('taken@alpina.ch')
    expect(input(/^Email/).getAttribute('aria-invalid')).toBe('true')
  })

  for (const [what, reply] of [
    ['a 500 with an empty JSON object', emptyServerError()],
    ["a reverse proxy's 502 HTML page", proxyErrorPage()],
  ] as const) {
    test(`${what} shows "An error occurred while validating the email.", not a status text or HTML`, async () => {
      await renderProfile(memberFixture(), { 'PUT /api/user/update/u_member_1': reply })
      await click('Edit info')
      await fill(/^First name/, 'Annabelle')
      await click('Save changes')
      expect((await screen.findAllByText('An error occurred while validating the email.')).length).toBeGreaterThan(0)
      expect(document.body.textContent).not.toContain('Bad Gateway')
      expect(document.body.textContent).not.toContain('Internal Server Error')
    })
  }
})

describe('subscription badge', () => {
  test('reads "Active until" the expiry date, green while valid', async () => {
    await renderInApp(
      <SubscriptionBadge
        paymentData={[{ price: 490, expiry_date: '2027-03-31T00:00:00.000Z' }]}
        now={new Date('2026-11-22')}
      />,
    )
    const badge = screen.getByText(/^Active until/)
    expect(badge.textContent).toBe('Active until 31 March 2027')
    expect(badge.className).toContain('badge-success')
  })

  test('once the expiry has passed it is red and says "Abgelaufen am", never "Aktiv bis" (issue 24, item 17)', async () => {
    await renderInApp(
      <SubscriptionBadge
        paymentData={[{ price: 490, expiry_date: '2026-01-31T00:00:00.000Z' }]}
        now={new Date('2026-11-22')}
      />,
      { locale: 'de' },
    )
    const badge = screen.getByText(/^Abgelaufen am/)
    expect(badge.className).toContain('badge-danger')
    expect(badge.textContent).toBe('Abgelaufen am 31. Januar 2026')
    expect(screen.queryByText(/Aktiv/)).toBeNull()
  })

  test('says plainly when there is no payment on record yet', async () => {
    await renderInApp(<SubscriptionBadge paymentData={[]} />)
    expect(screen.getByText('No subscription on record')).toBeTruthy()
  })
})
