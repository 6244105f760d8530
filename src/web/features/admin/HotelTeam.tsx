import { useState } from 'react'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { useI18n } from '../../i18n/useI18n'
import { adminApi, useAdminAction } from './api'
import { ReasonDialog } from './ConfirmDialog'

type Person = {
  id: string
  fName: string
  lName: string
  email: string
  teamRole: 'owner' | 'staff'
  status: 'pending' | 'approved' | 'rejected' | 'suspended' | 'closed' | 'removed'
}

/**
 * A hotel's people in the console's hotel dialog (issue 21, ADR 200): role and status of each, and for a staff
 * person Suspend or Reactivate with a reason (the owner's own row is the hotel's, suspended with the hotel above).
 */
export function HotelTeam({ people }: { people: Person[] }) {
  const { LL } = useI18n()
  const t = LL.team.admin
  const [acting, setActing] = useState<{ person: Person; action: 'suspend' | 'reactivate' } | null>(null)
  const close = () => setActing(null)
  const name = (p: Person) => `${p.fName} ${p.lName}`.trim() || p.email
  const suspend = useAdminAction(
    (c, input: { id: string; reason: string }) =>
      unwrap(adminApi(c).hotels({ id: input.id }).suspend.post({ reason: input.reason })),
    () => t.suspended({ name: acting ? name(acting.person) : '' }),
    close,
  )
  const reactivate = useAdminAction(
    (c, input: { id: string; reason: string }) =>
      unwrap(adminApi(c).hotels({ id: input.id }).reactivate.post({ reason: input.reason })),
    () => t.reactivated({ name: acting ? name(acting.person) : '' }),
    close,
  )
  const status = (p: Person) => (p.status === 'removed' ? t.removed() : LL.admin.hotels.status[p.status]())
  return (
    <>
      <h3>{t.title()}</h3>
      <ul className="admin-plain-list">
        {people.map((person) => (
          <li key={person.id}>
            {name(person)}
            {person.email ? ` · ${person.email}` : ''} · {person.teamRole === 'owner' ? t.owner() : t.staff()} ·{' '}
            {status(person)}
            {person.teamRole === 'staff' && person.status === 'approved' && (
              <>
                {' '}
                <Button size="sm" variant="danger" onClick={() => setActing({ person, action: 'suspend' })}>
                  {t.suspend()}
                </Button>
              </>
            )}
            {person.teamRole === 'staff' && person.status === 'suspended' && (
              <>
                {' '}
                <Button size="sm" variant="secondary" onClick={() => setActing({ person, action: 'reactivate' })}>
                  {t.reactivate()}
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      <ReasonDialog
        open={acting !== null}
        title={
          acting
            ? (acting.action === 'suspend' ? t.suspendTitle : t.reactivateTitle)({ name: name(acting.person) })
            : ''
        }
        submitLabel={acting?.action === 'reactivate' ? t.reactivate() : t.suspend()}
        danger={acting?.action === 'suspend'}
        busy={suspend.isPending || reactivate.isPending}
        onClose={close}
        onSubmit={(reason) =>
          acting && (acting.action === 'suspend' ? suspend : reactivate).mutate({ id: acting.person.id, reason })
        }
      >
        {acting?.action === 'suspend' && <p>{t.suspendHint()}</p>}
      </ReasonDialog>
    </>
  )
}
