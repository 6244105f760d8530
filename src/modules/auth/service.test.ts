import { describe, expect, test } from 'bun:test'
import { createTestDb } from '~/db/testing'
import { fixedClock } from '~/kernel/clock'
import { AppError } from '~/kernel/errors'
import { listEntries, verifyChain } from '~/modules/audit/public'
import { testDeps } from '~/modules/audit/testing'
import { listOutbox } from '~/modules/mail/public'
import { type AuthHooks, defaultAuthHooks } from './hooks'
import { passwordResets } from './schema'
import {
  approveHotel,
  countAdmins,
  createPendingMember,
  listHotels,
  reactivateUser,
  rejectHotel,
  suspendUser,
} from './service'
import { getSession, openSession, purgeStaleAuthRows } from './sessions'
import { createMember, createTestAdmin } from './testing'
import { findUserByEmail } from './users'

const config = { BASE_URL: 'https://kyg.example', CONTACT_EMAIL: 'info@knowyourguest.ch' }
const operator = { type: 'operator' } as const

function setup(hooks: Partial<AuthHooks> = {}) {
  const handle = createTestDb()
  return { handle, deps: { ...testDeps(handle.db), config, hooks: { ...defaultAuthHooks, ...hooks } } }
}

describe('hotel decisions', () => {
  test('approving a pending hotel queues the access e-mail in its language and audits the decision', async () => {
    const { handle, deps } = setup()
    const { user } = await createMember(handle.db, { status: 'pending', locale: 'fr' })
    const approved = approveHotel(deps, { email: user.email, actor: operator })
    expect(approved.status).toBe('approved')
    const [mail] = listOutbox(handle)
    expect(mail).toMatchObject({
      to: user.email,
      kind: 'access-granted',
      subject: 'Votre adhésion KnowYourGuest est active',
    })
    expect(mail!.text).toContain('https://kyg.example/login')
    const entry = listEntries(handle).find((e) => e.action === 'auth.hotel.approved')
    expect(entry).toMatchObject({ actorType: 'operator', targetId: user.id })
  })

  test("billing's precondition can refuse an approval; then nothing changes and no e-mail is queued", async () => {
    const { handle, deps } = setup({
      beforeApprove: () => {
        throw new AppError('CONFLICT', 'billing.errors.approvalNeedsPayment')
      },
    })
    const { user } = await createMember(handle.db, { status: 'pending' })
    expect(() => approveHotel(deps, { email: user.email, actor: operator })).toThrow(
      'billing.errors.approvalNeedsPayment',
    )
    expect(findUserByEmail(handle, user.email)?.status).toBe('pending')
    expect(listOutbox(handle)).toHaveLength(0)
    expect(listEntries(handle).some((e) => e.action === 'auth.hotel.approved')).toBe(false)
  })

  test('an approved hotel cannot be approved twice', async () => {
    const { handle, deps } = setup()
    const { user } = await createMember(handle.db)
    expect(() => approveHotel(deps, { email: user.email, actor: operator })).toThrow('admin.errors.alreadyApproved')
  })

  test('a rejected or closed hotel cannot be approved (ADR 235): refused, and no row or e-mail written', async () => {
    const { handle, deps } = setup()
    const rejected = await createMember(handle.db, { status: 'rejected' })
    const closed = await createMember(handle.db, { status: 'closed' })
    const rows = () =>
      ['users', 'audit_log', 'mail_outbox'].map((t) => handle.sqlite.query(`SELECT * FROM ${t} ORDER BY rowid`).all())
    const before = rows()
    for (const { user } of [rejected, closed])
      expect(() => approveHotel(deps, { email: user.email, actor: operator })).toThrow(
        'admin.errors.onlyPendingApproved',
      )
    expect(rows()).toEqual(before)
  })

  test('rejecting needs a pending hotel and a reason, which the audit keeps and the hotel receives', async () => {
    const { handle, deps } = setup()
    const { user } = await createMember(handle.db, { status: 'pending' })
    expect(() => rejectHotel(deps, { email: user.email, reason: '  ', actor: operator })).toThrow()
    rejectHotel(deps, { email: user.email, reason: 'Not a hotel', actor: operator })
    expect(findUserByEmail(handle, user.email)?.status).toBe('rejected')
    const entry = listEntries(handle).find((e) => e.action === 'auth.hotel.rejected')
    expect(JSON.parse(entry!.details)).toEqual({ from: 'pending', reason: 'Not a hotel' })
    const [mail] = listOutbox(handle)
    expect(mail?.to).toBe(user.email)
    expect(mail?.kind).toBe('application-rejected')
    expect(mail?.text).toContain('Reason: Not a hotel')
  })

  test('suspension and reactivation are audited and the chain verifies', async () => {
    const { handle } = setup()
    const { user } = await createMember(handle.db)
    suspendUser(testDeps(handle.db), { email: user.email, actor: operator })
    expect(() => suspendUser(testDeps(handle.db), { email: user.email, actor: operator })).toThrow(
      'admin.errors.alreadySuspended',
    )
    reactivateUser(testDeps(handle.db), { email: user.email, actor: operator })
    expect(findUserByEmail(handle, user.email)?.status).toBe('approved')
    const actions = listEntries(handle).map((e) => e.action)
    expect(actions).toContain('auth.user.suspended')
    expect(actions).toContain('auth.user.reactivated')
    expect(verifyChain(testDeps(handle.db)).ok).toBe(true)
  })

  test('an unknown e-mail gets a clear not-found error', () => {
    const { deps } = setup()
    expect(() => approveHotel(deps, { email: 'ghost@example.ch', actor: operator })).toThrow('auth.userNotFound')
  })

  test('hotels:list data: members only, filtered by status', async () => {
    const { handle } = setup()
    await createTestAdmin(handle.db)
    const pending = await createMember(handle.db, { status: 'pending' })
    await createMember(handle.db)
    expect(listHotels(handle)).toHaveLength(2)
    expect(listHotels(handle, { status: 'pending' }).map((h) => h.user.id)).toEqual([pending.user.id])
    expect(listHotels(handle, { status: 'pending' })[0]!.company?.companyName).toBe('Hotel Bellevue')
    expect(countAdmins(handle)).toBe(1)
  })
})

