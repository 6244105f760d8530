import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { unwrap } from '../../api/treaty'
import { sendUpload, type Uploads } from '../../api/upload'
import { Button } from '../../components/Button'
import { toast } from '../../components/toast'
import { useAppContext } from '../../context'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'

/** Same limits as the server (src/modules/verification): two files per upload, four in all. */
const PER_UPLOAD = 2
const IN_ALL = 4
const PASS_HEADER = 'x-document-pass'
const MB = 1024 * 1024
const size = (bytes: number) =>
  bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
const ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf'
/** The name endings the server accepts for a photo or scan (its content must match, which only the server checks). */
const ENDINGS = /\.(png|jpe?g|jpe|jfif|pdf)$/i

type Document = Uploads['POST /verification/documents']['documents'][number]

/**
 * A pending hotel uploads the copy of its representative's ID (privacy text, spec section 3), with the pass its
 * sign-up or pending sign-in answered: it has no session yet. Progress shows while the files travel.
 */
export function RepresentativeIdUpload({ pass }: { pass: string }) {
  const { LL } = useI18n()
  const t = LL.verification
  const { client, config } = useAppContext()
  const queryClient = useQueryClient()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [files, setFiles] = useState<File[]>([])
  const [percent, setPercent] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const key = ['verification', 'documents', pass]
  const documents = useQuery({
    queryKey: key,
    queryFn: () => unwrap(client.api.verification.documents.get({ headers: { [PASS_HEADER]: pass } })),
  })
  const list: Document[] = documents.data?.documents ?? []
  const full = list.length >= IN_ALL
  const upload = useMutation({
    mutationFn: (picked: File[]) => {
      const body = new FormData()
      for (const file of picked) body.append('attachments', file, file.name)
      setPercent(0)
      return sendUpload('POST /verification/documents', body, {
        onProgress: ({ loaded, total }) => setPercent(Math.round((loaded / total) * 100)),
        headers: { [PASS_HEADER]: pass },
      })
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer)
      setFiles([])
      if (input.current) input.current.value = ''
      toast.success(t.uploaded())
    },
    onError: (failure: Error) => setError(errorText(LL, failure, LL.account.unexpected())),
    onSettled: () => setPercent(null),
  })
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    if (!files.length) return setError(t.errors.noFile())
    // Each refusal names the file (issue 24, item 23), as the server's do.
    const extra = files[Math.min(PER_UPLOAD, IN_ALL - list.length)]
    if (extra) return setError(t.errors.tooMany({ name: extra.name }))
    const wrongType = files.find((f) => !ENDINGS.test(f.name))
    if (wrongType) return setError(t.errors.fileType({ name: wrongType.name }))
    const tooLarge = files.find((f) => f.size > config.idDocumentMaxMb * MB)
    if (tooLarge) return setError(t.errors.fileTooLarge({ name: tooLarge.name, mb: config.idDocumentMaxMb }))
    upload.mutate(files)
  }
  const errorId = `${id}-error`
  return (
    <section className="id-upload" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.title()}</h2>
      <p>{t.intro({ mb: config.idDocumentMaxMb })}</p>
      {full ? (
        <p className="notice">{t.full({ contact: config.contactEmail })}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          {/* The drop-zone look of the report form's evidence (issue 24, item 8): the native input is hidden, its
              label is the visible "choose" control, and the files chosen are named below it. */}
          <div className={error ? 'evidence field-invalid' : 'evidence'}>
            <div className="evidence-drop">
              <span className="evidence-drop-icon" aria-hidden="true" />
              <label htmlFor={`${id}-files`} className="evidence-drop-text id-upload-label">
                {t.choose()} <span className="evidence-browse">{t.browse()}</span>
              </label>
              <input
                ref={input}
                id={`${id}-files`}
                className="visually-hidden"
                type="file"
                multiple
                accept={ACCEPT}
                aria-invalid={error ? true : undefined}
                aria-describedby={[`${id}-chosen`, error && errorId].filter(Boolean).join(' ')}
                disabled={upload.isPending}
                onChange={(event) => {
                  setError(null)
                  setFiles([...(event.target.files ?? [])])
                }}
              />
              <p id={`${id}-chosen`} className="field-hint">
                {files.length ? t.chosen({ names: files.map((f) => f.name).join(', ') }) : t.formats()}
              </p>
            </div>
            {error && (
              <p id={errorId} className="field-error" role="alert">
                {error}
              </p>
            )}
          </div>
          {percent !== null && (
            <div className="id-upload-progress">
              <progress id={`${id}-progress`} max={100} value={percent} aria-labelledby={`${id}-progress-label`} />
              <span id={`${id}-progress-label`} aria-live="polite">
                {t.uploading({ percent })}
              </span>
            </div>
          )}
          <Button type="submit" busy={upload.isPending}>
            {t.upload()}
          </Button>
        </form>
      )}
      <h3>{t.yourDocuments()}</h3>
      {list.length ? (
        <ul className="id-upload-list">
          {list.map((d) => (
            <li key={d.id}>
              {d.name} · {size(d.size)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="field-hint">{t.none()}</p>
      )}
    </section>
  )
}
