import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext, useCurrentUser } from '../auth/useSession'
import { subscriptionCurrent } from '../billing/expiry'
import { noticeLettersQueryOptions } from './notice-letters'

/**
 * Shown above the dashboard's tabs while a guest the hotel reported is still to be informed by post (issue 34,
 * ADR 285): it ends when every letter is marked sent.
 */
export function NoticeLetterReminder() {
  const { LL } = useI18n()
  const { client } = useAppContext()
  const user = useCurrentUser()
  // A member route: a hotel without a current subscription would get 402 on every page of the dashboard.
  const enabled = user?.role === 'user' && subscriptionCurrent(user.paymentData)
  const letters = useQuery({ ...noticeLettersQueryOptions(client), enabled }).data ?? []
  const due = letters.filter((l) => l.status === 'letter_due').length
  if (!due) return null
  const t = LL.noticeLetter.reminder
  return (
    <section className="notice notice-letter-reminder" aria-labelledby="notice-letter-reminder-title">
      <h2 id="notice-letter-reminder-title" className="notice-title">
        {t.title()}
      </h2>
      <p>
        {t.text({ count: due })} <Link to="/dashboard/reports">{t.link()}</Link>
      </p>
    </section>
  )
}
