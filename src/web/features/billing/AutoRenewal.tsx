import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { TERMINATION_NOTICE_DAYS } from '~/lib/constants'
import { formatDate } from '~/lib/dates'
import { CURRENT_USER_KEY, type CurrentUser } from '../../api/account'
import { unwrap } from '../../api/treaty'
import { now as clockNow } from '../../clock'
import { Button } from '../../components/Button'
import { Modal } from '../../components/Modal'
import { toast } from '../../components/toast'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'

type SubscriptionView = { expiresAt?: string; autoRenew?: boolean; endsAt?: string | null; status?: string }

const DAY = 86_400_000
const addYear = (iso: string) => {
  const d = new Date(iso)
  d.setUTCFullYear(d.getUTCFullYear() + 1)
  return d.toISOString()
}

/** Automatic renewal on the profile (ADR 102): its state, and cancelling it with the notice rule said before. */
export function AutoRenewal({ user, now = clockNow() }: { user: CurrentUser; now?: Date }) {
  const { LL, locale } = useI18n()
  const p = LL.lifecycle.profile
  const router = useRouter()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const sub = (
    user.subscription && typeof user.subscription === 'object' ? user.subscription : null
  ) as SubscriptionView | null
  // An expired subscription has nothing left to renew automatically: the renewal button is what it needs.
  if (!sub?.expiresAt || sub.status === 'expired' || Date.parse(sub.expiresAt) <= now.getTime()) return null
  if (sub.endsAt || sub.autoRenew === false) {
    return <p className="auto-renewal">{p.autoRenewOff({ date: formatDate(sub.endsAt ?? sub.expiresAt, locale) })}</p>
  }
  const inTime = Date.parse(sub.expiresAt) - now.getTime() >= TERMINATION_NOTICE_DAYS * DAY
  const endsAt = inTime ? sub.expiresAt : addYear(sub.expiresAt)
  const cancel = async () => {
    setBusy(true)
    try {
      await unwrap(router.options.context.client.api.billing['auto-renewal'].cancel.post())
      setOpen(false)
      toast.success(p.done())
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY })
    } catch (error) {
      toast.error(errorText(LL, error, p.failed()))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="auto-renewal">
      <span>{p.autoRenewOn()}</span>
      <button type="button" className="extend-link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {p.cancel()}
      </button>
      <Modal
        open={open}
        title={p.confirmTitle()}
        onClose={() => setOpen(false)}
        closeLabel={p.keep()}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              {p.keep()}
            </Button>
            <Button onClick={cancel} busy={busy}>
              {p.confirm()}
            </Button>
          </>
        }
      >
        <p>
          {inTime
            ? p.confirmInTime({ date: formatDate(endsAt, locale) })
            : p.confirmLate({ date: formatDate(endsAt, locale) })}
        </p>
      </Modal>
    </div>
  )
}
