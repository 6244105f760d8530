import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from '~/kernel/log'
import type { OutgoingMessage } from './model'

/** Sends one message or throws. */
export type MailTransport = { send(message: OutgoingMessage & { id: string }): Promise<void>; close(): void }

export type TransportConfig = { SMTP_URL?: string; MAIL_FROM: string; DATA_DIR: string }

const attachmentsOf = (message: OutgoingMessage) =>
  message.attachments?.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.contentBase64, 'base64'),
  }))

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/mail plus one log line. */
export function createTransport(config: TransportConfig, log: Logger): MailTransport {
  if (config.SMTP_URL) {
    // Bounded waits: a hanging server must not hold the worker past its claim on a message (2 minutes).
    const smtp = nodemailer.createTransport({
      url: config.SMTP_URL,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    })
    return {
      async send(message) {
        await smtp.sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          attachments: attachmentsOf(message),
          messageId: `<${message.id}@knowyourguest>`,
        })
      },
      close: () => smtp.close(),
    }
  }
  const dir = join(config.DATA_DIR, 'mail')
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message) {
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
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.kind}-${message.id}.eml`)
      writeFileSync(file, info.message as Buffer, { mode: 0o600 })
      log.info('mail written to file (no SMTP_URL)', { id: message.id, kind: message.kind, file })
    },
    close() {},
  }
}
