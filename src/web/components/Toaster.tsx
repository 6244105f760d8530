import { lazy, Suspense, useEffect, useState } from 'react'
import { TOAST } from '~/lib/constants'
import { onFirstToast } from './toast'

// sonner is loaded with the first toast (components/toast.ts), not with every page.
const Sonner = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })))

/** Toasts top-right with the spec's constants (4000 ms, at most 3 visible, width 356, gap 14), below the header. */
export function Toaster() {
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
        // Below the sticky header (taller on phones, where it wraps), so a toast never hides the account button.
        offset={{ top: 80, right: 24 }}
        mobileOffset={{ top: 124, right: 16, left: 16 }}
        richColors
        closeButton
        style={{ '--width': `${TOAST.width}px` } as React.CSSProperties}
      />
    </Suspense>
  )
}
