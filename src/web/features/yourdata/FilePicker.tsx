import { useI18n } from '../../i18n/useI18n'

/** The accepted photos and scans (the server checks the content itself). */
const ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf'

/**
 * One file control in the drop-zone look of the representative's ID upload: the native input is hidden, its label is
 * the visible control, the files chosen are named below it, and an error describes it.
 */
export function FilePicker({
  id,
  label,
  hint,
  files,
  onFiles,
  error,
  disabled,
}: {
  id: string
  label: string
  hint: string
  files: File[]
  onFiles: (files: File[]) => void
  error?: string
  disabled?: boolean
}) {
  const { LL } = useI18n()
  const chosenId = `${id}-chosen`
  const errorId = `${id}-error`
  return (
    <div className={error ? 'field evidence field-invalid' : 'field evidence'}>
      <div className="evidence-drop">
        <span className="evidence-drop-icon" aria-hidden="true" />
        <label htmlFor={id} className="evidence-drop-text id-upload-label">
          {label}
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>{' '}
          <span className="evidence-browse">{LL.verification.browse()}</span>
        </label>
        <input
          id={id}
          className="visually-hidden"
          type="file"
          multiple
          required
          accept={ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={[chosenId, error && errorId].filter(Boolean).join(' ')}
          disabled={disabled}
          onChange={(event) => onFiles([...(event.target.files ?? [])])}
        />
        <p id={chosenId} className="field-hint">
          {files.length ? LL.yourData.chosen({ names: files.map((f) => f.name).join(', ') }) : hint}
        </p>
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
