// One phone rule for profiles (ADR 235): a hotel's owner, its contact, must keep a phone; a staff person, invited
// without one, saves a profile with the phone left blank. The form asks the same (profile.dom.test.tsx).
import { describe, expect, test } from 'bun:test'
import { createTestApp } from '~/server/testing'
import { createMember, createStaff, jsonInit, signIn } from './testing'
import { findUserByEmail } from './users'

const REQUIRED = {
  en: 'This field is required.',
  fr: 'Ce champ est obligatoire.',
  de: 'Dieses Feld ist erforderlich.',
  it: 'Questo campo è obbligatorio.',
}

describe('whose profile needs a phone', () => {
  test('an owner who blanks the phone is refused naming it, in the visitor’s language, and nothing is stored', async () => {
    const t = await createTestApp()
    const { user, password } = await createMember(t.db.db)
    const { bearer } = await signIn(t.request, user.email, password)
    const rows = () => t.db.sqlite.query('SELECT * FROM users ORDER BY rowid').all()
    const before = rows()
    for (const [locale, message] of Object.entries(REQUIRED)) {
      const res = await t.request(
        `/api/user/update/${user.id}`,
        jsonInit('PUT', { phone: '  ', f_name: 'Marie' }, { ...bearer, 'accept-language': locale }),
      )
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ field: 'phone', message: expect.stringContaining(message) })
    }
    expect(rows()).toEqual(before)
  })

  test('a staff person invited without a phone saves the profile with it blank; a number given is stored as E.164', async () => {
    const t = await createTestApp()
    const owner = await createMember(t.db.db)
    const staff = await createStaff(t.db.db, owner.user)
    const { bearer } = await signIn(t.request, staff.user.email, staff.password)
    const save = (body: Record<string, string>) =>
      t.request(`/api/user/update/${staff.user.id}`, jsonInit('PUT', { f_name: 'Leandra', ...body }, bearer))
    const saved = await save({ phone: '' })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({ f_name: 'Leandra', phone: '' })
    // The same rule for what is typed: a bad number is refused, a good one stored in E.164.
    const bad = await save({ phone: '079 12a' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).field).toBe('phone')
    expect((await save({ phone: '079 123 45 67' })).status).toBe(200)
    expect(findUserByEmail(t.db, staff.user.email)?.phone).toBe('+41791234567')
    expect((await save({ phone: '' })).status).toBe(200)
    expect(findUserByEmail(t.db, staff.user.email)?.phone).toBe('')
  })
})
