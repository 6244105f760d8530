import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Transporter } from 'nodemailer'
import type { Clock } from '~/kernel/clock'
import type { Logger } from '~/kernel/log'
import type { OutgoingMessage } from './model'

/** Sends one message or throws. */
export type MailTransport = {
  send(message: OutgoingMessage & { id: string }): Promise<void>
  close(): void
  /** Deletes the copies it keeps of messages written before `before` (the file transport's .eml files): how many. */
  forget?(before: Date): number
}

/** A file's name starts with the moment it was written, so names sort by time and compare with a moment. */
const fileStamp = (at: Date) => at.toISOString().replace(/[:.]/g, '-')

export type TransportConfig = { SMTP_URL?: string; MAIL_FROM: string; DATA_DIR: string }

const attachmentsOf = (message: OutgoingMessage) =>
  message.attachments?.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.contentBase64, 'base64'),
  }))

// nodemailer is loaded with the first message, not at start (about 0.1-0.3 s of the cold start, ADR 115).
const loadNodemailer = () => import('nodemailer').then((m) => m.default)

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/mail plus one log line. */
export function createTransport(config: TransportConfig, log: Logger, clock: Clock): MailTransport {
  const smtpUrl = config.SMTP_URL
  if (smtpUrl) {
    let smtp: Transporter | undefined
    const connect = async () => {
      // Bounded waits: a hanging server must not hold the worker past its claim on a message (2 minutes).
      smtp ??= (await loadNodemailer()).createTransport({
        url: smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      })
      return smtp
    }
    return {
      async send(message) {
        await (await connect()).sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          attachments: attachmentsOf(message),
          messageId: `<${message.id}@knowyourguest>`,
        })
      },
      close: () => smtp?.close(),
    }
  }
  const dir = join(config.DATA_DIR, 'mail')
  let stream: Transporter | undefined
  return {
    async send(message) {
      stream ??= (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
      const info = await stream.sendMail({
        from: config.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: attachmentsOf(message),
        messageId: `<${message.id}@knowyourguest>`,
      })
      mkdirSync(dir, { recursive: true, mode: 0o700 })
      const file = join(dir, `${fileStamp(clock.now())}-${message.kind}-${message.id}.eml`)
      // Written whole under a hidden name, then renamed: a reader (the operator, a test) never sees half a message.
      const partial = join(dir, `.${message.id}.partial`)
      writeFileSync(partial, info.message as Buffer, { mode: 0o600 })
      renameSync(partial, file)
      log.info('mail written to file (no SMTP_URL)', { id: message.id, kind: message.kind, file })
    },
    // A guest's notice or a /your-data confirmation written here would otherwise outlive its envelope (ADR 355).
    forget(before) {
      const stamp = fileStamp(before)
      const old = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.eml') && name < stamp) : []
      for (const name of old) rmSync(join(dir, name), { force: true })
      return old.length
    },
    close() {},
  }
}
