import { SMTPServer } from 'smtp-server'

type CapturedMail = { from: string; to: string[]; raw: string }

/** An SMTP server on loopback that keeps every message it receives (no TLS, no auth), for mail tests. */
export async function startSmtpCapture(port = 0) {
  const messages: CapturedMail[] = []
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A loopback port with nothing listening (an SMTP outage). */
export function closedPort(): number {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() })
  const port = probe.port!
  probe.stop(true)
  return port
}
