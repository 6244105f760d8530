import { forwardRef, useId } from 'react'
import { TextAreaField } from '../../components/ChoiceFields'
import { useI18n } from '../../i18n/useI18n'

/**
 * At approval, the administrator may hold the guest's notice back from the start (issue 34: an ongoing criminal
 * complaint, say); the reason is required and goes to the notices register. Unchecked, the notice goes as usual.
 */
export const NoticeHoldField = forwardRef<
  HTMLTextAreaElement,
  {
    held: boolean
    reason: string
    error?: string
    disabled?: boolean
    onHeld: (held: boolean) => void
    onReason: (reason: string) => void
  }
>(function NoticeHoldField({ held, reason, error, disabled, onHeld, onReason }, ref) {
  const { LL } = useI18n()
  const t = LL.reports.admin.hold
  const reasonId = useId()
  return (
    <fieldset className="notice-hold">
      <legend className="visually-hidden">{t.legend()}</legend>
      <label className="checkbox">
        <input type="checkbox" checked={held} disabled={disabled} onChange={(event) => onHeld(event.target.checked)} />{' '}
        {t.label()}
      </label>
      {held && (
        <TextAreaField
          ref={ref}
          id={reasonId}
          label={t.reason()}
          hint={t.reasonHint()}
          rows={2}
          maxLength={500}
          aria-required="true"
          value={reason}
          error={error}
          disabled={disabled}
          onChange={(event) => onReason(event.target.value)}
        />
      )}
    </fieldset>
  )
})
