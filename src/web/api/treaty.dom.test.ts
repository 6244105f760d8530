import { afterEach, describe, expect, test } from 'bun:test'
import { resolvedDictionaries } from '~/kernel/dictionaries'
import { mockApi } from '../../../tests/support/mock-api'
import { errorText } from '../i18n/errorText'
import { createI18nStore } from '../i18n/store'
import { ApiError, apiErrorOf, browserFetcher, onUnauthorized } from './client'
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

describe('an error answer that is not the API error shape (spec section 8 fallbacks)', () => {
  const answerWith = (response: Response) => {
    const original = globalThis.fetch
    globalThis.fetch = (async () => response) as unknown as typeof fetch
    restore = () => {
      globalThis.fetch = original
    }
  }

  test('a 500 with an empty JSON object gives an ApiError without a message, so the screen shows its fallback', async () => {
    answerWith(Response.json({}, { status: 500, statusText: 'Internal Server Error' }))
    const error = await unwrap(createTreaty(browserFetcher).api.user['get-current-user'].get()).catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 500, message: '' })
    const { LL } = createI18nStore('en', resolvedDictionaries.en, async () => resolvedDictionaries.en).get()
    expect(errorText(LL, error, LL.billing.renewal.error())).toBe('An error occurred')
  })

  test('an error message that is a key shows its text in the language of the page (ADR 161)', () => {
    const { LL } = createI18nStore('de', resolvedDictionaries.de, async () => resolvedDictionaries.de).get()
    const error = new ApiError(403, 'errors.otherSite', 'BAD_ORIGIN')
    expect(errorText(LL, error, LL.billing.renewal.error())).toBe(
      'Anfragen von anderen Websites werden nicht angenommen.',
    )
  })

  test("a reverse proxy's 502 HTML page is neither the message nor the status text", async () => {
    answerWith(
      new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'content-type': 'text/html' },
      }),
    )
    const error = await unwrap(
      createTreaty(browserFetcher).api.user.login.post({ email: 'a@b.ch', password: 'x' }),
    ).catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toBe('')
  })

  test('the upload helper maps an error answer the same way', () => {
    expect(apiErrorOf(502, undefined)).toMatchObject({ status: 502, message: '' })
    expect(apiErrorOf(400, { message: 'Bad file.', code: 'VALIDATION', field: 'attachments' })).toMatchObject({
      message: 'Bad file.',
      field: 'attachments',
    })
    expect(apiErrorOf(500, { message: 42 })).toMatchObject({ message: '' })
  })
})
