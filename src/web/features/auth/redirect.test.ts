import { describe, expect, test } from 'bun:test'
import { safeRedirect } from './redirect'

describe('the redirect after signing in again', () => {
  test('a path on this site is kept with its query', () => {
    expect(safeRedirect('/dashboard/profile')).toBe('/dashboard/profile')
    expect(safeRedirect('/dashboard/search?q=M%C3%BCller')).toBe('/dashboard/search?q=M%C3%BCller')
  })
  test('a redirect cannot send a member to another site', () => {
    for (const evil of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      ' /dashboard',
      '/%0a//evil.example',
      '/\t/evil.example',
      'http:/evil.example',
      '',
      42,
      null,
    ])
      expect(safeRedirect(evil)).toBeUndefined()
  })
  test('a redirect back to the sign-in page itself is ignored', () => {
    expect(safeRedirect('/login?redirect=/login')).toBeUndefined()
  })
})
