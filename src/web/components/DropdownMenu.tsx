import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

/**
 * A button that opens a small list of links and actions (the disclosure pattern: aria-expanded, Escape closes and
 * returns focus, a click outside closes). Used for the account menu and the compact language menu.
 */
export function DropdownMenu({
  button,
  buttonLabel,
  className,
  children,
}: {
  button: ReactNode
  /** The accessible name when the visible button content is not enough; it must contain the visible text. */
  buttonLabel?: string
  className?: string
  children: (close: () => void) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const close = (focusButton = false) => {
    setOpen(false)
    if (focusButton) toggle.current?.focus()
  }
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        toggle.current?.focus()
      }
    }
    // Tabbing out of the list closes it too.
    const onFocus = (event: FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    document.addEventListener('focusin', onFocus)
    // The first item takes focus, so a keyboard user is inside the list at once.
    root.current?.querySelector<HTMLElement>('.dropdown-list a, .dropdown-list button')?.focus()
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('focusin', onFocus)
    }
  }, [open])
  return (
    <div ref={root} className={['dropdown', open && 'is-open', className].filter(Boolean).join(' ')}>
      <button
        ref={toggle}
        type="button"
        className="dropdown-toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={buttonLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {button}
        <span className="dropdown-caret" aria-hidden="true" />
      </button>
      <div id={id} className="dropdown-list" hidden={!open}>
        {children(() => close(true))}
      </div>
    </div>
  )
}
