import { describe, expect, test } from 'bun:test'
import { type Edge, importGraph, importsOf, violations } from './architecture'

const value = (from: string, to: string): Edge => ({ from, to, typeOnly: false })
const typeOnly = (from: string, to: string): Edge => ({ from, to, typeOnly: true })

describe('the import rules', () => {
  // Reading every file under src/ takes a few seconds on a busy machine: the timeout is generous, nothing is timed.
  test('the code breaks none of the rules', () => {
    expect(violations(importGraph())).toEqual([])
  }, 60_000)

  test("a module importing another module's internal file breaks the front-door rule, even for a type", () => {
    expect(violations([value('src/modules/admin/hotels.ts', 'src/modules/billing/operator.ts')])).toEqual([
      'front door: src/modules/admin/hotels.ts -> src/modules/billing/operator.ts',
    ])
    expect(violations([typeOnly('src/modules/admin/hotels.ts', 'src/modules/auth/hooks.ts')])).toHaveLength(1)
  })

  test("a module may import another module's front door, its own files, and tables only for a foreign key or a test", () => {
    expect(
      violations([
        value('src/modules/admin/hotels.ts', 'src/modules/billing/public.ts'),
        value('src/modules/admin/hotels.ts', 'src/modules/admin/model.ts'),
        value('src/modules/reports/schema.ts', 'src/modules/auth/schema.ts'),
        value('src/modules/reports/reports.test.ts', 'src/modules/audit/schema.ts'),
        value('src/modules/reports/reports.test.ts', 'src/modules/auth/testing.ts'),
        value('src/server/jobs.ts', 'src/modules/reports/jobs.ts'),
      ]),
    ).toEqual([])
    expect(violations([value('src/modules/admin/bursts.ts', 'src/modules/audit/schema.ts')])).toEqual([
      'front door: src/modules/admin/bursts.ts -> src/modules/audit/schema.ts',
    ])
    expect(violations([value('src/modules/admin/jobs.ts', 'src/modules/auth/testing.ts')])).toHaveLength(1)
  })

  test('kernel or lib importing web, a module or the server breaks the layer rule', () => {
    expect(violations([value('src/kernel/i18n.ts', 'src/web/i18n/translator.ts')])).toEqual([
      'layer: src/kernel/i18n.ts -> src/web/i18n/translator.ts',
    ])
    expect(violations([value('src/lib/fields.ts', 'src/modules/auth/public.ts')])).toEqual([
      'layer: src/lib/fields.ts -> src/modules/auth/public.ts',
    ])
    expect(violations([typeOnly('src/kernel/log.ts', 'src/server/app.ts')])).toHaveLength(1)
    expect(violations([value('src/lib/dates.ts', 'src/kernel/clock.ts')])).toHaveLength(1)
  })

  test('web may import server and module code for its types only', () => {
    expect(violations([typeOnly('src/web/api/eden.ts', 'src/server/app.ts')])).toEqual([])
    expect(violations([typeOnly('src/web/api/account.ts', 'src/modules/auth/model.ts')])).toEqual([])
    expect(violations([typeOnly('src/web/api/account.ts', 'src/modules/auth/sessions.ts')])).toHaveLength(1)
    expect(violations([value('src/web/api/eden.ts', 'src/server/app.ts')])).toEqual([
      'web imports server code: src/web/api/eden.ts -> src/server/app.ts',
    ])
  })

  test('audit and mail call no other module', () => {
    expect(violations([value('src/modules/audit/jobs.ts', 'src/modules/mail/public.ts')])).toEqual([
      'leaf module: src/modules/audit/jobs.ts -> src/modules/mail/public.ts',
    ])
  })

  test('two files importing each other at run time make a circle; a type-only import does not', () => {
    const a = 'src/modules/auth/service.ts'
    const b = 'src/modules/auth/email-change.ts'
    expect(violations([value(a, b), value(b, a)])).toEqual([`circle: ${b} ${a}`])
    expect(violations([value(a, b), typeOnly(b, a)])).toEqual([])
  })

  test('two modules importing each other make a module circle', () => {
    expect(
      violations([
        value('src/modules/billing/service.ts', 'src/modules/reports/public.ts'),
        value('src/modules/reports/service.ts', 'src/modules/billing/public.ts'),
      ]),
    ).toEqual(['module circle: billing reports'])
  })

  test('static, re-exported, dynamic and type imports are all read', () => {
    const text = [
      "import { a } from './a'",
      "import type { B } from './b'",
      "import { type C } from './c'",
      "export { d } from './d'",
      "export type { E } from './e'",
      "const f = await import('./f')",
      "type G = import('./g').G",
      "import './h'",
    ].join('\n')
    expect(importsOf('x.ts', text)).toEqual([
      { specifier: './a', typeOnly: false },
      { specifier: './b', typeOnly: true },
      { specifier: './c', typeOnly: true },
      { specifier: './d', typeOnly: false },
      { specifier: './e', typeOnly: true },
      { specifier: './f', typeOnly: false },
      { specifier: './g', typeOnly: true },
      { specifier: './h', typeOnly: false },
    ])
  })
})
