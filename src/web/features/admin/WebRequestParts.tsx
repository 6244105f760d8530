import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { useI18n } from '../../i18n/useI18n'
import { adminApi, useAdminAction } from './api'

type File = { id: string; purpose: 'id_document' | 'proof_of_payment'; name: string; size: number }

/**
 * What a request from /your-data adds to the register's dialog (ADR 280): its ID copy and proof of payment to check
 * (downloads audited), and its letters sent by e-mail to the address the requester confirmed.
 */
export function WebRequestParts({
  id,
  files,
  letterType,
}: {
  id: string
  files: File[]
  letterType: 'acknowledgement' | 'answer'
}) {
  const { LL } = useI18n()
  const t = LL.yourData.console
  const mail = useAdminAction(
    (c, type: 'acknowledgement' | 'answer') => unwrap(adminApi(c).requests({ id }).letter.mail.post({ type })),
    (answer) => answer.message,
  )
  return (
    <>
      <h3>{t.files()}</h3>
      {files.length ? (
        <ul className="admin-plain-list">
          {files.map((f) => (
            <li key={f.id}>
              {t.purposes[f.purpose]()}:{' '}
              <a href={`/api/admin/requests/${id}/files/${f.id}`} download aria-label={t.download({ name: f.name })}>
                {f.name}
              </a>{' '}
              ({Math.ceil(f.size / 1024)} KB)
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-muted">{t.noFiles()}</p>
      )}
      <p>
        <Button variant="secondary" busy={mail.isPending} onClick={() => mail.mutate(letterType)}>
          {t.mailLetter({ type: LL.admin.requests.letterTypes[letterType]() })}
        </Button>
      </p>
    </>
  )
}
