import { afterEach, describe, expect, test } from 'bun:test'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { type MockAnswer, mockApi, networkDown } from '../../../../tests/support/mock-api'
import { renderInApp } from '../../../../tests/support/render'
import { ConfirmEmailPage } from './ConfirmEmailPage'

let api: ReturnType<typeof mockApi> | undefined
afterEach(() => {
  cleanup()
  api?.restore()
  api = undefined
})

const POST = 'POST /api/user/confirm-email'
async function open(answer: MockAnswer | undefined, token: string | undefined = 'tok_123', locale: 'en' | 'fr' = 'en') {
  api = mockApi(answer ? { [POST]: answer } : {})
  await renderInApp(<ConfirmEmailPage token={token} />, { locale, path: '/confirm-email' })
}
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name })

describe('the page a new e-mail address’s confirmation link opens (finding 7)', () => {
  test('a valid link confirms once and says which address signs in from now on', async () => {
    await open({ body: { message: 'Your email address has been changed.', email: 'new-home@example.ch' } })
    expect(await heading('Email address confirmed')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('From now on you sign in with new-home@example.ch.')
    expect(api!.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/user/confirm-email', body: { token: 'tok_123' } },
    ])
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/dashboard/profile')
  })

  test('an invalid, expired or used link says so and how to get a new one', async () => {
    await open({
      status: 400,
      body: {
        code: 'VALIDATION',
        field: 'token',
        message: 'This confirmation link is invalid, has expired or has already been used.',
      },
    })
    expect(await heading('This link no longer works')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('A link works once, within one hour.')
    expect(screen.getByRole('alert').textContent).toContain('change your email address on your profile')
  })

  test('an address another account took meanwhile is not applied and says so', async () => {
    await open({ status: 409, body: { code: 'CONFLICT', field: 'email', message: 'taken' } })
    expect(await heading('This address is already in use')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('your address has not been changed')
  })

  test('a link without its token sends nothing and reads as invalid', async () => {
    await open(undefined, '')
    expect(await heading('This link no longer works')).toBeTruthy()
    expect(api!.calls).toHaveLength(0)
  })

  test('a lost connection offers Try again, which confirms', async () => {
    let first = true
    await open(() => {
      if (first) {
        first = false
        return networkDown()
      }
      return { body: { message: 'ok', email: 'new-home@example.ch' } }
    })
    expect(await heading('Your email address could not be confirmed')).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    })
    expect(await heading('Email address confirmed')).toBeTruthy()
  })

  test('the page speaks the member’s language', async () => {
    await open({ body: { message: 'ok', email: 'nouvelle@example.ch' } }, 'tok_123', 'fr')
    expect(await heading('Adresse e-mail confirmée')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Désormais, vous vous connectez avec nouvelle@example.ch.')
  })
})
