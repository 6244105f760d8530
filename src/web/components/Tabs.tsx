import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

export type TabLink = { to: string; label: ReactNode }

/** Navigation tabs (each tab is a page with its own URL); the current one carries aria-current="page". */
export function Tabs({ tabs, label }: { tabs: TabLink[]; label: string }) {
  return (
    <nav className="tabs" aria-label={label}>
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
