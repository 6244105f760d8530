// The thread that parses arrival sheets (security review 4, finding 3): papaparse on a 2 MB sheet of escaped quotes
// takes seconds of CPU, which on the server's own thread held every other request (even /healthz) for as long. Here it
// holds only this thread. It receives `{ id, bytes }` and answers `{ id, sheet }` or `{ id, error }` (an AppError's
// code, message key and extra, rebuilt on the other side; see ./sheet-parser.ts).
import { AppError } from '~/kernel/errors'
import { readSheet } from './sheet'

declare const self: Worker

self.onmessage = (event: MessageEvent<{ id: number; bytes: Uint8Array }>) => {
  const { id, bytes } = event.data
  try {
    self.postMessage({ id, sheet: readSheet(bytes) })
  } catch (error) {
    if (error instanceof AppError) {
      self.postMessage({ id, error: { code: error.code, message: error.message, extra: error.extra } })
    } else self.postMessage({ id, failed: String(error) })
  }
}
