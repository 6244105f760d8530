// Security review 4 (issue 31): the body-limit machinery's answer to `{}` on routes without a body. The findings of
// the review have their own tests, named after them; docs/security.md states each guarantee.

import { describe, expect, test } from 'bun:test'
import { serverLL } from '~/kernel/i18n'
import { createHotelWithKey } from '~/modules/apikeys/testing'
import { createMember, jsonInit, signIn } from '~/modules/auth/testing'
import { createTestApp } from './testing'

const raw = (method: string, body: BodyInit, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body,
})

describe('a route without a body and the body `{}` (issue 31, also found)', () => {
  test('an empty JSON object, null or nothing on a route that takes no body is accepted, never 413', async () => {
    const t = await createTestApp()
    const { user, password } = await createMember(t.db.db)
    const session = await signIn(t.request, user.email, password)
    for (const body of ['{}', 'null', ' { } ', '']) {
      const res = await t.request('/api/user/mfa/passkeys/options', raw('POST', body, session.bearer))
      expect(res.status).toBe(200)
    }
  })

  test('a body with content on a route that takes none answers 400 saying so, also when it is large', async () => {
    const t = await createTestApp()
    const { user, password } = await createMember(t.db.db)
    const session = await signIn(t.request, user.email, password)
    // Withdrawing an invitation takes no body (the passkey options now take an administrator's enrolment code).
    const path = `/api/team/invitations/${crypto.randomUUID()}`
    for (const body of ['{"a":1}', '[1]', 'not json', JSON.stringify({ x: 'y'.repeat(100_000) })]) {
      const res = await t.request(path, raw('DELETE', body, session.bearer))
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ code: 'VALIDATION', message: serverLL('en').security.bodyNotExpected() })
    }
  })

  test('PUT /api/v1/arrivals with `{}` answers 405 naming the methods it takes, in the API’s error shape', async () => {
    const t = await createTestApp()
    const hotel = await createHotelWithKey(t.db.db)
    const res = await t.request('/api/v1/arrivals', jsonInit('PUT', {}, hotel.auth))
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, POST')
    const body = (await res.json()) as { code: string; message: string; request_id?: string }
    expect(body).toEqual({
      code: 'METHOD_NOT_ALLOWED',
      message: serverLL('en').errors.methodNotAllowed({ methods: 'GET, POST' }),
      request_id: res.headers.get('x-request-id') ?? '',
    })
    // An address that no method takes still answers 404, whatever body it is sent.
    const nowhere = await t.request('/api/v1/nothing-here', jsonInit('PUT', { big: 'x'.repeat(10_000) }, hotel.auth))
    expect(nowhere.status).toBe(404)
  })

  test('a web API address asked with a method it does not take answers 405 with Allow, not 413', async () => {
    const t = await createTestApp()
    const { user, password } = await createMember(t.db.db)
    const session = await signIn(t.request, user.email, password)
    const res = await t.request('/api/user/mfa', jsonInit('DELETE', {}, session.bearer))
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toContain('GET')
  })
})
