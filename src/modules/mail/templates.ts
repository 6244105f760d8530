import { serverLL } from '~/kernel/i18n'
import type { Locale } from '~/lib/constants'
import { formatAmount } from '~/lib/money'
import type { OutgoingMessage } from './model'
import { SECRET_TOKEN } from './service'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export type LayoutInput = {
  locale: Locale
  to: string
  kind: string
  subject: string
  /** Recipient's name for the greeting; omitted gives a plain greeting. */
  name?: string
  /**
   * The reader is not known: an address nobody has confirmed yet, where the name typed beside it may not be used (ADR
   * 302). The e-mail opens with the formal salutation to an unknown reader ("Sehr geehrte Damen und Herren").
   */
  unknownReader?: true
  heading: string
  paragraphs: string[]
  action?: { label: string; url: string }
  /** The closing line under the card, when not the account holder's one (a reported guest has no account). */
  footer?: string
  /** Paragraphs after the button. */
  after?: string[]
  contactEmail: string
}

/** The shared e-mail layout (HTML and plain text) in the recipient's language; other modules reuse it. */
export function renderLayout(input: LayoutInput): OutgoingMessage {
  const LL = serverLL(input.locale).mail
  const greeting = input.unknownReader
    ? LL.greetingUnknownReader()
    : input.name
      ? LL.greeting({ name: input.name })
      : LL.greetingNoName()
  const after = input.after ?? []
  const footer = input.footer ?? LL.footer({ contact: input.contactEmail })
  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s)}</p>`
  const button = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#1d3557;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(input.action.label)}</a></p>` +
      p(LL.linkFallback()) +
      `<p style="margin:0 0 16px;word-break:break-all"><a href="${escapeHtml(input.action.url)}">${escapeHtml(input.action.url)}</a></p>`
    : ''
  const html = `<!doctype html>
<html lang="${input.locale}"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1b1f24">
<div role="main" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="font-size:22px;margin:0 0 24px">${escapeHtml(input.heading)}</h1>
${p(greeting)}${input.paragraphs.map(p).join('')}${button}${after.map(p).join('')}${p(LL.signature())}
</div>
<div role="contentinfo"><p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#5a6270">${escapeHtml(footer)}</p></div>
</body></html>
`
  const text = [
    input.heading,
    '',
    greeting,
    '',
    ...input.paragraphs.flatMap((s) => [s, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    ...after.flatMap((s) => [s, '']),
    LL.signature(),
    '',
    '--',
    footer,
    '',
  ].join('\n')
  return { to: input.to, subject: input.subject, html, text, kind: input.kind }
}

type Common = { locale: Locale; to: string; name: string; contactEmail: string; baseUrl: string }

/** The approval e-mail: the membership is active, sign in. */
export function accessGrantedMail(input: Common & { company: string }): OutgoingMessage {
  const LL = serverLL(input.locale).mail.accessGranted
  return renderLayout({
    ...input,
    kind: 'access-granted',
    subject: LL.subject(),
    heading: LL.heading(),
    paragraphs: [LL.body({ company: input.company })],
    action: { label: LL.action(), url: `${input.baseUrl}/login` },
  })
}

/**
 * The password-reset e-mail with its single-use link. Without a token, the link carries SECRET_TOKEN and the token
 * is issued when the e-mail is sent (never stored in the outbox).
 */
export function passwordResetMail(input: Common & { token?: string }): OutgoingMessage {
  const LL = serverLL(input.locale).mail.passwordReset
  return renderLayout({
    ...input,
    kind: 'password-reset',
    subject: LL.subject(),
    heading: LL.heading(),
    paragraphs: [LL.body()],
    action: {
      label: LL.action(),
      url: `${input.baseUrl}/reset-password?token=${input.token ? encodeURIComponent(input.token) : SECRET_TOKEN}`,
    },
    after: [LL.ignore()],
  })
}

/** The application was refused: the operator's reason, in the hotel's language. */
export function applicationRejectedMail(
  input: Common & {
    company: string
    reason: string
    refund?: { method: 'card' | 'bank_transfer'; amountRappen: number }
  },
): OutgoingMessage {
  const LL = serverLL(input.locale).mail.applicationRejected
  const refund = input.refund
  const amount = refund ? formatAmount(refund.amountRappen, { locale: input.locale }) : ''
  // What happens to the money (issue 24, item 6): nothing was paid, a card refund, or a transfer paid back by hand.
  const money = !refund
    ? LL.noPayment()
    : refund.method === 'bank_transfer'
      ? LL.refundTransfer({ amount })
      : LL.refundCard({ amount })
  return renderLayout({
    ...input,
    kind: 'application-rejected',
    subject: LL.subject(),
    heading: LL.heading(),
    paragraphs: [LL.body({ company: input.company }), LL.reason({ reason: input.reason }), money],
    after: [LL.contact({ contact: input.contactEmail })],
  })
}

/** The alert to an administrator that the audit chain is broken (sent by the daily verification while it lasts). */
export function auditChainBrokenMail(
  input: Omit<Common, 'name' | 'baseUrl'> & { brokenAtSeq: number },
): OutgoingMessage {
  const LL = serverLL(input.locale).security.auditBroken
  return renderLayout({
    ...input,
    kind: 'audit-chain-broken',
    subject: LL.subject(),
    heading: LL.heading(),
    paragraphs: [LL.body({ seq: input.brokenAtSeq })],
    after: [LL.after()],
  })
}
