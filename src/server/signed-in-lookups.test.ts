// A signed-in page reads its session, its user, the hotel and the subscription on every request (the session is
// checked against the database each time, ADR 200): those lookups are prepared once per database handle, so a
// request builds no SQL (ADR 145). This counts the statements SQLite is asked to prepare.
import { describe, expect, test } from 'bun:test'
import { createMember, signIn } from '~/modules/auth/testing'
import { createTestApp } from './testing'

const t = await createTestApp({ NODE_ENV: 'production' })

describe('the lookups of a signed-in request', () => {
  test('a signed-in profile page and the current-user answer prepare no SQL statement after the first request', async () => {
    const member = await createMember(t.db.db)
    const { cookie } = await signIn(t.request, member.user.email, member.password)
    const ask = async (path: string) => {
      const res = await t.request(path, { headers: { cookie } })
      await res.arrayBuffer()
      expect(res.status).toBe(200)
    }
    await ask('/dashboard/profile')
    await ask('/api/user/get-current-user')
    const prepared: string[] = []
    const { sqlite } = t.db
    const prepare = sqlite.prepare.bind(sqlite)
    sqlite.prepare = ((sql: string, ...rest: []) => {
      prepared.push(sql)
      return prepare(sql, ...rest)
    }) as typeof sqlite.prepare
    try {
      for (let i = 0; i < 3; i++) {
        await ask('/dashboard/profile')
        await ask('/api/user/get-current-user')
      }
    } finally {
      sqlite.prepare = prepare
    }
    expect(prepared).toEqual([])
  })
})
