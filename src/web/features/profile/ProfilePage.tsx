import { useState } from 'react'
import { Button } from '../../components/Button'
import { useI18n } from '../../i18n/useI18n'
import { useCurrentUser } from '../auth/useSession'
import { SubscriptionRenewal } from '../billing/SubscriptionRenewal'
import { ProfileForm } from './ProfileForm'
import { SubscriptionBadge } from './SubscriptionBadge'

/**
 * Spec screen 9: greeting, the subscription badge, Edit info / Cancel, and the basic and company columns.
 * The subscription area is where billing adds 'Extend subscription' and the renewal popup.
 */
export function ProfilePage({ embedded }: { embedded?: boolean }) {
  const { LL } = useI18n()
  const user = useCurrentUser()
  const [editing, setEditing] = useState(false)
  // Between a sign-out and the move to /login there is no user to show.
  if (!user) return null
  return (
    <section className={embedded ? 'profile' : 'container page profile'} aria-labelledby="profile-title">
      <header className="profile-header">
        <div>
          <h1 id="profile-title">{LL.profile.greeting({ firstName: user.f_name, lastName: user.l_name })}</h1>
          <p className="profile-intro">{LL.profile.intro()}</p>
          <div className="profile-subscription">
            <span className="profile-subscription-label">{LL.profile.subscriptionLabel()}:</span>
            <SubscriptionBadge paymentData={user.paymentData ?? []} />
            <SubscriptionRenewal userId={user._id} email={user.email} paymentData={user.paymentData ?? []} />
          </div>
        </div>
        <Button
          variant="secondary"
          aria-controls="profile-form"
          aria-expanded={editing}
          onClick={() => setEditing((e) => !e)}
        >
          {editing ? LL.profile.cancel() : LL.profile.editInfo()}
        </Button>
      </header>
      <ProfileForm id="profile-form" user={user} editing={editing} onDone={() => setEditing(false)} />
    </section>
  )
}
