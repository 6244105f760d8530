// Arrival sheets are parsed off the server's thread (security review 4, finding 3; ADR 245): a few worker threads
// (./sheet-worker.ts) started at the first sheet, each parsing one sheet at a time, the others waiting in line. The
// server's thread only hands over the bytes and takes back the rows, so /healthz and every other request keep being
// answered while sheets are parsed. How fast is `bun run bench:sheet`'s.
import { AppError, type ErrorCode } from '~/kernel/errors'
import type { TranslationKey } from '~/lib/translate-key'
import type { Sheet } from './sheet'

type Job = { id: number; bytes: Uint8Array; resolve: (sheet: Sheet) => void; reject: (error: unknown) => void }
type Answer = {
  id: number
  sheet?: Sheet
  error?: { code: ErrorCode; message: TranslationKey; extra: AppError['extra'] }
  failed?: string
}
type Thread = { worker: Worker; job: Job | null }

/** Two threads: the machine's other core; a third sheet waits for one of them rather than taking the server's. */
const SHEET_THREADS = 2

export function createSheetParser({ threads = SHEET_THREADS }: { threads?: number } = {}) {
  const idle: Thread[] = []
  const all: Thread[] = []
  const waiting: Job[] = []
  let nextId = 0

  const settle = (thread: Thread, answer: Answer) => {
    const job = thread.job
    thread.job = null
    if (job && answer.id === job.id) {
      if (answer.sheet) job.resolve(answer.sheet)
      else if (answer.error) job.reject(new AppError(answer.error.code, answer.error.message, answer.error.extra))
      else job.reject(new Error(`sheet worker: ${answer.failed ?? 'no answer'}`))
    }
    next(thread)
  }
  const start = (): Thread => {
    const worker = new Worker(new URL('./sheet-worker.ts', import.meta.url).href)
    // A waiting worker never keeps the process (a test, the CLI) alive.
    ;(worker as Worker & { unref(): void }).unref()
    const thread: Thread = { worker, job: null }
    worker.onmessage = (event: MessageEvent<Answer>) => settle(thread, event.data)
    worker.onerror = (event) => {
      // A thread that failed is replaced; its sheet is refused as a server error, the others go on.
      event.preventDefault()
      const job = thread.job
      thread.job = null
      worker.terminate()
      all.splice(all.indexOf(thread), 1)
      job?.reject(new Error(`sheet worker failed: ${event.message}`))
      if (waiting.length > 0) next(start())
    }
    all.push(thread)
    return thread
  }
  const next = (thread: Thread) => {
    const job = waiting.shift()
    if (!job) {
      idle.push(thread)
      return
    }
    thread.job = job
    thread.worker.postMessage({ id: job.id, bytes: job.bytes }, [job.bytes.buffer as ArrayBuffer])
  }

  return {
    /** The sheet's rows as `readSheet` reads them (same refusals), parsed on a worker thread. */
    parse(bytes: Uint8Array): Promise<Sheet> {
      // The bytes move to the thread (transferred, not copied); a view into a larger buffer is copied out first.
      const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice()
      return new Promise<Sheet>((resolve, reject) => {
        waiting.push({ id: ++nextId, bytes: own, resolve, reject })
        const thread = idle.pop() ?? (all.length < threads ? start() : undefined)
        if (thread) next(thread)
      })
    },
    /** How many threads have been started (tests: the sheets went to a worker). */
    get threads() {
      return all.length
    },
    close() {
      for (const thread of all) thread.worker.terminate()
      all.length = 0
      idle.length = 0
    },
  }
}
