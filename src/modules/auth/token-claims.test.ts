import { describe, expect, test } from 'bun:test'
import { jwt } from '@elysiajs/jwt'
import { Elysia } from 'elysia'
import { fixedClock } from '~/kernel/clock'
import { sessionKey, verifiedClaims } from './guard'

// The session tokens' signer and checker, as the guard sets it up (HS256 with the session secret's key, ADR 238).
const SECRET = 'a-test-secret-of-some-length'
const signerWith = (secret: string | CryptoKey) =>
  new Elysia().use(jwt({ name: 'sessionJwt', secret, alg: 'HS256' })).decorator.sessionJwt
const verifier = signerWith(sessionKey(SECRET))

describe('session token claims', () => {
  const clock = fixedClock('2026-03-01T08:00:00.000Z')
  const inAnHour = () => Math.floor(clock.now().getTime() / 1000) + 3600

  test('a token signed with the secret gives its claims, every time it is checked', async () => {
    const claims = { sid: 's1', sub: 'u1', role: 'user' as const, exp: inAnHour() }
    const token = await verifier.sign(claims)
    expect(await verifiedClaims(verifier, token, clock)).toMatchObject(claims)
    expect(await verifiedClaims(verifier, token, clock)).toMatchObject(claims)
  })

  test('a token signed with another secret, or altered, is refused', async () => {
    const other = signerWith(sessionKey('another-secret-of-some-length'))
    const forged = await other.sign({ sid: 's1', sub: 'u1', role: 'admin', exp: inAnHour() })
    expect(await verifiedClaims(verifier, forged, clock)).toBeNull()
    const [head, , signature] = (await verifier.sign({ sid: 's1', sub: 'u1', role: 'user', exp: inAnHour() })).split(
      '.',
    )
    const body = Buffer.from(JSON.stringify({ sid: 's1', sub: 'u1', role: 'admin', exp: inAnHour() })).toString(
      'base64url',
    )
    expect(await verifiedClaims(verifier, `${head}.${body}.${signature}`, clock)).toBeNull()
  })

  test('a token signed with the secret as text (before the key was imported once) is still accepted', async () => {
    const claims = { sid: 's4', sub: 'u4', role: 'user' as const, exp: inAnHour() }
    expect(await verifiedClaims(verifier, await signerWith(SECRET).sign(claims), clock)).toMatchObject(claims)
    const stranger = await signerWith('another-secret-of-some-length').sign(claims)
    expect(await verifiedClaims(verifier, stranger, clock)).toBeNull()
  })

  test('a token of another algorithm, even with the same secret, or of none, is refused', async () => {
    const claims = { sid: 's5', sub: 'u5', role: 'user' as const, exp: inAnHour() }
    const hs512 = new Elysia().use(jwt({ name: 'sessionJwt', secret: SECRET, alg: 'HS512' })).decorator.sessionJwt
    expect(await verifiedClaims(verifier, await hs512.sign(claims), clock)).toBeNull()
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`
    expect(await verifiedClaims(verifier, none, clock)).toBeNull()
  })

  test('a token stops working the second its expiry passes on the injected clock', async () => {
    const moving = fixedClock('2026-03-01T08:00:00.000Z')
    const exp = Math.floor(moving.now().getTime() / 1000) + 60
    const token = await verifier.sign({ sid: 's2', sub: 'u2', role: 'user', exp })
    expect(await verifiedClaims(verifier, token, moving)).not.toBeNull()
    moving.set(new Date(exp * 1000 - 1000))
    expect(await verifiedClaims(verifier, token, moving)).not.toBeNull()
    moving.set(new Date(exp * 1000))
    expect(await verifiedClaims(verifier, token, moving)).toBeNull()
  })

  test('a token without a session id, a subject or an expiry is refused', async () => {
    expect(await verifiedClaims(verifier, await verifier.sign({ sub: 'u3', exp: inAnHour() }), clock)).toBeNull()
    expect(await verifiedClaims(verifier, await verifier.sign({ sid: 's3', exp: inAnHour() }), clock)).toBeNull()
    expect(await verifiedClaims(verifier, await verifier.sign({ sid: 's3', sub: 'u3' }), clock)).toBeNull()
  })
})
