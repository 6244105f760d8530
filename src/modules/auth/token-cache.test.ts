import { describe, expect, test } from 'bun:test'
import { fixedClock } from '~/kernel/clock'
import { verifiedClaims } from './guard'

// A verifier that counts its calls and accepts only the tokens it knows.
function countingVerifier(valid: Record<string, object>) {
  const calls: string[] = []
  return {
    calls,
    verify: async (token: string) => {
      calls.push(token)
      return valid[token] ?? false
    },
  }
}

describe('verified session tokens', () => {
  const clock = fixedClock('2026-03-01T08:00:00.000Z')
  const future = () => Math.floor(clock.now().getTime() / 1000) + 3600

  test('a token whose signature was checked once is not checked again, and its claims are the same', async () => {
    const claims = { sid: 's1', sub: 'u1', role: 'user', exp: future() }
    const verifier = countingVerifier({ good: claims })
    expect(await verifiedClaims(verifier, 'good', clock)).toEqual(claims as never)
    expect(await verifiedClaims(verifier, 'good', clock)).toEqual(claims as never)
    expect(verifier.calls).toEqual(['good'])
  })

  test('a refused token is checked again every time (it never enters the memory)', async () => {
    const verifier = countingVerifier({})
    expect(await verifiedClaims(verifier, 'forged', clock)).toBeNull()
    expect(await verifiedClaims(verifier, 'forged', clock)).toBeNull()
    expect(verifier.calls).toEqual(['forged', 'forged'])
  })

  test('a remembered token stops working the second its expiry passes', async () => {
    const moving = fixedClock('2026-03-01T08:00:00.000Z')
    const claims = { sid: 's2', sub: 'u2', role: 'user', exp: Math.floor(moving.now().getTime() / 1000) + 60 }
    const verifier = countingVerifier({ soon: claims })
    expect(await verifiedClaims(verifier, 'soon', moving)).not.toBeNull()
    moving.set(new Date(claims.exp * 1000 - 1000))
    expect(await verifiedClaims(verifier, 'soon', moving)).not.toBeNull()
    moving.set(new Date(claims.exp * 1000))
    expect(await verifiedClaims(verifier, 'soon', moving)).toBeNull()
    expect(verifier.calls).toEqual(['soon'])
  })

  test('a token without a session id, a subject or an expiry is refused', async () => {
    const verifier = countingVerifier({ partial: { sub: 'u3', exp: future() } })
    expect(await verifiedClaims(verifier, 'partial', clock)).toBeNull()
  })
})
