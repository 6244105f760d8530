import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'

// Layout effects do not run on the server; there the plain effect (a no-op before hydration) avoids React's warning.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect
/** The least room kept between an open list and the edge of the window. */
const EDGE_PX = 8

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
  const list = useRef<HTMLDivElement>(null)
  // The list opens under the button's right edge; where that would cut it off at the window's edge (the language
  // menu left of the account menu at 390 px, issue 24 item 4), it is moved sideways before it is painted.
  useBrowserLayoutEffect(() => {
    const element = list.current
    if (!open || !element) return
    element.style.transform = ''
    const { left, right } = element.getBoundingClientRect()
    const width = document.documentElement.clientWidth
    const shift = left < EDGE_PX ? EDGE_PX - left : right > width - EDGE_PX ? width - EDGE_PX - right : 0
    if (shift !== 0) element.style.transform = `translateX(${Math.round(shift)}px)`
  }, [open])
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
      <div ref={list} id={id} className="dropdown-list" hidden={!open}>
        {children(() => close(true))}
      </div>
    </div>
  )
}
