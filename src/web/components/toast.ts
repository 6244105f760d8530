import type { ExternalToast } from 'sonner'

// Toasts load sonner on first use, so pages that never show one do not ship it (ADR 110). Same calls as sonner's.
type Kind = 'success' | 'error' | 'info'
type Listener = () => void

let requested = false
const listeners = new Set<Listener>()

/** The shell's <Toaster> mounts sonner's toaster once the first toast is asked for (it replays pending toasts). */
export function onFirstToast(listener: Listener): () => void {
  if (requested) listener()
  else listeners.add(listener)
  return () => listeners.delete(listener)
}

function show(kind: Kind, message: string, options?: ExternalToast) {
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
    listeners.clear()
  }
  void import('./sonner').then(({ toast }) => toast[kind](message, options))
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  /** Removes a toast by its id (nothing to do when sonner was never loaded). */
  dismiss: (id: string) => {
    if (requested) void import('./sonner').then(({ toast }) => toast.dismiss(id))
  },
}
