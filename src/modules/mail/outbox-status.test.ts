// Issue 32, item 18: a message that is not sent keeps its own outbox status — `withdrawn` when its reason no longer
// held (a payment-failed e-mail after a successful retry), `withheld` at the address's daily limit — never `sent` with
// an empty sent_at; the worker never picks either up again.
import { describe, expect, test } from 'bun:test'
import { createTestDb } from '~/db/testing'
import { createLogger } from '~/kernel/log'
import { testDeps } from '~/modules/audit/testing'
import { deliverPending, enqueue, listOutbox } from './service'
import { accessGrantedMail } from './templates'
import type { MailTransport } from './transport'

const silent = createLogger('silent')
const mail = (to: string) =>
  accessGrantedMail({
    locale: 'en',
    to,
    contactEmail: 'info@knowyourguest.ch',
    baseUrl: 'https://kyg.example',
    name: 'Anna Muster',
    company: 'Hotel Bellevue',
  })

function capture() {
  const sent: string[] = []
  const transport: MailTransport = { send: async (m) => void sent.push(m.to), close: () => {} }
  return { sent, transport }
}

describe('front desk 18: mail kept unsent has its own status', () => {
  test('a message its module no longer wants is withdrawn: not sent, no sent_at, never tried again', async () => {
    const handle = createTestDb()
    const { sent, transport } = capture()
    const deps = {
      ...testDeps(handle.db),
      transport,
      log: silent,
      issuers: {},
      stillWanted: { 'access-granted': () => false },
    }
    enqueue(testDeps(handle.db), mail('anna@example.ch'), { ref: 'pi_1' })
    expect(await deliverPending(deps)).toEqual({ sent: 0, failed: 0, withheld: 1 })
    const [row] = listOutbox({ db: handle.db })
    expect(row).toMatchObject({
      status: 'withdrawn',
      sentAt: null,
      html: '',
      text: '',
      lastError: 'withdrawn: no longer true',
    })
    expect(listOutbox({ db: handle.db }, { status: 'sent' })).toEqual([])
    expect(await deliverPending({ ...deps, stillWanted: {} })).toEqual({ sent: 0, failed: 0, withheld: 0 })
    expect(sent).toEqual([])
  })

  test('a message over the address’s daily limit is withheld; the one within it is sent', async () => {
    const handle = createTestDb()
    const { sent, transport } = capture()
    const deps = { ...testDeps(handle.db), transport, log: silent, issuers: {}, perAddressPerDay: 1 }
    enqueue(testDeps(handle.db), mail('bruno@example.ch'))
    enqueue(testDeps(handle.db), mail('bruno@example.ch'))
    expect(await deliverPending(deps)).toEqual({ sent: 1, failed: 0, withheld: 1 })
    expect(sent).toEqual(['bruno@example.ch'])
    expect(
      listOutbox({ db: handle.db })
        .map((r) => r.status)
        .sort(),
    ).toEqual(['sent', 'withheld'])
    expect(listOutbox({ db: handle.db }, { status: 'withheld' })[0]).toMatchObject({ sentAt: null })
  })

  test('the database refuses a status it does not know', () => {
    const handle = createTestDb()
    enqueue(testDeps(handle.db), mail('cara@example.ch'))
    expect(() => handle.sqlite.run("UPDATE mail_outbox SET status = 'lost'")).toThrow(/CHECK constraint failed/)
  })
})
