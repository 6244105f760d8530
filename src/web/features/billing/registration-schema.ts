// The wizard's rules, loaded at the form's first use (ADR 147): valibot, the shared field rules, the country list and
// the password check stay out of the JavaScript of the page's first paint.
import * as v from 'valibot'
import { country } from '~/lib/country-fields'
import * as f from '~/lib/fields'
import { isStrongPassword } from '~/lib/password-strength'
import { schemaResolver } from '../../components/schema-resolver'

// The shared field rules of src/lib/fields.ts (the same the API applies) plus step 3's choices.
export const registrationSchema = v.objectAsync({
  f_name: f.firstName,
  l_name: f.lastName,
  email: f.email,
  phone: f.phone,
  // Common passwords are refused here as on the server (ADR 120); the word lists load on first check.
  password: v.pipeAsync(
    f.password,
    v.checkAsync((pw) => isStrongPassword(pw), f.MSG.passwordWeak),
  ),
  ...f.companyAddress,
  uid: f.swissUid,
  country,
  selectedPlan: v.pipe(v.string(), v.nonEmpty(f.MSG.required)),
  paymentMethod: v.picklist(['stripe', 'banktransfer'], f.MSG.required),
  agreeToTerms: v.literal(true, 'billing.consent.required'),
  agreeToPrivacy: v.literal(true, 'billing.consent.required'),
  complianceName: v.pipe(v.string(), v.trim(), v.nonEmpty('billing.compliance.nameRequired'), v.maxLength(120)),
  complianceAccepted: v.literal(true, 'billing.compliance.required'),
})

export const registrationResolver = schemaResolver(registrationSchema)
