import { useMutation } from '@tanstack/react-query'
import { formatDate } from '~/lib/dates'
import { Button } from '../../components/Button'
import { toast } from '../../components/toast'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { markLetterSent, NOTICE_LETTERS_KEY, type NoticeLetter, noticeLetterUrl } from './notice-letters'

/**
 * On a report's card in Your reports (issue 34, ADR 285): the guest has no e-mail, so the hotel prints the notice
 * letter (PDF), posts it and marks it sent; afterwards the day it was marked, and the PDF stays downloadable.
 */
export function NoticeLetterBlock({ letter, name }: { letter: NoticeLetter; name: string }) {
  const { LL, locale } = useI18n()
  const t = LL.noticeLetter.card
  const { client, queryClient } = useAppContext()
  const sent = useMutation({
    mutationFn: () => markLetterSent(client, letter.report_id),
    onSuccess: async () => {
      toast.success(t.marked())
      await queryClient.invalidateQueries({ queryKey: NOTICE_LETTERS_KEY })
    },
    onError: () => toast.error(t.failed()),
  })
  const due = letter.status === 'letter_due'
  return (
    <div className={`notice-letter${due ? ' is-due' : ''}`}>
      <h3 className="report-notes-title">{t.title()}</h3>
      <p>{due ? t.due() : t.sent({ date: formatDate(letter.updated_at, locale) })}</p>
      <div className="button-row">
        {/* The accessible names start with the visible words (axe: label-content-name-mismatch). */}
        <a
          className="btn btn-secondary btn-sm"
          href={noticeLetterUrl(letter.report_id)}
          download
          aria-label={`${t.download()}: ${name}`}
        >
          {t.download()}
        </a>
        {due && (
          <Button
            size="sm"
            busy={sent.isPending}
            busyLabel={t.busy()}
            aria-label={`${t.markSent()}: ${name}`}
            onClick={() => sent.mutate()}
          >
            {t.markSent()}
          </Button>
        )}
      </div>
    </div>
  )
}
