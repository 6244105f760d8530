import { describe, expect, test } from 'bun:test'
import { AppError, notFound } from '~/kernel/errors'
import { checkRepository, dictionaryKeysNamed, errorMessages, textOf, vocabularyProblems } from './error-vocabulary'

const file = (path: string, text: string) => ({ path, text })

describe('one error vocabulary (ADR 161)', () => {
  // Reading the server's files takes a few seconds on a busy machine; nothing is timed.
  test('Every AppError message resolves in EN, FR, DE and IT', () => {
    const { problems, messages } = checkRepository()
    expect(problems).toEqual([])
    expect(messages).toBeGreaterThan(150)
  }, 60_000)

  test('an English sentence as a message fails the check, wherever the call is written', () => {
    const files = [
      file(
        'src/modules/auth/service.ts',
        `if (a) throw new AppError('CONFLICT', 'This hotel is already approved.')
         if (b) throw notFound(c ? 'admin.errors.jobNotFound' : 'No account has this e-mail address.')
         throw validation('reason', MESSAGES.reason)
         const MESSAGES = { reason: 'Give a reason.' } as const`,
      ),
    ]
    expect(vocabularyProblems(errorMessages(files))).toEqual([
      "src/modules/auth/service.ts:1 the message 'This hotel is already approved.' is not a dictionary key",
      "src/modules/auth/service.ts:2 the message c ? 'admin.errors.jobNotFound' : 'No account has this e-mail address.' is not a dictionary key",
      'src/modules/auth/service.ts:3 the message MESSAGES.reason is not a dictionary key',
    ])
  })

  test('a key without its text in one language fails the check, naming the language', () => {
    const missing = [{ at: 'src/x.ts:1', key: 'admin.errors.noSuchThing', text: "'admin.errors.noSuchThing'" }]
    expect(vocabularyProblems(missing)).toEqual(["src/x.ts:1 'admin.errors.noSuchThing' has no text in EN, FR, DE, IT"])
    expect(textOf('de', 'errors.otherSite')).toBe('Anfragen von anderen Websites werden nicht angenommen.')
  })

  test('a key passed through a helper (a rate limit, a default parameter) is checked too', () => {
    const named = dictionaryKeysNamed([
      file('src/kernel/rate-limit.ts', "hit(key: string, message: TranslationKey = 'auth.tooManyRequests') {}"),
      file('src/modules/audit/actions.ts', "record({ action: 'auth.hotel.approved' })"),
    ])
    expect(named.map((m) => m.key)).toEqual(['auth.tooManyRequests'])
  })

  test('an English sentence as an AppError message is a type error', () => {
    // @ts-expect-error: the message is a TranslationKey; tsc fails on this line the day it accepts any string
    const sentence = new AppError('CONFLICT', 'This hotel is already approved.')
    // @ts-expect-error: the helpers take keys as well
    const helper = notFound('No account has this e-mail address.')
    expect([sentence.message, helper.status]).toEqual(['This hotel is already approved.', 404])
  })
})
