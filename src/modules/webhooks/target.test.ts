import { describe, expect, test } from 'bun:test'
import { loadConfig } from '~/kernel/config'
import { AppError } from '~/kernel/errors'
import { addressAllowed, checkTargetUrl, pinTarget, privateTargetsAllowed } from './target'
import { stubResolver } from './testing'

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

  test('finding 6: private targets are allowed only by WEBHOOK_ALLOW_PRIVATE_TARGETS=true, whatever BASE_URL and NODE_ENV say', () => {
    const allowed = (env: Record<string, string>) => privateTargetsAllowed(loadConfig({ DATA_DIR: '/tmp/x', ...env }))
    expect(allowed({})).toBe(false)
    expect(allowed({ BASE_URL: 'http://localhost:3000' })).toBe(false)
    expect(allowed({ BASE_URL: 'http://127.0.0.1:3000', NODE_ENV: 'development' })).toBe(false)
    expect(allowed({ NODE_ENV: 'test' })).toBe(false)
    expect(allowed({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' })).toBe(false)
    expect(allowed({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', BASE_URL: 'https://kyg.example.ch' })).toBe(true)
  })

  test('IPv6 forms that carry an IPv4 address, the unspecified addresses and numeric spellings are refused at registration', () => {
    for (const url of [
      'https://[::ffff:8.8.8.8]/hook',
      'https://[::127.0.0.1]/hook',
      'https://[::7f00:1]/hook',
      'https://[::ffff:0:7f00:1]/hook',
      'https://[64:ff9b::7f00:1]/hook',
      'https://[64:ff9b:1::a00:1]/hook',
      'https://[2002:7f00:1::]/hook',
      'https://[2001::1]/hook',
      'https://[fec0::1]/hook',
      'https://[::]/hook',
      'https://0/hook',
      'https://017700000001/hook',
      'https://0177.0.0.1/hook',
      'https://127.1/hook',
      'https://localhost./hook',
      'https://LOCALHOST/hook',
      'https://127.0.0.1./hook',
      'https://255.255.255.255/hook',
      'https://224.0.0.1/hook',
      'https://198.18.0.1/hook',
      'https://192.0.2.1/hook',
    ])
      expect(`${url}: ${refusal(url, false)}`).toMatch(/: webhooks\.errors\.urlPrivate$/)
    // Where the server runs locally only loopback and private networks are let through, never these.
    for (const url of ['https://[::ffff:127.0.0.1]/hook', 'https://[::7f00:1]/hook', 'https://[::]/hook'])
      expect(`${url}: ${refusal(url, true)}`).toMatch(/: webhooks\.errors\.urlPrivate$/)
    expect(refusal('https://[2606:4700::1111]/hook', false)).toBe('accepted')
  })

  test('a resolved address counts only in its canonical text: numeric spellings, zones and embedded IPv4 are refused', () => {
    for (const address of ['8.8.8.8', '2606:4700::1111', '2a00:1450:4001:80b::200e'])
      expect(`${address}: ${addressAllowed(address, false)}`).toBe(`${address}: true`)
    for (const address of [
      '2130706433',
      '0x7f.0.0.1',
      '0177.0.0.1',
      '127.1',
      '010.8.8.8',
      '8.8.8.8 ',
      'fe80::1%eth0',
      '::ffff:8.8.8.8',
      '::ffff:127.0.0.1',
      '::7f00:1',
      '64:ff9b::808:808',
      '64:ff9b:1::a00:1',
      '2002:a00:1::1',
      '2001::a00:1',
      '0.0.0.0',
      '::',
      '169.254.169.254',
      'fe80::1',
      'fd00:ec2::254',
      'fd00:0ec2:0:0:0:0:0:254',
      '100.64.0.1',
      '',
      'pms.example.com',
    ])
      for (const allowPrivate of [false, true])
        expect(`${address} (${allowPrivate}): ${addressAllowed(address, allowPrivate)}`).toBe(
          `${address} (${allowPrivate}): false`,
        )
    expect(addressAllowed('127.0.0.1', true)).toBe(true)
    expect(addressAllowed('10.1.2.3', true)).toBe(true)
    expect(addressAllowed('::1', true)).toBe(true)
  })
})

describe('the addresses a delivery is pinned to', () => {
  const pms = 'https://pms.example.com/kyg-events'

  test('a name is resolved once, through the injected resolver, and every address it has is checked', async () => {
    const dns = stubResolver({ 'pms.example.com': [['8.8.8.8', '2606:4700::1111']] })
    expect(await pinTarget(pms, false, dns.resolve)).toEqual({ ok: true, addresses: ['8.8.8.8', '2606:4700::1111'] })
    expect(dns.calls).toEqual(['pms.example.com'])
  })

  test('one non-public address among public ones refuses the attempt, whatever its notation', async () => {
    for (const bad of [
      '127.0.0.1',
      '::ffff:127.0.0.1',
      '::7f00:1',
      '64:ff9b::a9fe:a9fe',
      '169.254.169.254',
      '0.0.0.0',
      '::',
      '2130706433',
      '10.0.0.1',
    ])
      expect(await pinTarget(pms, false, stubResolver({ 'pms.example.com': [['8.8.8.8', bad]] }).resolve)).toEqual({
        ok: false,
        reason: 'refused: pms.example.com resolves to a non-public address',
      })
  })

  test('a name that answers nothing, or does not resolve, is not attempted', async () => {
    expect(await pinTarget(pms, false, stubResolver({ 'pms.example.com': [[]] }).resolve)).toEqual({
      ok: false,
      reason: 'could not resolve pms.example.com',
    })
    expect(await pinTarget(pms, false, stubResolver().resolve)).toEqual({
      ok: false,
      reason: 'could not resolve pms.example.com',
    })
  })

  test('literal addresses and localhost are pinned without asking the resolver; loopback is refused in production', async () => {
    const dns = stubResolver({ localhost: [['8.8.8.8']] })
    expect(await pinTarget('https://localhost/hook', false, dns.resolve)).toEqual({
      ok: false,
      reason: 'refused: loopback address',
    })
    expect(await pinTarget('https://api.localhost./hook', false, dns.resolve)).toMatchObject({ ok: false })
    expect((await pinTarget('https://127.0.0.1/hook', false, dns.resolve)).ok).toBe(false)
    expect(await pinTarget('http://127.0.0.1:3141/hook', true, dns.resolve)).toEqual({
      ok: true,
      addresses: ['127.0.0.1'],
    })
    expect(await pinTarget('http://localhost:3141/hook', true, dns.resolve)).toEqual({
      ok: true,
      addresses: ['127.0.0.1', '::1'],
    })
    expect(await pinTarget('https://[2606:4700::1111]/hook', false, dns.resolve)).toEqual({
      ok: true,
      addresses: ['2606:4700::1111'],
    })
    expect(dns.calls).toEqual([])
  })
})
