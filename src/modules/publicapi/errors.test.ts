import { expect, test } from 'bun:test'
import { serverLL, translateForRequest } from '~/kernel/i18n'
import { apiErrorAnswer } from './errors'

const inGerman = (message: string) =>
  translateForRequest(new Request('http://localhost/api/v1/search', { headers: { 'accept-language': 'de' } }), message)

test('an unexpected failure answers 500 INTERNAL with the app’s own message in the caller’s language, no detail', () => {
  const answer = apiErrorAnswer('UNKNOWN', new Error('SQLITE_BUSY: database is locked'), inGerman, 'req-1')
  expect(answer).toEqual({
    status: 500,
    body: { code: 'INTERNAL', message: serverLL('de').errors.internal(), request_id: 'req-1' },
  })
})
