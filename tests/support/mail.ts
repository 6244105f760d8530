// The e-mails a test server wrote (zero-configuration mode: one .eml file each in DATA_DIR/mail, written whole under
// a hidden name and then renamed), read and awaited the one way every browser file uses (issue 36, items 4 and 5).
// Waiting is on the directory's change events, never on time: a guard only ends a wait that can never succeed.
import { type FSWatcher, mkdirSync, readdirSync, readFileSync, watch } from 'node:fs'
import { join } from 'node:path'

export type Mail = { name: string; text: string }

/** Quoted-printable undone: soft line breaks joined, `=XX` escapes decoded byte by byte. */
const decodeQuotedPrintable = (raw: string): string =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

/** Every e-mail written so far to `dir`, oldest first by name (names start with the time), decoded. */
export function mailsIn(dir: string): Mail[] {
  let names: string[]
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'))
  } catch {
    return []
  }
  return names.sort().map((name) => ({ name, text: decodeQuotedPrintable(readFileSync(join(dir, name), 'utf8')) }))
}

/**
 * The first e-mail in `dir` that `match` accepts: at once when it is there, else when the outbox writes it (woken by
 * the directory's events). Rejects after `guardMs` with what was there, so a missing e-mail fails with a reason.
 */
export function waitForMail(dir: string, match: (mail: Mail) => boolean, guardMs = 30_000): Promise<Mail> {
  mkdirSync(dir, { recursive: true })
  return new Promise((resolve, reject) => {
    let watcher: FSWatcher | undefined
    const guard = AbortSignal.timeout(guardMs)
    const done = () => {
      watcher?.close()
      guard.removeEventListener('abort', onAbort)
    }
    const look = () => {
      const found = mailsIn(dir).find(match)
      if (found) {
        done()
        resolve(found)
      }
      return found
    }
    const onAbort = () => {
      done()
      const names = mailsIn(dir).map((m) => m.name)
      reject(new Error(`no matching e-mail in ${dir} (there: ${names.join(', ') || 'none'})`))
    }
    watcher = watch(dir, () => look())
    guard.addEventListener('abort', onAbort)
    // Scanned after the watch starts, so a file written in between is not missed.
    look()
  })
}

/** The first link in a mail that matches `pattern` (its first group, or the whole match). */
export function linkIn(mail: Mail, pattern: RegExp): URL {
  const found = pattern.exec(mail.text)
  if (!found) throw new Error(`no link like ${pattern} in ${mail.name}`)
  return new URL(found[1] ?? found[0])
}

/**
 * The HTML part of an e-mail in `dir`, decoded to text (quoted-printable or base64, UTF-8): the page the recipient's
 * mail program shows, for a browser test to render.
 */
export function htmlOf(dir: string, mail: Mail): string {
  const raw = readFileSync(join(dir, mail.name), 'utf8')
  const part = /\nContent-Type: text\/html[^\n]*\n((?:[^\n]+\n)*)\n([\s\S]*?)\n--[^\n]*--?\n/i.exec(raw)
  if (!part) throw new Error(`no HTML part in ${mail.name}`)
  const [, headers = '', body = ''] = part
  const encoding = /Content-Transfer-Encoding: *(\S+)/i.exec(headers)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8')
  if (encoding !== 'quoted-printable') return body
  const bytes = Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  )
  return bytes.toString('utf8')
}
