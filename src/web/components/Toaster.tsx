import { lazy, Suspense, useEffect, useState } from 'react'
import { TOAST } from '~/lib/constants'
import { useI18n } from '../i18n/useI18n'
import { onFirstToast } from './toast'

// sonner is loaded with the first toast (components/toast.ts), not with every page.
const Sonner = lazy(() => import('./sonner').then((m) => ({ default: m.Toaster })))

/** Toasts top-right with the spec's constants (4000 ms, at most 3 visible, width 356, gap 14), below the header. */
export function Toaster() {
  const { LL } = useI18n()
  const [needed, setNeeded] = useState(false)
  useEffect(() => onFirstToast(() => setNeeded(true)), [])
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Sonner
        position={TOAST.position}
        duration={TOAST.durationMs}
        visibleToasts={TOAST.visibleToasts}
        gap={TOAST.gap}
        // Below the sticky header (one row on phones too), so a toast never hides the account button.
        offset={{ top: 80, right: 24 }}
        mobileOffset={{ top: 68, right: 12, left: 12 }}
        richColors
        closeButton
        // The close button sits top-right, inside the toast, at 28 px (journey.css), and says what it closes.
        toastOptions={{ closeButtonAriaLabel: LL.journey.toast.close() }}
        style={{ '--width': `${TOAST.width}px` } as React.CSSProperties}
      />
    </Suspense>
  )
}
