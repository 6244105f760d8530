import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef } from 'react'

export type TabLink = { to: string; label: ReactNode }

/** Navigation tabs (each tab is a page with its own URL); the current one carries aria-current="page". */
export function Tabs({ tabs, label }: { tabs: TabLink[]; label: string }) {
  const nav = useRef<HTMLElement>(null)
  // On a phone the strip scrolls sideways: keep the current tab in view.
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]')
    const list = current?.closest('ul')
    if (current && list && list.scrollWidth > list.clientWidth)
      list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2
  })
  return (
    <nav ref={nav} className="tabs" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} className="tab" activeProps={{ className: 'tab is-active', 'aria-current': 'page' }}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
