import type { ReactNode } from 'react'

/** One admin screen: its heading (the page's h1), an optional intro and actions row, then its content. */
export function AdminPage({
  id,
  title,
  intro,
  actions,
  children,
}: {
  id: string
  title: string
  intro?: ReactNode
  actions?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div>
          <h1 id={`${id}-page-title`}>{title}</h1>
          {intro ? <p className="admin-intro">{intro}</p> : null}
        </div>
        {actions ? <div className="admin-page-actions">{actions}</div> : null}
      </header>
      {children}
    </div>
  )
}
