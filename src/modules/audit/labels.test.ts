// Issue 21: the admin's audit trail reads in words. Every action code the code base can write (the typed list that
// `record` accepts) has a label in EN, FR, DE and IT, and no code is written that the list does not know.
import { describe, expect, test } from 'bun:test'
import { Glob } from 'bun'
import de from '~locales/de/index'
import en from '~locales/en/index'
import fr from '~locales/fr/index'
import it from '~locales/it/index'
import { AUDIT_ACTIONS, auditActionKey } from './actions'

const LOCALES = { en, fr, de, it } as const

describe('audit action labels', () => {
  test('every action code has a label in English, French, German and Italian', () => {
    const missing: string[] = []
    for (const [locale, texts] of Object.entries(LOCALES)) {
      const labels = texts.auditTrail.actions as Record<string, string | undefined>
      for (const action of AUDIT_ACTIONS) {
        const label = labels[auditActionKey(action)]
        if (!label?.trim() || label.includes(action)) missing.push(`${locale}: ${action}`)
      }
    }
    expect(missing).toEqual([])
    expect(Object.keys(en.auditTrail.actions).sort()).toEqual(AUDIT_ACTIONS.map(auditActionKey).sort())
  })

  test('every action code written in the source is in the typed list', async () => {
    const known = new Set<string>(AUDIT_ACTIONS)
    const unknown: string[] = []
    for await (const file of new Glob('src/{modules,server,cli,kernel}/**/*.ts').scan('.')) {
      if (file.endsWith('.test.ts')) continue
      const text = await Bun.file(file).text()
      for (const match of text.matchAll(/\baction:\s*'([a-z_]+(?:\.[a-z_]+)+)'/g))
        if (!known.has(match[1]!)) unknown.push(`${file}: ${match[1]}`)
    }
    expect(unknown).toEqual([])
  })
})
