// The operator CLI and the account API against the real server process and its database file (no browser).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import { openDatabase } from '~/db/client'
import { loadConfig } from '~/kernel/config'
import { verifyChain } from '~/modules/audit/public'
import { hashPassword } from '~/modules/auth/passwords'
import { createPendingMember } from '~/modules/auth/service'
import { planById } from '~/modules/billing/plans'
import { createBankTransfer } from '~/modules/billing/service'
import { mailsIn, waitForMail } from '../support/mail'
import { runCli, serverDeps, startTestServer, type TestServer } from '../support/server'

let server: TestServer

beforeAll(async () => {
  // This test also writes through the services in its own process (a pending hotel, its transfer): it chains audit
  // entries with the key the server and the CLI share, DATA_DIR/audit-chain-key (serverDeps).
  server = await startTestServer()
})
afterAll(async () => {
  await server?.stop()
})

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

describe('operator CLI with the real server', () => {
  test('the server says how to create the first admin when there is none, for its own DATA_DIR', () => {
    expect(server.output()).toContain(`DATA_DIR=${server.dataDir} bun run cli admin:create you@example.ch`)
  })

  test('--help lists every command', async () => {
    const { stdout, code } = await runCli(server, ['--help'])
    expect(code).toBe(0)
    for (const name of [
      'admin:create',
      'hotels:list',
      'hotels:approve',
      'hotels:reject',
      'users:suspend',
      'users:reactivate',
      'hotels:applications',
      'members:search',
      'subscription:extend',
      'payments:refund',
      'audit:list',
      'audit:export',
      'requests:create',
      'requests:forward',
      'requests:letter',
      'requests:correct',
      'requests:delete-report',
      'hotels:documents',
      'incidents:create',
      'overview',
    ]) {
      expect(stdout).toContain(name)
    }
  })

  test('an unknown command fails with a clear message and exit code 2', async () => {
    const { stderr, code } = await runCli(server, ['hotels:burn'])
    expect(code).toBe(2)
    expect(stderr).toContain('Unknown command')
  })

  test('admin:create prints a generated password once; login with it gives a token that works as a bearer', async () => {
    const created = await runCli(server, ['admin:create', 'first.admin@example.ch'])
    expect(created.code).toBe(0)
    const password = /Password \(shown only once[^)]*\): (\S+)/.exec(created.stdout)?.[1]
    expect(password).toBeTruthy()
    const again = await runCli(server, ['admin:create', 'first.admin@example.ch'])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('already exists')

    const login = await post('/api/user/login', { email: 'first.admin@example.ch', password })
    expect(login.status).toBe(200)
    const body = await login.json()
    expect(body.user).toMatchObject({ email: 'first.admin@example.ch', role: 'admin', status: 'approved' })
    expect(body.massage).toBeTruthy()
    const me = await fetch(`${server.url}/api/user/get-current-user`, {
      headers: { authorization: `Bearer ${body.token}` },
    })
    expect(me.status).toBe(200)
    expect((await me.json())._id).toBe(body.user.id)
  })

  test('a pending hotel gets no token; after hotels:approve it signs in and its access e-mail is in data/mail', async () => {
    const db = openDatabase(join(server.dataDir, 'knowyourguest.sqlite'))
    let reference = ''
    try {
      const { user } = createPendingMember(serverDeps(server, db), {
        f_name: 'Luca',
        l_name: 'Bernasconi',
        email: 'luca@albergo.ch',
        passwordHash: await hashPassword('albergo-pass'),
        locale: 'it',
        company: {
          company_name: 'Albergo Lago',
          street_name: 'Via Nassa',
          building_no: '5',
          room_no: '',
          zip_code: '6900',
          city: 'Lugano',
          country: 'Switzerland',
          stars: 3,
          is_part_of_association: false,
        },
        declaration: { fullName: 'Luca Bernasconi', version: '2025-05-08' },
        actor: { type: 'anonymous' },
      })
      // Registered with a bank transfer (billing): approval waits until the transfer is confirmed.
      const plan = planById(loadConfig({}), '3-star')!
      reference = createBankTransfer(serverDeps(server, db), {
        userId: user.id,
        plan,
        purpose: 'registration',
        actor: { type: 'anonymous' },
      }).bankReference!
    } finally {
      db.close()
    }
    const pending = await post('/api/user/login', { email: 'luca@albergo.ch', password: 'albergo-pass' })
    expect(pending.status).toBe(200)
    expect((await pending.json()).token).toBeUndefined()

    const listed = await runCli(server, ['hotels:list', '--status', 'pending'])
    expect(listed.stdout).toContain('luca@albergo.ch')
    expect(listed.stdout).toContain('Albergo Lago')

    const refused = await runCli(server, ['hotels:approve', 'luca@albergo.ch'])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('The registration payment has not been confirmed yet')
    const pendingTransfers = await runCli(server, ['payments:pending'])
    expect(pendingTransfers.stdout).toContain(reference)
    expect(pendingTransfers.stdout).toContain('luca@albergo.ch')
    const confirmed = await runCli(server, ['payments:confirm', reference])
    expect(confirmed.code).toBe(0)
    expect(confirmed.stdout).toContain('confirmed for luca@albergo.ch')

    const withoutId = await runCli(server, ['hotels:approve', 'luca@albergo.ch'])
    expect(withoutId.code).toBe(1)
    expect(withoutId.stderr).toContain('give the reason for approving without it')
    const approved = await runCli(server, [
      'hotels:approve',
      'luca@albergo.ch',
      '--without-document',
      'ID seen by video',
    ])
    expect(approved.code).toBe(0)
    const after = await post('/api/user/login', { email: 'luca@albergo.ch', password: 'albergo-pass' })
    expect(after.status).toBe(200)
    expect((await after.json()).token).toBeTruthy()

    // The CLI has sent the e-mail before it exits: it is there, once.
    const granted = mailsIn(join(server.dataDir, 'mail')).filter((m) => m.name.includes('access-granted'))
    expect(granted).toHaveLength(1)
    const eml = granted[0]!.text
    expect(eml).toContain('To: luca@albergo.ch')
    expect(eml).toMatch(/Subject: .*KnowYourGuest/)
    // The CLI ran without BASE_URL: its links are the server's (the BASE_URL it recorded), not localhost:3000.
    expect(eml).toContain(server.url)
    expect(eml).not.toContain('localhost:3000')
  })

  test('suspend and reactivate take effect on sign-in; reject needs a reason', async () => {
    const suspended = await runCli(server, ['users:suspend', 'luca@albergo.ch', '--reason', 'Shared account'])
    expect(suspended.code).toBe(0)
    expect((await post('/api/user/login', { email: 'luca@albergo.ch', password: 'albergo-pass' })).status).toBe(403)
    expect((await runCli(server, ['users:reactivate', 'luca@albergo.ch', '--reason', 'Cleared'])).code).toBe(0)
    expect((await post('/api/user/login', { email: 'luca@albergo.ch', password: 'albergo-pass' })).status).toBe(200)
    const noReason = await runCli(server, ['hotels:reject', 'luca@albergo.ch'])
    expect(noReason.code).toBe(2)
    expect(noReason.stderr).toContain('--reason')
  })

  test('the reset link from the e-mail file resets the password once; the old password and earlier sessions fail', async () => {
    const before = await post('/api/user/login', { email: 'luca@albergo.ch', password: 'albergo-pass' })
    const { token: oldToken } = await before.json()
    expect((await post('/api/user/forgot-password', { email: 'luca@albergo.ch' })).status).toBe(200)
    const eml = (await waitForMail(join(server.dataDir, 'mail'), (m) => m.name.includes('password-reset'))).text
    const link = new URL(/(http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(eml)![1]!)
    expect(link.origin).toBe(server.url)
    const token = link.searchParams.get('token')
    expect((await post('/api/user/reset-password', { token, password: 'new-albergo-1' })).status).toBe(200)
    expect((await post('/api/user/reset-password', { token, password: 'new-albergo-2' })).status).toBe(400)
    expect((await post('/api/user/login', { email: 'luca@albergo.ch', password: 'albergo-pass' })).status).toBe(401)
    expect((await post('/api/user/login', { email: 'luca@albergo.ch', password: 'new-albergo-1' })).status).toBe(200)
    const stale = await fetch(`${server.url}/api/user/get-current-user`, {
      headers: { authorization: `Bearer ${oldToken}` },
    })
    expect(stale.status).toBe(401)
  })

  test('every operator action is in the audit log and the chain verifies', () => {
    const db = openDatabase(join(server.dataDir, 'knowyourguest.sqlite'))
    try {
      const actions = db.sqlite.query('SELECT action FROM audit_log').all() as { action: string }[]
      const names = actions.map((a) => a.action)
      for (const a of [
        'auth.admin.created',
        'auth.hotel.approved',
        'auth.user.suspended',
        'auth.user.reactivated',
        'auth.login.success',
      ]) {
        expect(names).toContain(a)
      }
      // The client IP comes from the socket (Bun's requestIP), not from a header.
      const ips = db.sqlite.query("SELECT DISTINCT ip FROM audit_log WHERE action = 'auth.login.success'").all()
      expect(ips).toEqual([{ ip: '127.0.0.1' }])
      expect(verifyChain(serverDeps(server, db)).ok).toBe(true)
    } finally {
      db.close()
    }
  })

  test('the real server answers 429 once one IP has made more than 10 sign-in attempts in a minute', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push((await post('/api/user/login', { email: `flood${i}@example.ch`, password: 'wrong-pass' })).status)
    }
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true)
  })
})
