// The audit trail in words (issue 21): a translated label for every action code and actor type, and the person and
// hotel an entry names, joined by the server at read time.
import type { ActorType, AuditActionKey } from '~/modules/audit/public'
import type { TranslationFunctions } from '~locales/i18n-types'

type ActionLabels = TranslationFunctions['auditTrail']['actions']
// Does not compile while an action of src/modules/audit/actions.ts has no label (labels.test.ts checks the texts).
type Unlabelled = Exclude<AuditActionKey, keyof ActionLabels>
const _everyActionLabelled: [Unlabelled] extends [never] ? true : Unlabelled = true

/** The readable label of an action code; a code the list no longer knows shows as it is. */
export function actionLabel(LL: TranslationFunctions, code: string): string {
  const labels = LL.auditTrail.actions as Partial<Record<string, () => string>>
  return labels[code.replaceAll('.', '_')]?.() ?? code
}

type Named = { actorType: ActorType; actorName: string | null; actorEmail: string | null }

/** Who acted: the person's name, the API key's name, or the kind of actor (system, operator, anonymous). */
export function actorLabel(LL: TranslationFunctions, entry: Named): string {
  if (entry.actorType === 'api_key' && entry.actorName) return LL.auditTrail.apiKey({ name: entry.actorName })
  return entry.actorName || entry.actorEmail || LL.auditTrail.actorTypes[entry.actorType]()
}