describe('services for billing', () => {
  test('createPendingMember inside a caller transaction rolls back with it', async () => {
    const { handle } = setup()
    const email = 'rollback@example.ch'
    expect(() =>
      handle.db.transaction((tx) => {
        createPendingMember(testDeps(tx), {
          f_name: 'Eva',
          l_name: 'Keller',
          email,
          passwordHash: 'x',
          locale: 'de',
          company: {
            company_name: 'Gasthof Adler',
            street_name: 'Dorfstrasse',
            building_no: '1',
            room_no: '',
            zip_code: '3000',
            city: 'Bern',
            country: 'Switzerland',
            stars: 3,
            is_part_of_association: false,
          },
          declaration: { fullName: 'Eva Keller', version: 'v1' },
          actor: { type: 'anonymous' },
        })
        expect(findUserByEmail(testDeps(tx), email)?.status).toBe('pending')
        throw new Error('payment insert failed')
      }),
    ).toThrow('payment insert failed')
    expect(findUserByEmail(handle, email)).toBeUndefined()
  })
})

describe('retention', () => {
  test('sessions ended more than 12 months ago and expired reset tokens are purged; recent ones stay', async () => {
    const { handle } = setup()
    const { user } = await createMember(handle.db)
    const now = new Date('2027-06-01T00:00:00Z')
    const old = openSession(testDeps(handle.db, fixedClock('2026-05-01T00:00:00Z')), { userId: user.id })
    const recent = openSession(testDeps(handle.db, fixedClock('2026-07-01T00:00:00Z')), { userId: user.id })
    handle.db
      .insert(passwordResets)
      .values([
        {
          id: 'r1',
          userId: user.id,
          tokenHash: 'a',
          createdAt: '2027-05-30T00:00:00Z',
          expiresAt: '2027-05-30T01:00:00Z',
        },
        {
          id: 'r2',
          userId: user.id,
          tokenHash: 'b',
          createdAt: '2027-05-31T23:00:00Z',
          expiresAt: '2027-06-01T00:30:00Z',
        },
      ])
      .run()
    expect(purgeStaleAuthRows(handle, now)).toEqual({ sessions: 1, passwordResets: 1 })
    expect(getSession(handle, old.id)).toBeUndefined()
    expect(getSession(handle, recent.id)).toBeDefined()
  })
})

describe('e-mail uniqueness', () => {
  test('two admins created at once with one e-mail: one wins, the other gets the e-mail-taken conflict', async () => {
    const { handle } = setup()
    const results = await Promise.allSettled([
      createTestAdmin(handle.db, 'same@example.ch'),
      createTestAdmin(handle.db, 'same@example.ch'),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const failure = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect(failure.reason).toBeInstanceOf(AppError)
    expect(failure.reason.status).toBe(409)
  })
})
