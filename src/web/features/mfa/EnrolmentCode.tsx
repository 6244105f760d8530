// The one-time enrolment code an administrator without a second factor types before adding the first one (security
// review 4, finding 4; ADR 276): one field on the security page, shared by the app and the passkey sections, which
// send it with each enrolment step. A refusal of the code is shown on this field, which then takes the focus.
import { useRef, useState } from 'react'
import { translateKey } from '~/lib/translate-key'
import { Field } from '../../components/Field'
import { useI18n } from '../../i18n/useI18n'
import { type Enrolment, isCodeRefusal } from './enrolment'

/** The code field's state; `enrolment` is undefined when the person needs no code. */
export function useEnrolmentCode(required: boolean) {
  const { LL } = useI18n()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const ref = useRef<HTMLInputElement>(null)
  const enrolment: Enrolment | undefined = required
    ? {
        code: code.trim(),
        onError: (failure) => {
          if (!isCodeRefusal(failure)) return
          setError(translateKey(LL, (failure as Error).message))
          ref.current?.focus()
        },
      }
    : undefined
  const field = required ? (
    <div className="card mfa-section mfa-enrolment-code">
      <Field
        ref={ref}
        label={LL.mfa.page.enrolmentCodeLabel()}
        hint={LL.mfa.page.enrolmentCodeHint()}
        name="enrolment-code"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={code}
        error={error}
        onChange={(event) => {
          setCode(event.target.value)
          setError(undefined)
        }}
      />
    </div>
  ) : null
  return { enrolment, field }
}
