import { serverLL } from '~/kernel/i18n'
import type { Locale } from '~/lib/constants'
import { formatDate } from '~/lib/dates'
import type { OutgoingMessage } from '~/modules/mail/public'
import { renderLayout } from '~/modules/mail/public'

type Decision = {
  locale: Locale
  to: string
  name: string
  checkIn: string
  checkOut: string
  notes: string | null
  contactEmail: string
  baseUrl: string
}

/**
 * The e-mail to the reporting hotel after an administrator decided, or changed a decision (`changed`), in the
 * hotel's language.
 */
export function reportDecisionMail(
  input: Decision & { decision: 'approved' | 'rejected'; changed?: boolean },
): OutgoingMessage {
  const LL = serverLL(input.locale).reportsApi.mail
  const texts = input.decision === 'approved' ? LL.approved : LL.rejected
  const lead = input.changed ? LL.changed[input.decision] : texts
  const notes = input.notes?.trim()
  return renderLayout({
    ...input,
    kind: `report-${input.changed ? 'decision-changed-' : ''}${input.decision}`,
    subject: lead.subject(),
    heading: lead.heading(),
    paragraphs: [
      lead.body({
        checkIn: formatDate(input.checkIn, input.locale),
        checkOut: formatDate(input.checkOut, input.locale),
      }),
      ...(notes ? [texts.notes({ notes })] : []),
      ...(input.decision === 'rejected' ? [LL.rejected.after()] : []),
    ],
    action: { label: texts.action(), url: `${input.baseUrl}/dashboard/reports` },
  })
}
