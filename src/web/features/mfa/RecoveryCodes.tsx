import { useEffect, useRef } from 'react'
import { Button } from '../../components/Button'
import { useI18n } from '../../i18n/useI18n'

/** The ten recovery codes, shown once right after enrolment; the person confirms having saved them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { LL } = useI18n()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <section className="card mfa-codes" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" ref={headingRef} tabIndex={-1}>
        {LL.mfa.page.recoveryTitle()}
      </h2>
      <p className="notice">{LL.mfa.page.recoveryShownOnce()}</p>
      <ol className="mfa-code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="mfa-actions">
        <Button type="button" onClick={onDone}>
          {LL.mfa.page.recoveryDone()}
        </Button>
      </div>
    </section>
  )
}
