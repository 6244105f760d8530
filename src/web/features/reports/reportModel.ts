// The report form (spec screens 6 and 7): empty and stored values and the multipart body; the rules are in
// ./report-schema.ts, loaded at the form's first use (ADR 147).

import type * as v from 'valibot'
import { guestFormFields, reportFormFields } from '~/lib/guest-form'
import type { EarlierGuest, Report } from './api'
import type { PickedFile } from './EvidenceFiles'
import type { reportFormSchema } from './report-schema'

export type ReportFormValues = v.InferInput<typeof reportFormSchema>
export type ReportFormOutput = v.InferOutput<typeof reportFormSchema>
export type ReportFieldName = keyof ReportFormValues

export const emptyReportValues: ReportFormValues = {
  first_name: '',
  last_name: '',
  birth_date: '',
  birth_place: '',
  nationality: '',
  phone: '',
  email: '',
  street_name: '',
  building_no: '',
  apartment_no: '',
  zip_code: '',
  city: '',
  country: '',
  document_type: '',
  document_number: '',
  check_in: '',
  check_out: '',
  category: '' as ReportFormValues['category'],
  amount_owed: '',
  message: '',
  declaration: false,
}
const FIELD_NAMES = Object.keys(emptyReportValues) as ReportFieldName[]
export const isReportField = (name: string | undefined): name is ReportFieldName & string =>
  Boolean(name && (FIELD_NAMES as string[]).includes(name))

/** The form values an earlier guest of the hotel fills in (search while typing). */
export const guestValues = (g: EarlierGuest): Partial<ReportFormValues> =>
  guestFormFields(g) as Partial<ReportFormValues>

/** The Edit report form's values: the stored report as the form's text (src/lib's one mapping); editing re-affirms the declaration. */
export const toReportValues = (report: Report): ReportFormValues =>
  ({ ...emptyReportValues, ...reportFormFields(report), declaration: false }) as ReportFormValues

/**
 * The multipart body: the fields (all of them for a new report, the changed ones for an update), the declaration,
 * then the files, so upload progress can be told per file.
 */
export function toReportFormData(
  values: ReportFormValues,
  files: PickedFile[],
  { only, version, remove }: { only?: ReportFieldName[]; version?: number; remove?: string[] } = {},
): FormData {
  const body = new FormData()
  for (const name of FIELD_NAMES) {
    if (name === 'declaration' || (only && !only.includes(name))) continue
    body.append(name, String(values[name] ?? ''))
  }
  body.append('declaration', 'true')
  if (version !== undefined) body.append('version', String(version))
  for (const id of remove ?? []) body.append('remove_attachments', id)
  for (const picked of files) body.append('attachments', picked.file, picked.file.name)
  return body
}

/** Per-file progress (0..1) from the bytes sent: the fields go first, then the files in order. */
export function progressPerFile(files: PickedFile[], loaded: number, total: number): Record<string, number> {
  const sizes = files.reduce((sum, p) => sum + p.file.size, 0)
  let start = Math.max(0, total - sizes)
  const out: Record<string, number> = {}
  for (const picked of files) {
    const size = picked.file.size
    out[picked.key] = Math.min(1, Math.max(0, (loaded - start) / size))
    start += size
  }
  return out
}

/** A validation answer reads "field: message"; the field's own error shows only the message. */
export const withoutFieldPrefix = (message: string, apiField?: string) =>
  apiField && message.startsWith(`${apiField}: `) ? message.slice(apiField.length + 2) : message
