// What a data-subject request may lead to for a report it concerns, beyond a dispute: the provider corrects it or
// deletes it through the reports service (which tells the hotel); the request's own audit names the report.

import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import { validation } from '~/kernel/errors'
import type { Actor } from '~/modules/audit/public'
import { record } from '~/modules/audit/public'
import { CORRECTABLE_FIELDS } from '~/modules/reports/public'
import type { ReportsPort } from './reports-port'
import { requestView, requireRequest } from './requests'

type Deps = { db: DbOrTx; clock: Clock; chainKey: string; reports: ReportsPort }

function requireReportOfRequest(deps: Deps, id: string, reportId: string) {
  const row = requireRequest(deps, id)
  if (!requestView(row, deps.clock.now()).reportIds.includes(reportId))
    throw validation('reportId', 'admin.errors.reportNotInRequest')
  return row
}

/** Corrects fields of a report the request concerns (only the report form's fields; validated by the reports rules). */
export function correctRequestReport(
  deps: Deps,
  input: { id: string; reportId: string; fields: Record<string, string>; reason: string; actor: Actor },
) {
  const row = requireReportOfRequest(deps, input.id, input.reportId)
  const unknown = Object.keys(input.fields).find((k) => !(CORRECTABLE_FIELDS as readonly string[]).includes(k))
  if (unknown) throw validation('fields', 'admin.errors.fieldUnknown')
  deps.reports.correct(input.reportId, { fields: input.fields, reason: input.reason }, input.actor)
  record(deps, {
    actor: input.actor,
    action: 'data_request.report_corrected',
    target: { type: 'data_request', id: row.id },
    details: { reportId: input.reportId, fields: Object.keys(input.fields), reason: input.reason },
  })
  return requestView(requireRequest(deps, row.id), deps.clock.now())
}

/** Deletes a report the request concerns (a tombstone stays for the audit); its files go after the commit. */
export async function deleteRequestReport(
  deps: Deps,
  input: { id: string; reportId: string; reason: string; actor: Actor },
) {
  const row = requireReportOfRequest(deps, input.id, input.reportId)
  await deps.reports.remove(input.reportId, input.reason, input.actor)
  record(deps, {
    actor: input.actor,
    action: 'data_request.report_deleted',
    target: { type: 'data_request', id: row.id },
    details: { reportId: input.reportId, reason: input.reason },
  })
  return requestView(requireRequest(deps, row.id), deps.clock.now())
}
