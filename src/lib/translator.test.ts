import { describe, expect, test } from 'bun:test'
import { dictionaries } from '~/kernel/dictionaries'

const en = dictionaries.en

import { createTranslator, withFallback } from './translator'

describe('translations', () => {
  test('a label missing in a locale falls back to English', () => {
    const partialFrench = { shell: { login: 'Connexion' } }
    const LL = createTranslator('fr', withFallback(en, partialFrench))
    expect(String(LL.shell.login())).toBe('Connexion')
    expect(String(LL.shell.notFound.title())).toBe('Page not found')
  })

  test('a key missing everywhere shows the key itself', () => {
    const LL = createTranslator('en', en) as unknown as Record<string, Record<string, () => string>>
    expect(LL.shell?.doesNotExist?.()).toBe('shell.doesNotExist')
  })

  test('parameters are filled in', () => {
    const LL = createTranslator('en', en)
    expect(String(LL.shell.logoutAs({ company: 'Hotel Alpina' }))).toBe('Sign out (Hotel Alpina)')
  })
})
