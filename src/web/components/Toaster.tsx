import { Toaster as Sonner } from 'sonner'
import { TOAST } from '~/lib/constants'

/** Toasts top-right with the spec's constants (4000 ms, at most 3 visible, width 356, gap 14). */
export function Toaster() {
  return (
    <Sonner
      position={TOAST.position}
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visibleToasts}
      gap={TOAST.gap}
      richColors
      closeButton
      style={{ '--width': `${TOAST.width}px` } as React.CSSProperties}
    />
  )
}
