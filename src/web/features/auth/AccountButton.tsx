import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { DropdownMenu } from '../../components/DropdownMenu'
import { useI18n } from '../../i18n/useI18n'
import { companyNameOf, personNameOf } from './session'
import { useCurrentUser, useSignOut } from './useSession'

/**
 * An address too long for the menu breaks before an "@" or a dot, never inside a word or at a hyphen (issue 24, item
 * 30): each piece is one unbreakable box (journey.css), cut only if it is wider than the menu alone.
 */
const breakableEmail = (email: string) =>
  // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one address, in their order
  email.split(/(?=[.@])/).map((piece, i) => <span key={i}>{piece}</span>)

/**
 * The header button when signed in shows the person signed in and their hotel (spec section 2; issue 32 item 4: on a
 * shared desk, who is at it). It opens an account menu — the person, the hotel, the e-mail, Profile, Sign out —
 * instead of signing out on a stray click (issue 14, item 10; ADR 122). An administrator has no hotel: the name only.
 */
export function AccountButton() {
  const { LL } = useI18n()
  const user = useCurrentUser()
  const signOut = useSignOut()
  const [busy, setBusy] = useState(false)
  if (!user) return null
  const person = personNameOf(user)
  const company = user.companyData[0]?.company_name ? companyNameOf(user) : ''
  return (
    <DropdownMenu
      className="account-menu"
      button={
        <>
          <span className="account-avatar" aria-hidden="true">
            {person.slice(0, 1).toUpperCase()}
          </span>
          <span className="account-who">
            <span className="account-name">{person}</span>
            {company && <span className="account-hotel">{company}</span>}
          </span>
        </>
      }
    >
      {(close) => (
        <ul>
          <li className="dropdown-heading" aria-hidden="true">
            {person}
            {company && <span className="dropdown-sub">{company}</span>}
            <span className="dropdown-sub dropdown-email">{breakableEmail(user.email)}</span>
          </li>
          {user.role === 'user' && (
            <li>
              <Link to="/dashboard/profile" onClick={close}>
                {LL.journey.account.profile()}
              </Link>
            </li>
          )}
          <li>
            <Link to="/security" onClick={close}>
              {LL.mfa.page.link()}
            </Link>
          </li>
          <li>
            <button
              type="button"
              aria-busy={busy || undefined}
              disabled={busy}
              onClick={async () => {
                setBusy(true)
                try {
                  await signOut()
                } finally {
                  setBusy(false)
                }
              }}
            >
              {LL.journey.account.signOut()}
            </button>
          </li>
        </ul>
      )}
    </DropdownMenu>
  )
}
