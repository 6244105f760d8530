// The report form's rules, loaded at the form's first use (ADR 147): valibot, the API's field rules and the country
// list stay out of the JavaScript of the page's first paint.
import * as v from 'valibot'
import { REPORT_MSG, reportFieldsAt } from '~/lib/report-fields'
import { today } from '../../clock'
import { schemaResolver } from '../../components/schema-resolver'

/**
 * The API's own field rules (src/lib/report-fields.ts), with the declaration as the checkbox it is here; the stay rule
 * is checked as soon as both dates are valid, even while other fields are still wrong.
 */
export const reportFormSchema = v.pipe(
  v.object({
    ...reportFieldsAt(today).pipe[0].entries,
    declaration: v.pipe(
      v.boolean(),
      v.check((accepted) => accepted, REPORT_MSG.declaration),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['check_in'], ['check_out']],
      (input) => input.check_out >= input.check_in,
      REPORT_MSG.checkOutBeforeCheckIn,
    ),
    ['check_out'],
  ),
)

export const reportResolver = schemaResolver(reportFormSchema)
