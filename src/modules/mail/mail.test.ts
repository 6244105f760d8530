import { afterEach, describe, expect, test } from 'bun:test'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTestDb } from '~/db/testing'
import { fixedClock, systemClock } from '~/kernel/clock'
import { createLogger } from '~/kernel/log'
import { createScheduler } from '~/kernel/scheduler'
import { LOCALES } from '~/lib/constants'
import { testDeps } from '~/modules/audit/testing'
import { runRecorder } from '~/modules/jobs/public'
import { closedPort, startSmtpCapture } from '../../../tests/support/smtp'
import { mailJobs } from './jobs'
import { deliverPending, enqueue, listOutbox, retryDelayMs } from './service'
import { accessGrantedMail, passwordResetMail, renderLayout } from './templates'
import { createTransport } from './transport'

const silent = createLogger('silent')
const base = { contactEmail: 'info@knowyourguest.ch', baseUrl: 'https://kyg.example', name: 'Anna Muster' }
let stops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stops) await stop()
  stops = []
})

const message = (to = 'anna@example.ch') => accessGrantedMail({ ...base, locale: 'en', to, company: 'Hotel Bellevue' })

describe('mail outbox', () => {
  test('without SMTP_URL a sent message becomes an .eml file in DATA_DIR/mail and one log line', async () => {
    const handle = createTestDb()
    const dataDir = mkdtempSync(join(tmpdir(), 'kyg-mail-'))
    const lines: string[] = []
    const log = createLogger('info', {}, (l) => lines.push(l))
    enqueue(testDeps(handle.db), message())
    const transport = createTransport(
      { DATA_DIR: dataDir, MAIL_FROM: 'KnowYourGuest <no-reply@kyg.example>' },
      log,
      systemClock,
    )
    expect(await deliverPending({ ...testDeps(handle.db), transport, log, issuers: {} })).toEqual({
      sent: 1,
      failed: 0,
      withheld: 0,
    })
    const files = readdirSync(join(dataDir, 'mail'))
    expect(files).toHaveLength(1)
    const eml = readFileSync(join(dataDir, 'mail', files[0]!), 'utf8')
    expect(eml).toContain('To: anna@example.ch')
    expect(eml).toContain('Subject: Your KnowYourGuest membership is active')
    expect(lines.filter((l) => l.includes('mail written'))).toHaveLength(1)
    expect(lines.join('\n')).not.toContain('anna@example.ch')
  })

  test('a message is kept while SMTP is down and sent once it is back; nothing is lost', async () => {
    const handle = createTestDb()
    const port = closedPort()
    const config = {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kyg-mail-')),
      MAIL_FROM: 'no-reply@kyg.example',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    }
    const clock = fixedClock(new Date())
    const transport = createTransport(config, silent, clock)
    stops.push(async () => transport.close())
    const deps = { ...testDeps(handle.db, clock), transport, log: silent, issuers: {} }
    enqueue(deps, message())

    const t0 = clock.now()
    expect(await deliverPending(deps)).toEqual({
      sent: 0,
      failed: 1,
      withheld: 0,
    })
    const [waiting] = listOutbox(handle)
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 })
    expect(waiting!.lastError).toBeTruthy()
    expect(Date.parse(waiting!.nextAttemptAt)).toBe(t0.getTime() + retryDelayMs(1))
    // Not due yet: a pass before the backoff does not try again.
    expect(await deliverPending(deps)).toEqual({
      sent: 0,
      failed: 0,
      withheld: 0,
    })

    const smtp = await startSmtpCapture(port)
    stops.push(smtp.stop)
    clock.advance(retryDelayMs(1) + 1)
    expect(await deliverPending(deps)).toEqual({
      sent: 1,
      failed: 0,
      withheld: 0,
    })
    expect(smtp.messages).toHaveLength(1)
    expect(smtp.messages[0]!.to).toEqual(['anna@example.ch'])
    expect(smtp.messages[0]!.raw).toContain('Subject: Your KnowYourGuest membership is active')
    const [sent] = listOutbox(handle)
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, html: '', text: '' })
  })

  test('a message queued in a transaction that rolls back is never sent', () => {
    const handle = createTestDb()
    expect(() =>
      handle.db.transaction((tx) => {
        enqueue(testDeps(tx), message())
        throw new Error('the change failed')
      }),
    ).toThrow('the change failed')
    expect(listOutbox(handle)).toHaveLength(0)
  })

  test('the retry delay grows and is capped at one hour', () => {
    expect(retryDelayMs(1)).toBe(30_000)
    expect(retryDelayMs(2)).toBe(60_000)
    expect(retryDelayMs(3)).toBe(120_000)
    expect(retryDelayMs(30)).toBe(3_600_000)
  })

  test('the scheduled mail job sends queued mail over SMTP', async () => {
    const handle = createTestDb()
    const smtp = await startSmtpCapture()
    stops.push(smtp.stop)
    const transport = createTransport(
      { DATA_DIR: tmpdir(), MAIL_FROM: 'no-reply@kyg.example', SMTP_URL: smtp.url },
      silent,
      systemClock,
    )
    const jobs = createScheduler({
      jobs: mailJobs({ ...testDeps(handle.db), transport, log: silent, issuers: {} }),
      clock: systemClock,
      log: silent,
      recorder: runRecorder(handle),
    })
    stops.push(async () => {
      await jobs.stop()
      transport.close()
    })
    enqueue(testDeps(handle.db), message('luca@example.ch'))
    const outcome = await jobs.runNow('mail.deliver')
    expect(outcome).toMatchObject({ status: 'ok', counts: { sent: 1, failed: 0 } })
    expect(smtp.messages.map((m) => m.to[0])).toEqual(['luca@example.ch'])
  })

  test('an attachment is sent with the message and emptied from the outbox afterwards', async () => {
    const handle = createTestDb()
    const smtp = await startSmtpCapture()
    stops.push(smtp.stop)
    const transport = createTransport(
      { DATA_DIR: tmpdir(), MAIL_FROM: 'no-reply@kyg.example', SMTP_URL: smtp.url },
      silent,
      systemClock,
    )
    stops.push(async () => transport.close())
    const pdf = Buffer.from('%PDF-1.3 qr-bill %%EOF')
    enqueue(testDeps(handle.db), {
      ...message(),
      attachments: [{ filename: 'qr-bill.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') }],
    })
    await deliverPending({ ...testDeps(handle.db), transport, log: silent, issuers: {} })
    expect(smtp.messages[0]?.raw).toContain('filename=qr-bill.pdf')
    expect(smtp.messages[0]?.raw).toContain(pdf.toString('base64'))
    expect(listOutbox(handle)[0]?.attachments).toBeNull()
  })

  test('two delivery passes at once send a message only once', async () => {
    const handle = createTestDb()
    const smtp = await startSmtpCapture()
    stops.push(smtp.stop)
    const transport = createTransport(
      { DATA_DIR: tmpdir(), MAIL_FROM: 'no-reply@kyg.example', SMTP_URL: smtp.url },
      silent,
      systemClock,
    )
    stops.push(async () => transport.close())
    enqueue(testDeps(handle.db), message())
    await Promise.all([
      deliverPending({ ...testDeps(handle.db), transport, log: silent, issuers: {} }),
      deliverPending({ ...testDeps(handle.db), transport, log: silent, issuers: {} }),
    ])
    expect(smtp.messages).toHaveLength(1)
  })
})

