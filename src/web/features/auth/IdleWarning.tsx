import { useEffect, useState } from 'react'
import { nowMs } from '../../clock'
import { Button } from '../../components/Button'
import { Modal } from '../../components/Modal'
import { useI18n } from '../../i18n/useI18n'

/** "You will be signed out — Stay signed in", with the seconds left; Escape and the close button also stay. */
export function IdleWarning({ until, onStay }: { until: number; onStay: () => void }) {
  const { LL } = useI18n()
  const left = () => Math.max(0, Math.ceil((until - nowMs()) / 1000))
  const [seconds, setSeconds] = useState(left)
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left()), 1000)
    return () => clearInterval(timer)
  })
  return (
    <Modal
      open
      title={LL.journey.idle.title()}
      onClose={onStay}
      closeLabel={LL.journey.idle.stay()}
      footer={
        <Button onClick={onStay} autoFocus>
          {LL.journey.idle.stay()}
        </Button>
      }
    >
      <p className="idle-warning" data-testid="idle-warning">
        {LL.journey.idle.text({ seconds })}
      </p>
    </Modal>
  )
}
