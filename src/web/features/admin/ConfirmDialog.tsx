import { type ReactNode, useId, useState } from 'react'
import { Button } from '../../components/Button'
import { Modal } from '../../components/Modal'
import { useI18n } from '../../i18n/useI18n'
import { TextArea } from './ui'

type ConfirmDialogProps = {
  /** false keeps the dialog mounted but closed (what it was typing survives); default open. */
  open?: boolean
  title: string
  submitLabel: ReactNode
  busy: boolean
  danger?: boolean
  /** Runs on the action button and on Enter in a field; the form's own submission is prevented. */
  onSubmit: () => void
  onClose: () => void
  children?: ReactNode
}

/**
 * The administrator's confirmation: a modal whose body is one form and whose footer is Cancel plus the one action
 * (danger-styled for what cannot be undone), busy while the request runs. Every admin dialog that asks before acting
 * is this one; its fields, notices and errors are the children.
 */
export function ConfirmDialog({
  open = true,
  title,
  submitLabel,
  busy,
  danger,
  onSubmit,
  onClose,
  children,
}: ConfirmDialogProps) {
  const { LL } = useI18n()
  const formId = useId()
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      closeLabel={LL.admin.common.close()}
      footer={
        <div className="button-row">
          <Button variant="secondary" onClick={onClose}>
            {LL.admin.common.cancel()}
          </Button>
          <Button type="submit" form={formId} variant={danger ? 'danger' : 'primary'} busy={busy}>
            {submitLabel}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        {children}
      </form>
    </Modal>
  )
}

/** A confirmation asking for a reason (or another required text) before an action runs. */
export function ReasonDialog({
  label,
  hint,
  onSubmit,
  children,
  ...dialog
}: Omit<ConfirmDialogProps, 'onSubmit'> & {
  label?: string
  hint?: string
  onSubmit: (reason: string) => void
}) {
  const { LL } = useI18n()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  return (
    <ConfirmDialog
      {...dialog}
      onSubmit={() => {
        if (!reason.trim()) {
          setError(LL.admin.errors.reasonRequired())
          return
        }
        setError(undefined)
        onSubmit(reason.trim())
      }}
    >
      {children}
      <TextArea
        label={label ?? LL.admin.common.reason()}
        hint={hint ?? LL.admin.common.reasonHint()}
        required
        maxLength={1000}
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  )
}