describe('mail templates', () => {
  test('access and reset e-mails exist in every language, as HTML and text, with the link', () => {
    const subjects = new Set<string>()
    for (const locale of LOCALES) {
      const access = accessGrantedMail({ ...base, locale, to: 'a@b.ch', company: 'Hotel Bellevue' })
      const reset = passwordResetMail({ ...base, locale, to: 'a@b.ch', token: 'tok_123' })
      subjects.add(access.subject)
      subjects.add(reset.subject)
      expect(access.html).toContain(`<html lang="${locale}">`)
      expect(access.html).toContain('https://kyg.example/login')
      expect(access.text).toContain('Hotel Bellevue')
      expect(reset.text).toContain('https://kyg.example/reset-password?token=tok_123')
      expect(reset.html).toContain('https://kyg.example/reset-password?token=tok_123')
      expect(reset.text).toContain('Anna Muster')
      expect(reset.text).toContain('info@knowyourguest.ch')
    }
    expect(subjects.size).toBe(8)
  })

  test('names are escaped in the HTML', () => {
    const mail = renderLayout({
      ...base,
      locale: 'en',
      to: 'a@b.ch',
      kind: 'test',
      subject: 'S',
      name: '<img src=x onerror=alert(1)>',
      heading: 'H',
      paragraphs: ['p & q'],
    })
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&lt;img src=x')
    expect(mail.html).toContain('p &amp; q')
  })
})
