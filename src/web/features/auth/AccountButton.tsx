import { useState } from 'react'
import { useI18n } from '../../i18n/useI18n'
import { companyNameOf } from './session'
import { useCurrentUser, useSignOut } from './useSession'

/** The header button when signed in (spec section 2): shows the company name; clicking it logs out. */
export function AccountButton() {
  const { LL } = useI18n()
  const user = useCurrentUser()
  const signOut = useSignOut()
  const [busy, setBusy] = useState(false)
  if (!user) return null
  const company = companyNameOf(user)
  return (
    <button
      type="button"
      className="btn btn-secondary btn-sm account-button"
      title={LL.account.logout()}
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
      {/* The name comes from the content, so it starts with what is read aloud and contains what is seen. */}
      <span className="visually-hidden">{LL.account.logout()}: </span>
      <span className="account-name">{company}</span>
      <span className="logout-icon" aria-hidden="true" />
    </button>
  )
}
