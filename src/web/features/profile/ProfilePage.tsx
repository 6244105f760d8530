import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Button } from '../../components/Button'
import { useI18n } from '../../i18n/useI18n'
import { useCurrentUser } from '../auth/useSession'
import { AutoRenewal } from '../billing/AutoRenewal'
import { subscriptionCurrent } from '../billing/expiry'
import { SubscriptionRenewal } from '../billing/SubscriptionRenewal'
import { CloseAccount } from './CloseAccount'
import { ProfileView } from './ProfileView'
import { SubscriptionBadge } from './SubscriptionBadge'

// The edit form (the form hook, the field rules, the country list) loads after the page has hydrated, and shows
// with Edit info; until then the same columns are read-only markup (ADR 143).
const loadForm = () => import('./ProfileForm')
const ProfileForm = lazy(() => loadForm().then((m) => ({ default: m.ProfileForm })))
// The owner's team (its form and list) loads with the page's data, after the first paint (ADR 200).
const TeamSection = lazy(() => import('../team/TeamSection').then((m) => ({ default: m.TeamSection })))
// The owner's API keys and webhooks (issue 23) load the same way.
const IntegrationsSection = lazy(() =>
  import('../integrations/IntegrationsSection').then((m) => ({ default: m.IntegrationsSection })),
)

/**
 * Spec screen 9: greeting, the subscription badge, Edit info / Cancel, and the basic and company columns.
 * The subscription area is where billing adds 'Extend subscription' and the renewal popup.
 */
export function ProfilePage({ embedded }: { embedded?: boolean }) {
  const { LL } = useI18n()
  const user = useCurrentUser()
  const [editing, setEditing] = useState(false)
  // Each edit session gets a fresh form, so leaving edit mode (Cancel or a finished save) always shows the saved values.
  const [session, setSession] = useState(0)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const leaveEditing = () => {
    setEditing(false)
    setSession((n) => n + 1)
    // The form's own Cancel button disappears: give keyboard focus back to Edit info.
    requestAnimationFrame(() => toggleRef.current?.focus())
  }
  useEffect(() => {
    // After hydration, in a task of its own: the form is ready before Edit info is pressed (ADR 150).
    const timer = setTimeout(() => void loadForm(), 0)
    return () => clearTimeout(timer)
  }, [])
  // Between a sign-out and the move to /login there is no user to show.
  if (!user) return null
  // Staff of a hotel see their own details; the subscription, the team and closing are the owner's (ADR 200).
  const owner = user.role === 'user' && user.team_role !== 'staff'
  return (
    <section className={embedded ? 'profile' : 'container page profile'} aria-labelledby="profile-title">
      <header className="profile-header">
        <div>
          <h1 id="profile-title">{LL.profile.greeting({ firstName: user.f_name, lastName: user.l_name })}</h1>
          <p className="profile-intro">{LL.profile.intro()}</p>
          <div className="profile-subscription">
            <span className="profile-subscription-label">{LL.profile.subscriptionLabel()}:</span>
            <SubscriptionBadge paymentData={user.paymentData ?? []} />
            {user.team_role !== 'staff' && (
              <SubscriptionRenewal userId={user._id} email={user.email} paymentData={user.paymentData ?? []} />
            )}
          </div>
          {owner && <AutoRenewal user={user} />}
        </div>
        <Button
          ref={toggleRef}
          variant="secondary"
          aria-controls="profile-form"
          aria-expanded={editing}
          onClick={() => (editing ? leaveEditing() : setEditing(true))}
        >
          {editing ? LL.profile.cancel() : LL.profile.editInfo()}
        </Button>
      </header>
      {editing ? (
        <Suspense fallback={<ProfileView id="profile-form" user={user} />}>
          <ProfileForm key={session} id="profile-form" user={user} editing onDone={leaveEditing} />
        </Suspense>
      ) : (
        <ProfileView id="profile-form" user={user} />
      )}
      {owner && !editing && (
        <Suspense fallback={null}>
          <TeamSection selfId={user._id} />
        </Suspense>
      )}
      {/* Keys and webhooks work only while the hotel pays (their routes answer 402 otherwise). */}
      {owner && !editing && subscriptionCurrent(user.paymentData) && (
        <Suspense fallback={null}>
          <IntegrationsSection />
        </Suspense>
      )}
      {owner && !editing && <CloseAccount />}
    </section>
  )
}
