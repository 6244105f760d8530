import { Button } from '../../components/Button'
import { CopyButton } from '../../components/CopyButton'
import { Modal } from '../../components/Modal'
import { useI18n } from '../../i18n/useI18n'

/** A secret shown once (an API key, a webhook's signing secret): the text to copy, a copy button, and "stored". */
export function ShownOnce(props: {
  value: string | null
  title: string
  text: string
  copyLabel: string
  doneLabel: string
  testId: string
  onClose: () => void
}) {
  return (
    <Modal
      open={props.value !== null}
      title={props.title}
      onClose={props.onClose}
      closeLabel={props.doneLabel}
      footer={<Button onClick={props.onClose}>{props.doneLabel}</Button>}
    >
      <p>{props.text}</p>
      <p className="integrations-secret">
        <code data-testid={props.testId}>{props.value}</code>
      </p>
      {props.value && <CopyButton value={props.value} label={props.copyLabel} />}
    </Modal>
  )
}

/** Asks before something that cannot be undone (revoke a key, delete a webhook). */
export function Confirm(props: {
  open: boolean
  title: string
  text: string
  busy: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  const { LL } = useI18n()
  const cancel = LL.team.section.cancel()
  return (
    <Modal
      open={props.open}
      title={props.title}
      onClose={() => !props.busy && props.onCancel()}
      closeLabel={cancel}
      footer={
        <>
          <Button variant="secondary" onClick={props.onCancel} disabled={props.busy}>
            {cancel}
          </Button>
          <Button variant="danger" busy={props.busy} busyLabel={props.title} onClick={props.onConfirm}>
            {props.title}
          </Button>
        </>
      }
    >
      <p>{props.text}</p>
    </Modal>
  )
}
