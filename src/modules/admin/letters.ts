// Letters to the person who made a data-subject request, generated from the request and the reports' data in the
// requester's language (EN/FR/DE/IT). An access answer lists the data held and which hotel wrote it.

import { serverLL } from '~/kernel/i18n'
import type { Locale } from '~/lib/constants'
import { LOCALES } from '~/lib/constants'
import { formatDate } from '~/lib/dates'
import { type Actor, type AuditDeps, record } from '~/modules/audit/public'
import type { ReportsPort } from './reports-port'
import { type DataRequest, requestView, requireRequest } from './requests'

export const LETTER_TYPES = ['acknowledgement', 'answer'] as const
export type LetterType = (typeof LETTER_TYPES)[number]

function reportLines(
  report: ReturnType<ReportsPort['facts']>[number],
  LL: ReturnType<typeof serverLL>['admin']['letters'],
  locale: Locale,
): string[] {
  return [
    LL.reportHeading({ hotel: report.hotelName, date: formatDate(report.createdAt, locale) }),
    ...report.fields.map((field) => `  ${field.label}: ${field.value}`),
    ...(report.disputed ? [`  ${LL.disputed()}`] : []),
    '',
  ]
}

export function renderLetter(
  row: DataRequest,
  reports: ReturnType<ReportsPort['facts']>,
  type: LetterType,
  locale: Locale,
  contactEmail: string,
  now: Date,
): string {
  const LL = serverLL(locale).admin.letters
  const view = requestView(row, now)
  const kind = serverLL(locale).admin.requests.kinds[row.kind]()
  const lines: string[] = []
  if (row.requesterName) lines.push(row.requesterName)
  if (row.requesterAddress) lines.push(...row.requesterAddress.split(/\r?\n/))
  lines.push('', formatDate(now, locale), '', LL.subject({ kind, date: formatDate(row.receivedOn, locale) }), '')
  lines.push(LL.greeting({ name: row.requesterName }), '')
  if (type === 'acknowledgement') {
    lines.push(LL.acknowledged({ date: formatDate(row.receivedOn, locale), due: formatDate(view.dueOn, locale) }))
  } else if (row.kind === 'access') {
    if (reports.length === 0) lines.push(LL.accessNone())
    else {
      lines.push(LL.accessIntro({ count: reports.length }), '')
      for (const report of reports) lines.push(...reportLines(report, LL, locale))
      lines.push(LL.accessRights())
    }
  } else {
    lines.push(LL.outcome({ kind }))
    lines.push('', row.outcome ?? row.hotelAnswer ?? LL.pending())
    // A correction is answered with the data as it now stands.
    if (row.kind === 'correction' && reports.length) {
      lines.push('', LL.correctedData(), '')
      for (const report of reports) lines.push(...reportLines(report, LL, locale))
    }
  }
  lines.push('', LL.complaint({ contact: contactEmail }), '', LL.closing(), LL.signature(), '')
  return lines.join('\n')
}

/** The letter for a request; generating it reads personal data, so it is audited. */
export function letterFor(
  deps: AuditDeps & { reports: ReportsPort; config: { CONTACT_EMAIL: string } },
  input: { id: string; type: LetterType; locale?: string; actor: Actor },
) {
  const row = requireRequest(deps, input.id)
  const locale = ((LOCALES as readonly string[]).includes(input.locale ?? '') ? input.locale : row.locale) as Locale
  const reports = deps.reports.facts(requestView(row, deps.clock.now()).reportIds, {
    admin: { id: input.actor.id ?? '', ip: input.actor.ip },
    locale,
  })
  record(deps, {
    actor: input.actor,
    action: 'data_request.letter_generated',
    target: { type: 'data_request', id: row.id },
    details: { type: input.type, locale },
  })
  return {
    locale,
    type: input.type,
    text: renderLetter(row, reports, input.type, locale, deps.config.CONTACT_EMAIL, deps.clock.now()),
  }
}
