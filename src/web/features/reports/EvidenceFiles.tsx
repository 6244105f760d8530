import { type DragEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { EVIDENCE_ACCEPT, EVIDENCE_LIMITS } from '~/lib/report-constants'
import { useI18n } from '../../i18n/useI18n'
import type { AttachmentInfo } from './api'

export type EvidenceKind = 'image' | 'pdf' | 'video'
const KIND_BY_TYPE: Record<string, EvidenceKind> = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/heic': 'image',
  'image/heif': 'image',
  'application/pdf': 'pdf',
  'video/mp4': 'video',
  'video/quicktime': 'video',
}
const KIND_BY_EXTENSION: Record<string, EvidenceKind> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  heic: 'image',
  pdf: 'pdf',
  mp4: 'video',
  mov: 'video',
}
/**
 * The kind a chosen file claims (its type, else its extension, as browsers leave HEIC untyped); undefined when it is
 * not accepted. Only a first check before upload: the server decides by the bytes.
 */
export function evidenceKind(name: string, type: string): EvidenceKind | undefined {
  if (type && type !== 'application/octet-stream') return KIND_BY_TYPE[type.toLowerCase()]
  return KIND_BY_EXTENSION[name.split('.').pop()?.toLowerCase() ?? '']
}
const maxBytesFor = (kind: EvidenceKind) =>
  kind === 'video' ? EVIDENCE_LIMITS.videoBytes : EVIDENCE_LIMITS.documentBytes

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

let nextKey = 0
const MB = 1024 * 1024
export const formatBytes = (bytes: number) =>
  bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

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

  const add = (list: FileList | File[]) => {
    const messages: string[] = []
    const accepted: PickedFile[] = []
    let count = kept + picked.length
    for (const file of Array.from(list)) {
      const kind = evidenceKind(file.name, file.type)
      if (!kind) messages.push(t.wrongType({ name: file.name }))
      else if (file.size === 0) messages.push(t.empty({ name: file.name }))
      else if (file.size > maxBytesFor(kind))
        messages.push(t.tooLarge({ name: file.name, max: formatBytes(maxBytesFor(kind)) }))
      else if ([...picked, ...accepted].some((p) => p.file.name === file.name && p.file.size === file.size))
        messages.push(t.duplicate({ name: file.name }))
      else if (count >= EVIDENCE_LIMITS.maxFiles)
        messages.push(t.tooMany({ max: EVIDENCE_LIMITS.maxFiles, name: file.name }))
      else {
        accepted.push({ key: `f${nextKey++}`, file, kind })
        count++
      }
    }
    setRefusals(messages)
    if (accepted.length) onPickedChange([...picked, ...accepted])
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    if (!disabled && event.dataTransfer.files.length) add(event.dataTransfer.files)
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
            if (event.currentTarget.files) add(event.currentTarget.files)
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
          {picked.map((p) => (
            <PickedItem
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

function PickedItem({
  picked,
  progress,
  disabled,
  onRemove,
}: {
  picked: PickedFile
  progress?: number
  disabled?: boolean
  onRemove: () => void
}) {
  const { LL } = useI18n()
  const t = LL.reports.files
  const { file, kind } = picked
  // Browsers show PNG and JPEG; HEIC, PDF and video get an icon.
  const previewable = kind === 'image' && /^image\/(png|jpeg)$/.test(file.type)
  const url = useMemo(() => (previewable ? URL.createObjectURL(file) : undefined), [file, previewable])
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url)
    },
    [url],
  )
  const percent = progress === undefined ? undefined : Math.round(progress * 100)
  return (
    <li className="evidence-item">
      {url ? <img className="evidence-preview" src={url} alt="" width={48} height={48} /> : <FileIcon kind={kind} />}
      <span className="evidence-name">
        {file.name}
        <span className="evidence-meta">
          {formatBytes(file.size)} · {t.newFile()}
          {percent === 100 && ` · ${t.uploaded()}`}
        </span>
        {percent !== undefined && (
          <progress
            className="evidence-progress"
            max={100}
            value={percent}
            aria-label={t.progress({ name: file.name })}
          >
            {percent}%
          </progress>
        )}
      </span>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={disabled}
        aria-label={t.remove({ name: file.name })}
        onClick={onRemove}
      >
        {t.removeShort()}
      </button>
    </li>
  )
}

export const kindOfType = (type: string): EvidenceKind =>
  type.startsWith('video/') ? 'video' : type === 'application/pdf' ? 'pdf' : 'image'

function FileIcon({ kind }: { kind: EvidenceKind }) {
  return (
    <span className={`evidence-icon evidence-icon-${kind}`} aria-hidden="true">
      {kind === 'pdf' ? 'PDF' : kind === 'video' ? '▶' : 'IMG'}
    </span>
  )
}
