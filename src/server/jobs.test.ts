import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { systemClock } from '~/kernel/clock'
import { resolvedDictionaries } from '~/kernel/dictionaries'
import { createLogger } from '~/kernel/log'
import { LOCALES } from '~/lib/constants'
import { createTransport } from '~/modules/mail/transport'
import { allJobs } from './jobs'
import { createTestApp } from './testing'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(() => t.db.close())

describe('the scheduled jobs', () => {
  // The jobs screen shows a job's short translated name and falls back to its long English description, which ran
  // 57 px past a 390 px screen when the arrivals job came without a name.
  test('every scheduled job has a short name in each of the four languages', () => {
    const silent = createLogger('silent')
    const jobs = allJobs({
      db: t.db,
      config: t.config,
      log: silent,
      transport: createTransport(t.config, silent, systemClock),
      clock: systemClock,
      chainKey: t.chainKey,
      sessionSecret: t.sessionSecret,
    })
    for (const locale of LOCALES) {
      const names = resolvedDictionaries[locale].admin.jobs.names as Record<string, string>
      const missing = jobs.map((job) => job.id.replace(/[.-]/g, '_')).filter((key) => !names[key])
      expect(`${locale}: ${missing.join(', ')}`).toBe(`${locale}: `)
    }
  })
})
