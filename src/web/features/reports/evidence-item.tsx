// What the evidence field (EvidenceFiles.tsx) and its picking part (evidence-picking.tsx, loaded at first use) both
// show of a file, in a file of its own so the two do not import each other.
import type { EvidenceKind } from './EvidenceFiles'

const MB = 1024 * 1024
export const formatBytes = (bytes: number) =>
  bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

export function FileIcon({ kind }: { kind: EvidenceKind }) {
  return (
    <span className={`evidence-icon evidence-icon-${kind}`} aria-hidden="true">
      {kind === 'pdf' ? 'PDF' : kind === 'video' ? '▶' : 'IMG'}
    </span>
  )
}
