// The checks of the files a member chooses as evidence, and their previews: loaded at the evidence field's first use
// (ADR 147), apart from EvidenceFiles.tsx, which shows the field and the stored files on first paint.
import { useEffect, useMemo } from 'react'
import { EVIDENCE_LIMITS } from '~/lib/report-constants'
import type { TranslationFunctions } from '~locales/i18n-types'
import { useI18n } from '../../i18n/useI18n'
import type { EvidenceKind, PickedFile } from './EvidenceFiles'
import { FileIcon, formatBytes } from './evidence-item'

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
function evidenceKind(name: string, type: string): EvidenceKind | undefined {
  if (type && type !== 'application/octet-stream') return KIND_BY_TYPE[type.toLowerCase()]
  return KIND_BY_EXTENSION[name.split('.').pop()?.toLowerCase() ?? '']
}
const maxBytesFor = (kind: EvidenceKind) =>
  kind === 'video' ? EVIDENCE_LIMITS.videoBytes : EVIDENCE_LIMITS.documentBytes

let nextKey = 0

/**
 * The chosen files that can be added (type, size, no duplicate, at most 10 with the kept ones), and a message for
 * each refused one.
 * @public EvidenceFiles reads it from this module, imported lazily (the picking code loads at first use).
 */
export function checkPicked(
  files: File[],
  { picked, kept, t }: { picked: PickedFile[]; kept: number; t: TranslationFunctions['reports']['files'] },
): { accepted: PickedFile[]; messages: string[] } {
  const messages: string[] = []
  const accepted: PickedFile[] = []
  let count = kept + picked.length
  for (const file of files) {
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
  return { accepted, messages }
}

/** @public EvidenceFiles reads it from this module, imported lazily (the picking code loads at first use). */
export function PickedItem({
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
