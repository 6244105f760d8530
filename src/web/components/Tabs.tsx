import { Link, useLocation } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef } from 'react'

/** `also`: pages without a tab of their own that belong to this one (its tab is marked there too). */
export type TabLink = { to: string; label: ReactNode; also?: string }

const ACTIVE = { className: 'tab is-active', 'aria-current': 'page' } as const

/** Navigation tabs (each tab is a page with its own URL); the current one carries aria-current="page". */
export function Tabs({ tabs, label }: { tabs: TabLink[]; label: string }) {
  const nav = useRef<HTMLElement>(null)
  const path = useLocation({ select: (l) => l.pathname })
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
            <Link
              to={tab.to}
              activeProps={ACTIVE}
              {...(tab.also && path.startsWith(tab.also) ? ACTIVE : { className: 'tab' })}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
