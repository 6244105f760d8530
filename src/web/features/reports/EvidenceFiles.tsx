import { type DragEvent, useId, useRef, useState } from 'react'
import { EVIDENCE_ACCEPT } from '~/lib/report-constants'
import { useI18n } from '../../i18n/useI18n'
import type { AttachmentInfo } from './api'
import { FileIcon, formatBytes } from './evidence-item'

export type EvidenceKind = 'image' | 'pdf' | 'video'
type PickingModule = typeof import('./evidence-picking')
let loadedPicking: PickingModule | undefined
let loadingPicking: Promise<PickingModule> | undefined
const loadPicking = () => {
  loadingPicking ??= import('./evidence-picking').then(
    (module) => {
      loadedPicking = module
      return module
    },
    (error: unknown) => {
      loadingPicking = undefined
      throw error
    },
  )
  return loadingPicking
}

/** A file chosen in the browser, not sent yet. */
export type PickedFile = { key: string; file: File; kind: EvidenceKind }

type EvidenceFilesProps = {
  picked: PickedFile[]
  onPickedChange: (files: PickedFile[]) => void
  /** Files already stored with the report (edit), and the ids marked for removal. */
  existing?: AttachmentInfo[]
  removed?: string[]
  onRemovedChange?: (ids: string[]) => void
  /** Upload progress per picked file (0..1) while a request runs. */
  progress?: Record<string, number>
  /** Already translated error of the whole field (no file at all, or the server's answer). */
  error?: string
  disabled?: boolean
}

/**
 * Evidence of a report: drop files or browse for them, see previews, remove them. Type, size and count are checked
 * here before anything is sent (the server checks again, by content); each refused file gets its own message.
 */
export function EvidenceFiles({
  picked,
  onPickedChange,
  existing = [],
  removed = [],
  onRemovedChange,
  progress,
  error,
  disabled,
}: EvidenceFilesProps) {
  const { LL } = useI18n()
  const t = LL.reports.files
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [refusals, setRefusals] = useState<string[]>([])
  const [dragging, setDragging] = useState(false)
  const kept = existing.filter((a) => !removed.includes(a.id)).length

  // The checks of chosen files and their previews load when the field is first used (ADR 147): the drop zone is
  // hovered, focused or dropped on, or a file is chosen.
  const [picking, setPicking] = useState(loadedPicking)
  const withPicking = (then: (module: PickingModule) => void) => {
    // A failed load is tried again at the next use.
    loadPicking().then(
      (module) => {
        setPicking(() => module)
        then(module)
      },
      () => undefined,
    )
  }
  const add = (files: File[]) =>
    withPicking(({ checkPicked }) => {
      const { accepted, messages } = checkPicked(files, { picked, kept, t })
      setRefusals(messages)
      if (accepted.length) onPickedChange([...picked, ...accepted])
    })
  const preparePicking = () => {
    if (!picking) withPicking(() => undefined)
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    if (!disabled && event.dataTransfer.files.length) add(Array.from(event.dataTransfer.files))
  }
  const describedBy = [`${id}-hint`, error && `${id}-error`, refusals.length && `${id}-refusals`]
    .filter(Boolean)
    .join(' ')

  return (
    <div className={error ? 'evidence field-invalid' : 'evidence'}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer shortcut; the file input inside is the keyboard and screen-reader path */}
      <div
        className={dragging ? 'evidence-drop is-dragging' : 'evidence-drop'}
        onDragOver={(event) => {
          event.preventDefault()
          if (!disabled) setDragging(true)
        }}
        onDragEnter={preparePicking}
        onPointerEnter={preparePicking}
        onFocus={preparePicking}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="evidence-drop"
      >
        <span className="evidence-drop-icon" aria-hidden="true" />
        <p className="evidence-drop-text">
          {t.drop()}{' '}
          <label htmlFor={`${id}-input`} className="evidence-browse">
            {t.browse()}
          </label>
        </p>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="visually-hidden evidence-input"
          type="file"
          name="attachments"
          multiple
          accept={EVIDENCE_ACCEPT}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            if (event.currentTarget.files) add(Array.from(event.currentTarget.files))
            // The same file can be chosen again after a removal.
            event.currentTarget.value = ''
          }}
        />
        <p id={`${id}-hint`} className="field-hint">
          {t.hint()}
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      {refusals.length > 0 && (
        <ul id={`${id}-refusals`} className="evidence-refusals" role="alert">
          {refusals.map((message) => (
            <li key={message} className="field-error">
              {message}
            </li>
          ))}
        </ul>
      )}
      {(existing.length > 0 || picked.length > 0) && (
        <ul className="evidence-list" aria-label={t.listLabel()}>
          {existing.map((attachment) => {
            const isRemoved = removed.includes(attachment.id)
            return (
              <li key={attachment.id} className={isRemoved ? 'evidence-item is-removed' : 'evidence-item'}>
                <FileIcon kind={kindOfType(attachment.type)} />
                <span className="evidence-name">
                  {attachment.name}
                  <span className="evidence-meta">
                    {formatBytes(attachment.size)}
                    {isRemoved && ` · ${t.willBeRemoved()}`}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={disabled}
                  aria-label={isRemoved ? t.undoRemove({ name: attachment.name }) : t.remove({ name: attachment.name })}
                  onClick={() =>
                    onRemovedChange?.(
                      isRemoved ? removed.filter((r) => r !== attachment.id) : [...removed, attachment.id],
                    )
                  }
                >
                  {isRemoved ? t.undoShort() : t.removeShort()}
                </button>
              </li>
            )
          })}
          {picking?.PickedItem &&
            picked.map((p) => (
              <picking.PickedItem
                key={p.key}
                picked={p}
                progress={progress?.[p.key]}
                disabled={disabled}
                onRemove={() => onPickedChange(picked.filter((x) => x.key !== p.key))}
              />
            ))}
        </ul>
      )}
    </div>
  )
}

export const kindOfType = (type: string): EvidenceKind =>
  type.startsWith('video/') ? 'video' : type === 'application/pdf' ? 'pdf' : 'image'
