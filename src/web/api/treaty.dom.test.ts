import { afterEach, describe, expect, test } from 'bun:test'
import { mockApi } from '../../../tests/support/mock-api'
import { ApiError, browserFetcher, onUnauthorized } from './client'
import { createTreaty, unwrap } from './treaty'

let restore: () => void = () => {}
afterEach(() => restore())

describe('the Eden Treaty client', () => {
  test('calls the API on the same site and returns the typed answer', async () => {
    const mock = mockApi({ 'GET /api/user/get-current-user': { body: { _id: 'u1', email: 'a@b.ch' } } })
    restore = mock.restore
    const client = createTreaty(browserFetcher)
    const user = await unwrap(client.api.user['get-current-user'].get())
    expect(user._id).toBe('u1')
    expect(mock.calls[0]).toMatchObject({ method: 'GET', path: '/api/user/get-current-user' })
  })

  test('a refused call throws an ApiError with the server message, code and field', async () => {
    const mock = mockApi({
      'POST /api/user/login': {
        status: 400,
        body: { message: 'email: Enter a valid e-mail.', code: 'VALIDATION', field: 'email' },
      },
    })
    restore = mock.restore
    const client = createTreaty(browserFetcher)
    const error = await unwrap(client.api.user.login.post({ email: 'x', password: 'y' })).catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      message: 'email: Enter a valid e-mail.',
      code: 'VALIDATION',
      field: 'email',
    })
  })

  test('a call with a path parameter and a body reaches Eden unchanged, though Eden loads only with the first call', async () => {
    const mock = mockApi({
      'POST /api/member/data-requests/r-7/answer': { body: { ok: true } },
      'GET /api/member/data-requests/r-7': { body: { id: 'r-7' } },
    })
    restore = mock.restore
    const client = createTreaty(browserFetcher)
    const requests = client.api.member['data-requests']
    // Two calls at once, before Eden is loaded: both are replayed on it.
    const [answer, request] = await Promise.all([
      unwrap(requests({ id: 'r-7' }).answer.post({ answer: 'Done.' })),
      unwrap(requests({ id: 'r-7' }).get()),
    ])
    expect(answer as unknown).toEqual({ ok: true })
    expect(request.id).toBe('r-7')
    expect(mock.calls).toContainEqual({
      method: 'POST',
      path: '/api/member/data-requests/r-7/answer',
      body: { answer: 'Done.' },
    })
    // An unfinished chain is not a promise (awaiting it by mistake does not hang).
    expect((requests as unknown as { then?: unknown }).then).toBeUndefined()
  })

  test('a 401 tells the session layer, as the JSON client does', async () => {
    const mock = mockApi({ 'GET /api/user/get-current-user': { status: 401, body: { message: 'Not signed in.' } } })
    restore = mock.restore
    let told = 0
    const off = onUnauthorized(() => {
      told += 1
    })
    await unwrap(createTreaty(browserFetcher).api.user['get-current-user'].get()).catch(() => {})
    off()
    expect(told).toBe(1)
  })
})
