import { type ReactNode, useEffect, useId, useRef } from 'react'

type ModalProps = {
  open: boolean
  title: ReactNode
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
  closeLabel: string
  /** false: no close button and Escape does nothing (a dialog that must be answered, such as signing in again). */
  dismissible?: boolean
  className?: string
}

/** A native modal <dialog>: focus is trapped, Escape closes it, focus returns to the opener. */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  closeLabel,
  dismissible = true,
  className,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal?.()
    if (!open && dialog.open) dialog.close?.()
  }, [open])
  return (
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={titleId}
      // React lets close/cancel of a dialog nested in this one bubble up: only this dialog's own events close it.
      onClose={(event) => event.target === event.currentTarget && onClose()}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return
        if (dismissible) onClose()
        else event.preventDefault()
      }}
    >
      <div className="modal-header">
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        {dismissible && (
          <button type="button" className="modal-close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div className="modal-body">{children}</div>
      {footer && <div className="modal-footer">{footer}</div>}
    </dialog>
  )
}
