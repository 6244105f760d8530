import { describe, expect, test } from 'bun:test'
import { AppError } from '~/kernel/errors'
import { checkTargetUrl, privateTargetsAllowed, resolveTarget } from './target'

const refusal = (url: string, allowPrivate: boolean) => {
  try {
    checkTargetUrl(url, allowPrivate)
    return 'accepted'
  } catch (error) {
    expect(error).toBeInstanceOf(AppError)
    return (error as AppError).message
  }
}

describe('where a webhook may point (SSRF)', () => {
  test('in production only https addresses of public hosts are taken', () => {
    expect(refusal('https://pms.example.com/kyg-events?x=1', false)).toBe('accepted')
    expect(refusal('https://8.8.8.8:8443/hook', false)).toBe('accepted')
  })

  test('in production http, loopback, private, link-local and cloud metadata addresses are refused, however written', () => {
    for (const url of [
      'http://pms.example.com/hook',
      'http://localhost:3000/hook',
      'https://localhost/hook',
      'https://api.localhost/hook',
      'https://127.0.0.1/hook',
      'https://2130706433/hook',
      'https://0x7f.0.0.1/hook',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://10.0.0.8/hook',
      'https://192.168.1.20/hook',
      'https://172.16.5.4/hook',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fe80::1]/hook',
      'https://[fd00::1]/hook',
      'https://100.64.0.1/hook',
      'https://0.0.0.0/hook',
    ])
      expect(`${url}: ${refusal(url, false)}`).toMatch(/: webhooks\.errors\.url(NotHttps|Private)$/)
  })

  test('an address with credentials, another scheme or none at all is refused', () => {
    expect(refusal('https://user:pw@pms.example.com/hook', true)).toBe('webhooks.errors.urlCredentials')
    expect(refusal('ftp://pms.example.com/hook', true)).toBe('webhooks.errors.urlNotHttps')
    expect(refusal('file:///etc/passwd', true)).toBe('webhooks.errors.urlNotHttps')
    expect(refusal('javascript:alert(1)', true)).toBe('webhooks.errors.urlNotHttps')
    expect(refusal('not an address', true)).toBe('webhooks.errors.urlInvalid')
  })

  test('in development and tests loopback is allowed over http, other http and link-local still not', () => {
    expect(refusal('http://127.0.0.1:3141/hook', true)).toBe('accepted')
    expect(refusal('http://localhost:3141/hook', true)).toBe('accepted')
    expect(refusal('http://pms.example.com/hook', true)).toBe('webhooks.errors.urlNotHttps')
    expect(refusal('http://192.168.1.20/hook', true)).toBe('webhooks.errors.urlNotHttps')
    expect(refusal('https://169.254.169.254/latest/meta-data/', true)).toBe('webhooks.errors.urlPrivate')
  })

  test('development and tests are a loopback server or NODE_ENV development/test; a public https server is neither', () => {
    expect(privateTargetsAllowed({ NODE_ENV: 'production', BASE_URL: 'http://localhost:3000' })).toBe(true)
    expect(privateTargetsAllowed({ NODE_ENV: 'test', BASE_URL: 'https://kyg.example.ch' })).toBe(true)
    expect(privateTargetsAllowed({ NODE_ENV: 'production', BASE_URL: 'https://kyg.example.ch' })).toBe(false)
  })

  test('before each delivery the name is resolved again: loopback is refused in production', async () => {
    expect(await resolveTarget('https://localhost/hook', false)).toEqual({
      ok: false,
      reason: 'refused: loopback address',
    })
    expect((await resolveTarget('https://127.0.0.1/hook', false)).ok).toBe(false)
    expect((await resolveTarget('http://127.0.0.1:3141/hook', true)).ok).toBe(true)
  })
})
