import { useEffect, useState } from 'react'
import { useI18n } from '../i18n/useI18n'

/** Copies a value (an IBAN, a payment reference) to the clipboard and says so, for screen readers too. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { LL } = useI18n()
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2500)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-sm copy-button"
        aria-label={label}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(value.replace(/\s/g, ''))
            setCopied(true)
          } catch {
            // No clipboard (insecure context, permission refused): the value stays visible to copy by hand.
          }
        }}
      >
        {copied ? LL.journey.bank.copied() : LL.journey.bank.copy()}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {copied ? LL.journey.bank.copied() : ''}
      </span>
    </>
  )
}
